import path from 'node:path';
import type { SourceLocation } from '../errors/SitegenError.js';
import { API_CHANGE_KINDS } from './rules.js';
import type { ApiDifference } from './types.js';

export type ApiDiffFormat = 'text' | 'json' | 'github';

/** The differences as text: breaking ones first, then the rest, each group by kind of change, with old and new forms indented. */
export function differencesText(differences: readonly ApiDifference[], labels: { before: string; after: string }): string {
  if (differences.length === 0) return `no API differences between ${labels.before} and ${labels.after}`;
  const lines: string[] = [];
  for (const breaking of [true, false]) {
    const group = differences.filter((found) => found.breaking === breaking);
    if (group.length === 0) continue;
    lines.push(`${breaking ? 'Breaking' : 'Not breaking'} (${group.length}):`);
    for (const change of API_CHANGE_KINDS) {
      const ofKind = group.filter((found) => found.change === change);
      if (ofKind.length === 0) continue;
      lines.push(`  ${change}:`);
      for (const found of ofKind) {
        lines.push(`    ${found.path}: ${found.message} [${found.rule}]`);
        if (found.before !== undefined) lines.push(`      - ${found.before}`);
        if (found.after !== undefined) lines.push(`      + ${found.after}`);
      }
    }
  }
  const breaking = differences.filter((found) => found.breaking).length;
  lines.push(
    `${differences.length} difference${differences.length === 1 ? '' : 's'} from ${labels.before} to ${labels.after}, ${breaking} breaking`,
  );
  return lines.join('\n');
}

/** A workflow command's message and property values, escaped as the runner unescapes them. */
const data = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const property = (text: string) => data(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/**
 * GitHub Actions annotations, one per difference: `::error` for a breaking one, `::notice`
 * for the rest, at the declaration's file and line where the JSON says (relative to `root`).
 */
export function differencesAnnotations(
  differences: readonly ApiDifference[],
  positions: ReadonlyMap<string, SourceLocation>,
  root: string,
): string[] {
  return differences.map((found) => {
    const at = positions.get(found.path) ?? positions.get(found.path.split('.')[0] ?? found.path);
    const properties = [
      ...(at === undefined ? [] : [`file=${property(path.relative(root, path.resolve(root, at.file)).split(path.sep).join('/'))}`]),
      ...(at?.line === undefined ? [] : [`line=${at.line}`]),
      `title=${property(`API ${found.change}: ${found.path}`)}`,
    ];
    const forms = [
      found.before === undefined ? '' : `\nbefore: ${found.before}`,
      found.after === undefined ? '' : `\nafter: ${found.after}`,
    ].join('');
    return `::${found.breaking ? 'error' : 'notice'} ${properties.join(',')}::${data(`${found.message} (${found.rule})${forms}`)}`;
  });
}
