/**
 * `sitegen build`, stage by stage: the config, each locale's stages (stages.ts), the errors,
 * the page stages written into a new output folder (PAGE_STAGES), and with `--strict-links`
 * the crawl of what was written.
 */
import { BuildCache } from '../cache/BuildCache.js';
import { loadLinkinator } from '../check/loadLinkinator.js';
import { localeBuildsOf } from '../locales/localeBuilds.js';
import { checkOutputFolder, outputFolderOf } from '../write/outputFolder.js';
import { type BuildParams, type BuiltSite, prepareOptionsOf } from './buildParams.js';
import { buildSummaryOf } from './buildSummary.js';
import { crawlBuild } from './crawlBuild.js';
import { failOnErrors } from './failOnErrors.js';
import { localeDiagnosticsOf } from './localeDiagnostics.js';
import { prepareLocales } from './localeParts.js';
import { loadBuildConfig } from './prepareBuild.js';
import { writeLocales } from './writeLocales.js';

export type { BuildParams, BuiltSite } from './buildParams.js';
export { buildInMemory, type InMemoryBuild } from './buildInMemory.js';

/**
 * Builds the site into its output folder. Any error fails the build before a page is rendered
 * and leaves the previous output untouched. Each page is written as it is rendered, and search
 * indexes it meanwhile (Pagefind's own process).
 */
export async function build(params: BuildParams): Promise<BuiltSite> {
  const { logger } = params;
  const cache = params.cache ?? new BuildCache();
  // the crawl comes last: a missing crawler is reported before the build rather than after it
  if (params.strictLinks === true) await loadLinkinator();
  const config = await loadBuildConfig({ ...params, cache });
  const localized = await localeBuildsOf(config, params.locale);
  const output = outputFolderOf(config, params.outDir);
  // checked again as it is written; here so that a refused folder costs nothing more
  await checkOutputFolder(output);
  const parts = await prepareLocales(localized, prepareOptionsOf(params, cache));
  const diagnostics = parts.flatMap((part) => part.prepared.diagnostics);
  failOnErrors(localeDiagnosticsOf(parts), config, logger);
  const written = await writeLocales(parts, output, logger, params.workers);
  const { routeCount, gzip, line } = buildSummaryOf(parts, config.outDir);
  logger.info(line);
  if (params.strictLinks === true) {
    await crawlBuild({ config, parts, written, checkExternal: params.checkExternal ?? false, locale: params.locale, logger });
  }
  return { config, diagnostics, gzip, routeCount, written };
}
