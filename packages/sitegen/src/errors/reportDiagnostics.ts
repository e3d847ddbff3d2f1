import pc from 'picocolors';
import type { Diagnostic } from './Diagnostic.js';
import { formatLocation } from './SitegenError.js';
import type { Logger } from '../logger/Logger.js';

/** Sorted by file, line and column, so the report reads top to bottom through the sources. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.slice().sort((a, b) => {
    const fa = a.location?.file ?? '';
    const fb = b.location?.file ?? '';
    if (fa !== fb) return fa < fb ? -1 : 1;
    const la = a.location?.line ?? 0;
    const lb = b.location?.line ?? 0;
    if (la !== lb) return la - lb;
    return (a.location?.column ?? 0) - (b.location?.column ?? 0);
  });
}

export function formatDiagnostic(diagnostic: Diagnostic): string {
  const where = diagnostic.location === undefined ? '' : `${formatLocation(diagnostic.location)} `;
  const hint = diagnostic.hint === undefined ? '' : `\n  ${pc.dim(`hint: ${diagnostic.hint}`)}`;
  return `[${diagnostic.code}] ${where}${diagnostic.message}${hint}`;
}

/** Prints every diagnostic once, sorted, then the count line; returns the number of errors. */
export function reportDiagnostics(diagnostics: Diagnostic[], logger: Logger): number {
  const sorted = sortDiagnostics(diagnostics);
  for (const diagnostic of sorted) {
    if (diagnostic.severity === 'error') logger.error(formatDiagnostic(diagnostic));
    else logger.warn(formatDiagnostic(diagnostic));
  }
  const errors = sorted.filter((d) => d.severity === 'error').length;
  const warnings = sorted.length - errors;
  if (sorted.length > 0) {
    logger.info(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
  }
  return errors;
}
