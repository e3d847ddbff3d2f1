import path from 'node:path';
import { BuildCache } from '../cache/BuildCache.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { formatDiagnostic, reportDiagnostics } from '../errors/reportDiagnostics.js';
import { loadLinkinator } from '../check/loadLinkinator.js';
import { packageLinkUrls } from '../check/packageLinkUrls.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Logger } from '../logger/Logger.js';
import { runStage } from '../logger/runStage.js';
import { runHook } from '../plugins/runHook.js';
import { renderPages, renderSite, renderWorkersFor, type RenderedFile } from '../render/renderSite.js';
import type { Route } from '../routes/types.js';
import { cachedSearchIndex, startSearchIndex } from '../search/cachedSearchIndex.js';
import { searchPageOf, searchPagesOf } from '../search/searchPagesOf.js';
import { checkOutputFolder, sourceFoldersOf, type OutputFolderParams } from '../write/outputFolder.js';
import { assertWritable, writeSite, type OutputFile } from '../write/writeSite.js';
import { loadBuildConfig, prepareBuild, type PrepareBuildOptions, type PreparedBuild } from './prepareBuild.js';

export interface BuildParams {
  configFile: string;
  /** overrides the config's outDir; relative to the working directory */
  outDir?: string;
  /** broken Markdown links and anchors fail the build, and the written site is crawled (linkinator) */
  strictLinks?: boolean;
  /** with `strictLinks`, the crawl fetches links to other sites too */
  checkExternal?: boolean;
  /** worker threads for the Markdown and render stages of a large site (0: none); default: as the idle cores allow */
  workers?: number;
  logger: Logger;
  /** results kept from earlier builds of this process (`sitegen dev`); default none */
  cache?: BuildCache;
  /** `sitegen dev` serves the pages first: the search index is left out of `files`, built by the result's `searchIndex()` */
  deferSearch?: boolean;
}

export interface InMemoryBuild {
  config: ResolvedConfig;
  /** the theme's package folder (`sitegen dev` watches it) */
  themeDir: string;
  /** the local files the config is made of and the ones its plugins name (`sitegen dev` watches them) */
  sourceFiles: string[];
  /** the site's files its replaced components were compiled from (`sitegen dev` watches them) */
  componentInputs: string[];
  files: OutputFile[];
  diagnostics: Diagnostic[];
  /** gzip sizes of the client bundle and the stylesheet */
  gzip: { js: number; css: number };
  routeCount: number;
  /** with `deferSearch`: builds the search index's files */
  searchIndex?: () => Promise<OutputFile[]>;
}

/** What `build` wrote: the pages were written as they were rendered, and not kept. */
export interface BuiltSite {
  config: ResolvedConfig;
  diagnostics: Diagnostic[];
  /** gzip sizes of the client bundle and the stylesheet */
  gzip: { js: number; css: number };
  routeCount: number;
  /** every file written, relative to the output folder */
  written: string[];
}

/** The whole pipeline without writing: what `build` would write, and every diagnostic. */
export async function buildInMemory(params: BuildParams): Promise<InMemoryBuild> {
  const { logger } = params;
  const cache = params.cache ?? new BuildCache();
  const config = await loadBuildConfig({ ...params, cache });
  const prepared = await prepareBuild(config, optionsOf(params, cache));
  const { pages: toRender } = prepared;
  const pages = await runStage(
    logger,
    'render',
    () => renderSite(toRender),
    (p) => p.length,
  );
  const indexSearch = async (): Promise<OutputFile[]> => {
    if (config.search === false) return [];
    const index = await runStage(
      logger,
      'search',
      () => cachedSearchIndex(searchPagesOf({ routes: toRender.routes, rendered: pages }), config.cacheDir),
      (f) => f.length,
    );
    return index.map((file) => ({ ...file, source: 'the search index' }));
  };
  const searchIndex = params.deferSearch === true ? [] : await indexSearch();
  const files = [...prepared.files, ...pages, ...searchIndex];
  assertWritable(config.outDir, files);
  return {
    config,
    themeDir: toRender.theme.theme.assets.packageDir,
    sourceFiles: [...config.code.files, ...prepared.plugins.files],
    componentInputs: toRender.theme.componentInputs,
    files,
    diagnostics: prepared.diagnostics,
    gzip: prepared.gzip,
    routeCount: toRender.routes.length,
    searchIndex: params.deferSearch === true ? indexSearch : undefined,
  };
}

/**
 * Builds the site into its output folder. Diagnostics are printed once, sorted; any error
 * fails the build before a page is rendered and leaves the previous output untouched. Each
 * page is written as it is rendered, and search indexes it meanwhile (Pagefind's own process).
 */
