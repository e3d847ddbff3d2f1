/**
 * The stage list of the architecture page, from the list the build runs
 * (packages/sitegen/src/pipeline/stages.ts): it cannot drift from the code.
 */
import type { Stage } from '../../packages/sitegen/src/pipeline/stage.js';

/** A stage as the page lists it. */
export interface StageRow {
  name: string;
  scope: 'site' | 'version' | 'page';
  reads: string[];
  makes: string;
  kept: string;
  background: boolean;
}

export function stageRowsOf<S>(stages: readonly Stage<S>[]): StageRow[] {
  return stages.map((stage) => ({
    name: stage.name,
    scope: stage.scope,
    reads: stage.inputs.map(String),
    makes: String(stage.output),
    kept:
      stage.cache.kind === 'none'
        ? 'run again'
        : stage.cache.kind === 'own'
          ? `its own caches: ${stage.cache.keyedBy}`
          : `keyed by ${stage.cache.keyedBy}`,
    background: stage.background,
  }));
}

const SCOPES = { site: 'once', version: 'each docs version', page: 'each page (workers)' } as const;

/** The Markdown table of the stages, in their order. */
export function renderStageTable(
  rows: readonly StageRow[],
  pageStages: readonly { name: string; keyedBy: string; runs: string }[],
): string {
  const code = (name: string): string => `\`${name}\``;
  const lines = [
    '| # | stage | runs | reads | makes | between builds (`sitegen dev`) |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row, index) =>
        `| ${index + 1} | ${row.name}${row.background ? ' (in the background)' : ''} | ${SCOPES[row.scope]} | ${row.reads.map(code).join(', ')} | ${code(row.makes)} | ${row.kept} |`,
    ),
    ...pageStages.map(
      (stage, index) =>
        `| ${rows.length + index + 1} | ${stage.name} | each page: ${stage.runs} | \`pages\`, \`files\` | the output folder | ${stage.keyedBy} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** `markdown` with the part between `<!-- generated: NAME -->` and `<!-- /generated: NAME -->` replaced by `body`. */
export function withGeneratedPart(markdown: string, name: string, body: string, file: string): string {
  const start = `<!-- generated: ${name} -->\n`;
  const end = `<!-- /generated: ${name} -->`;
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end);
  if (from === -1 || to < from)
    throw new Error(`${file} has no '${start.trim()}' … '${end}' part to generate: put both markers where the ${name} go`);
  return markdown.slice(0, from + start.length) + body + markdown.slice(to);
}
