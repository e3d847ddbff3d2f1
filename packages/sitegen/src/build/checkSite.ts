import { BuildCache } from '../cache/BuildCache.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { formatDiagnostic, reportDiagnostics } from '../errors/reportDiagnostics.js';
import { SitegenError } from '../errors/SitegenError.js';
import { localeBuildsOf } from '../locales/localeBuilds.js';
import type { Logger } from '../logger/Logger.js';
import { loadBuildConfig, prepareBuild } from './prepareBuild.js';

export interface CheckSiteParams {
  configFile: string;
  logger: Logger;
  workers?: number;
}

/**
 * `sitegen check`: every stage up to the link check, the examples checked, nothing rendered
 * or written; broken links and failing examples are errors, as in `build --strict`. For
 * editors and pre-commit hooks. Throws when there is an error, after printing them all.
 */
export async function checkSite(params: CheckSiteParams): Promise<Diagnostic[]> {
  const cache = new BuildCache();
  const config = await loadBuildConfig({ configFile: params.configFile, logger: params.logger, cache });
  // every locale is checked: a link of a translation breaks on its own
  const diagnostics: Diagnostic[] = [];
  let pages = 0;
  for (const localized of await localeBuildsOf(config)) {
    const localeCache = localized.config.locale.isDefault ? cache : new BuildCache();
    const prepared = await prepareBuild(localized.config, {
      logger: params.logger,
      cache: localeCache,
      session: false,
      strictLinks: true,
      workers: params.workers,
      diagnostics: localized.diagnostics,
    });
    diagnostics.push(...prepared.diagnostics);
    pages += prepared.pages.routes.length;
  }
  const errors = reportDiagnostics(diagnostics, params.logger);
  if (errors > 0) {
    throw new SitegenError({
      code: 'build/failed',
      message: `the check found ${errors} error${errors === 1 ? '' : 's'}`,
      hint: 'Fix the errors listed above and check again.',
      details: diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic),
    });
  }
  params.logger.info(`${pages} pages checked: no errors`);
  return diagnostics;
}