export async function build(params: BuildParams): Promise<BuiltSite> {
  const { logger } = params;
  const cache = params.cache ?? new BuildCache();
  // the crawl comes last: a missing crawler is reported before the build rather than after it
  if (params.strictLinks === true) await loadLinkinator();
  const config = await loadBuildConfig({ ...params, cache });
  const output: OutputFolderParams = {
    outDir: config.outDir,
    sources: sourceFoldersOf(config),
    namedIn: params.outDir === undefined ? { file: config.configFile } : undefined,
  };
  // checked again as it is written; here so that a refused folder costs nothing more
  await checkOutputFolder(output);
  const prepared = await prepareBuild(config, optionsOf(params, cache));
  const errors = reportDiagnostics(prepared.diagnostics, logger);
  if (errors > 0) {
    throw new SitegenError({
      code: 'build/failed',
      message: `the build failed with ${errors} error${errors === 1 ? '' : 's'}; ${path.relative(process.cwd(), config.outDir) || '.'} was left as it was`,
      hint: 'Fix the errors listed above and build again.',
      details: prepared.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic),
    });
  }
  const written = await writeBuild(prepared, output, logger, params.workers);
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
  const routeCount = prepared.pages.routes.length;
  logger.info(`${routeCount} pages written to ${config.outDir} (JS ${kb(prepared.gzip.js)}, CSS ${kb(prepared.gzip.css)} gzip)`);
  if (params.strictLinks === true) {
    // linkinator (and its HTTP client) load only for the crawl: ~90 ms of every other build
    const { crawlWrittenSite } = await import('../check/crawlWrittenSite.js');
    await runStage(
      logger,
      'crawl',
      () =>
        crawlWrittenSite({
          outDir: config.outDir,
          router: prepared.router,
          written,
          checkExternal: params.checkExternal ?? false,
          ...(config.api?.strictPackageLinks === false ? { tolerated: packageLinkUrls(prepared.pages.routes) } : {}),
        }),
      (crawled) => crawled,
    );
  }
  return { config, diagnostics: prepared.diagnostics, gzip: prepared.gzip, routeCount, written };
}

/**
 * Each plugin's postBuild hook, in plugin order, on the new output folder once every page
 * is in it and before it replaces the old one: a hook that fails leaves the old one in place.
 */
function postBuildOf(prepared: PreparedBuild): ((folder: string) => Promise<void>) | undefined {
  const hooks = prepared.plugins.plugins.filter((plugin) => plugin.postBuild !== undefined);
  if (hooks.length === 0) return undefined;
  const { config, pages } = prepared;
  const routes = pages.routes.map((route) => ({ path: route.page.href, file: route.outputFile, title: route.page.title }));
  return async (folder) => {
    for (const plugin of hooks) {
      await runHook(plugin.name, 'postBuild()', config.configFile, () => plugin.postBuild?.({ outDir: folder, routes }));
    }
  };
}

function optionsOf(params: BuildParams, cache: BuildCache): PrepareBuildOptions {
  return {
    logger: params.logger,
    cache,
    session: params.cache !== undefined,
    strictLinks: params.strictLinks ?? false,
    workers: params.workers,
  };
}

/**
 * Writes the prepared files, and the pages as they are rendered, into the output folder;
 * search takes each page meanwhile. Returns every path written.
 */
async function writeBuild(
  prepared: PreparedBuild,
  output: OutputFolderParams,
  logger: Logger,
  workers: number | undefined,
): Promise<string[]> {
  const { config, pages } = prepared;
  // chosen by the idle cores before the writes below keep them busy
  const renderWorkers = await renderWorkersFor(pages, workers);
  // Pagefind fed while the pages render only when they render in workers: on the main thread
  // its feeding slowed the rendering more than it gained (1,000 pages cold: +0.5 s)
  const search = config.search === false ? undefined : await startSearchIndex(config.cacheDir, { early: renderWorkers > 0 });
  const written = prepared.files.map((file) => file.path);
  const addPage = async (route: Route, file: RenderedFile, write: (file: OutputFile) => Promise<void>): Promise<void> => {
    const searchPage = search === undefined ? undefined : searchPageOf(route, file.contents);
    if (searchPage !== undefined) search?.add(searchPage);
    written.push(file.path);
    await write(file);
  };
  let rendered = performance.now();
  try {
    await writeSite(config.outDir, prepared.files, {
      ...output,
      beforeSwap: postBuildOf(prepared),
      streamed: {
        planned: pages.routes.map((route) => ({ path: route.outputFile, source: route.source })),
        async produce(write) {
          await runStage(
            logger,
            'render',
            () => renderPages(pages, (route, file) => addPage(route, file, write), renderWorkers),
            () => pages.routes.length,
          );
          rendered = performance.now();
          if (search === undefined) return [];
          const index = await runStage(
            logger,
            'search',
            () => search.finish(),
            (files) => files.length,
          );
          written.push(...index.map((file) => file.path));
          return index.map((file) => ({ ...file, source: 'the search index' }));
        },
      },
    });
  } catch (error) {
    // Pagefind's process keeps an index it was fed until told to drop it
    await search?.discard().catch(() => undefined);
    throw error;
  }
  // what writing adds once the last page is rendered: the files still in flight, the search index, the swap
  logger.stage('write', { count: written.length, ms: performance.now() - rendered });
  return written;
}
