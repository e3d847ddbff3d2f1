import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { formatDiagnostic, reportDiagnostics } from '../errors/reportDiagnostics.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Logger } from '../logger/Logger.js';

/**
 * Prints every locale's diagnostics once, sorted; any error fails the build before a page is
 * rendered, and the previous output is left untouched.
 */
export function failOnErrors(diagnostics: Diagnostic[], config: ResolvedConfig, logger: Logger): void {
  const errors = reportDiagnostics(diagnostics, logger);
  if (errors === 0) return;
  throw new SitegenError({
    code: 'build/failed',
    message: `the build failed with ${errors} error${errors === 1 ? '' : 's'}; ${path.relative(process.cwd(), config.outDir) || '.'} was left as it was`,
    hint: 'Fix the errors listed above and build again.',
    details: diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic),
  });
}
