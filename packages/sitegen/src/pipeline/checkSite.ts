import { BuildCache } from '../cache/BuildCache.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { githubAnnotations } from '../errors/githubAnnotations.js';
import { formatDiagnostic, reportDiagnostics, sortDiagnostics } from '../errors/reportDiagnostics.js';
import { summaryByFile } from '../errors/summaryByFile.js';
import { SitegenError } from '../errors/SitegenError.js';
import { localeBuildsOf } from '../locales/localeBuilds.js';
import type { Logger } from '../logger/Logger.js';
import { loadBuildConfig, prepareBuild } from './prepareBuild.js';

export interface CheckSiteParams {
  configFile: string;
  logger: Logger;
  workers?: number;
  /** 'text' (the default): the findings, then a line per file; 'github': GitHub Actions annotations */
  format?: CheckFormat;
  /** what paths are shown relative to: the working folder */
  root?: string;
}

export type CheckFormat = 'text' | 'github';

/**
 * `sitegen check`: every stage up to the link check, the examples checked and every page
 * checked for markup nothing rendered, nothing written; broken links, failing examples and
 * unrendered markup are errors, as in `build --strict`. For editors, pre-commit hooks and CI
 * (`--format github` annotates the pull request). Throws when there is an error, after
 * printing them all.
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
  const root = params.root ?? process.cwd();
  let errors: number;
  if (params.format === 'github') {
    for (const line of githubAnnotations(sortDiagnostics(diagnostics), root)) params.logger.info(line);
    errors = diagnostics.filter((d) => d.severity === 'error').length;
  } else {
    errors = reportDiagnostics(diagnostics, params.logger);
    const summary = summaryByFile(diagnostics, root);
    if (summary.length > 0) params.logger.info(`\nby file:\n${summary.map((line) => `  ${line}`).join('\n')}`);
  }
  if (errors > 0) {
    throw new SitegenError({
      code: 'build/failed',
      message: `the check found ${errors} error${errors === 1 ? '' : 's'}`,
      hint: 'Fix the errors listed above and check again.',
      details: params.format === 'github' ? [] : diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic),
    });
  }
  params.logger.info(`${pages} pages checked: no errors`);
  return diagnostics;
}
