import path from 'node:path';
import type { Diagnostic } from './Diagnostic.js';

/** One line per file with findings, most errors first: where to start fixing. */
export function summaryByFile(diagnostics: readonly Diagnostic[], root: string): string[] {
  const counts = new Map<string, { errors: number; warnings: number }>();
  for (const diagnostic of diagnostics) {
    const file =
      diagnostic.location === undefined ? '(the site)' : path.relative(root, diagnostic.location.file) || diagnostic.location.file;
    const count = counts.get(file) ?? { errors: 0, warnings: 0 };
    if (diagnostic.severity === 'error') count.errors += 1;
    else count.warnings += 1;
    counts.set(file, count);
  }
  return [...counts]
    .sort(([fa, a], [fb, b]) => b.errors - a.errors || b.warnings - a.warnings || (fa < fb ? -1 : fa > fb ? 1 : 0))
    .map(([file, { errors, warnings }]) => `${file}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
