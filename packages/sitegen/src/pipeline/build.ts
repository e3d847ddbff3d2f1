import path from 'node:path';
import { BuildCache } from '../cache/BuildCache.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { formatDiagnostic, reportDiagnostics } from '../errors/reportDiagnostics.js';
import { loadLinkinator } from '../check/loadLinkinator.js';
import { packageLinkUrls } from '../check/packageLinkUrls.js';
import { SitegenError } from '../errors/SitegenError.js';
import { localeBuildsOf } from '../locales/localeBuilds.js';
import type { Logger } from '../logger/Logger.js';
import { runStage } from '../logger/runStage.js';
import { runHook } from '../plugins/runHook.js';
import { renderPages, renderSite, renderWorkersFor, type RenderedFile } from '../render/renderSite.js';
import { createRouter, routerConfigOf } from '../router/createRouter.js';
import { localeBasePath } from '../router/localeUrls.js';
import type { Route } from '../routes/types.js';
import { cachedSearchIndex, startSearchIndex, type SearchIndexBuilder } from '../search/cachedSearchIndex.js';
import { indexWhileRendering } from '../search/indexWhileRendering.js';
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
  /**
   * builds this locale only (`--locale fr`); default every locale (`build`), the default
   * locale (`buildInMemory`, which makes one)
   */
  locale?: string;
}

export interface InMemoryBuild {
  /** the config of the locale built: its `baseUrl` is the locale's, under which `files` are served */
  config: ResolvedConfig;
  /** the theme's package folder (`sitegen dev` watches it) */
  themeDir: string;
  /** the local files the config is made of and the ones its plugins name (`sitegen dev` watches them) */
  sourceFiles: string[];
  /** the site's files its replaced components were compiled from (`sitegen dev` watches them) */
  componentInputs: string[];
  /** the files the pages read besides their Markdown: images, MDX pages' components (`sitegen dev` watches them) */
  markdownInputs: string[];
  files: OutputFile[];
  diagnostics: Diagnostic[];
  /** the pages built (`sitegen dev` shows each page the warnings of its source) */
  routes: Route[];
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
  const siteConfig = await loadBuildConfig({ ...params, cache });
  const [localized] = await localeBuildsOf(siteConfig, params.locale ?? siteConfig.locale.name);
  if (localized === undefined) throw new Error('no locale to build');
  const { config } = localized;
  const prepared = await prepareBuild(config, { ...optionsOf(params, cache), diagnostics: localized.diagnostics });
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
    markdownInputs: prepared.markdownInputs,
    files,
    diagnostics: prepared.diagnostics,
    routes: toRender.routes,
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
  const localized = await localeBuildsOf(config, params.locale);
  const output: OutputFolderParams = {
    outDir: config.outDir,
    sources: sourceFoldersOf(config),
    namedIn: params.outDir === undefined ? { file: config.configFile } : undefined,
  };
  // checked again as it is written; here so that a refused folder costs nothing more
  await checkOutputFolder(output);
  // each locale is a build of its own under its folder (the default locale's is the base path);
  // the others keep their own caches, as their routes differ
  const parts: LocalePart[] = [];
  for (const { config: localeConfig, diagnostics } of localized) {
    const localeCache = localeConfig.locale.isDefault ? cache : new BuildCache();
    const prepared = await prepareBuild(localeConfig, { ...optionsOf(params, localeCache), diagnostics });
    parts.push({ folder: localeConfig.locale.path, prepared });
  }
  const diagnostics = parts.flatMap((part) => part.prepared.diagnostics);
  const errors = reportDiagnostics(diagnostics, logger);
  if (errors > 0) {
    throw new SitegenError({
      code: 'build/failed',
      message: `the build failed with ${errors} error${errors === 1 ? '' : 's'}; ${path.relative(process.cwd(), config.outDir) || '.'} was left as it was`,
      hint: 'Fix the errors listed above and build again.',
      details: diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic),
    });
  }
  const written = await writeBuild(parts, output, logger, params.workers);
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
  const routeCount = parts.reduce((count, part) => count + part.prepared.pages.routes.length, 0);
  const [first] = parts;
  const gzip = first?.prepared.gzip ?? { js: 0, css: 0 };
  const locales = parts.length > 1 ? ` in ${parts.length} locales` : '';
  logger.info(`${routeCount} pages${locales} written to ${config.outDir} (JS ${kb(gzip.js)}, CSS ${kb(gzip.css)} gzip)`);
  if (params.strictLinks === true) {
    // linkinator (and its HTTP client) load only for the crawl: every other build would pay for loading them
    const { crawlWrittenSite } = await import('../check/crawlWrittenSite.js');
    await runStage(
      logger,
      'crawl',
      () =>
        crawlWrittenSite({
          outDir: config.outDir,
          router: createRouter(routerConfigOf(config)),
          written,
          checkExternal: params.checkExternal ?? false,
          ...(config.api?.strictPackageLinks === false
            ? { tolerated: packageLinkUrls(parts.flatMap((part) => part.prepared.pages.routes)) }
            : {}),
          // a build of one locale links to the others, which it did not write
          ...(params.locale === undefined || config.locales.length === 1 ? {} : { isElsewhere: otherLocalesOf(config, localized) }),
        }),
      (crawled) => crawled,
    );
  }
  return { config, diagnostics, gzip, routeCount, written };
}

/** One locale's prepared build and its folder in the output ('' for the default locale). */
interface LocalePart {
  folder: string;
  prepared: PreparedBuild;
}

/** A path of a locale's build in the whole output: under the locale's folder. */
function inFolder(folder: string, file: string): string {
  return folder === '' ? file : `${folder}/${file}`;
}

/** Whether a crawled URL is a page of a locale this build did not make. */
function otherLocalesOf(config: ResolvedConfig, built: readonly { config: ResolvedConfig }[]): (url: string) => boolean {
  const builtBases = built.map((part) => part.config.baseUrl);
  const otherBases = config.locales
    .filter((locale) => !built.some((part) => part.config.locale.name === locale.name))
    .map((locale) => localeBasePath(config.baseUrl, locale));
  return (url) => {
    const { pathname } = new URL(url, 'http://localhost');
    const under = (base: string): boolean => `${pathname}/`.startsWith(base);
    // the deepest base holding the path names its locale: '/b/fr/x' is fr's, not the default's
    const owner = [...builtBases, ...otherBases].filter(under).sort((a, b) => b.length - a.length)[0];
    return owner !== undefined && otherBases.includes(owner);
  };
}

/**
 * Each plugin's postBuild hook, in plugin order, once for the whole site (every locale's pages
 * written): on the new output folder before it replaces the old one, with every locale's routes.
 * A hook that fails leaves the old folder in place.
 */
function postBuildOf(parts: readonly LocalePart[]): ((output: string) => Promise<void>) | undefined {
  // the default locale's plugins (each locale's build starts its own): one call per plugin, not per locale
  const main = parts.find((part) => part.folder === '') ?? parts[0];
  const plugins = main?.prepared.plugins.plugins.filter((plugin) => plugin.postBuild !== undefined) ?? [];
  if (main === undefined || plugins.length === 0) return undefined;
  const routes = parts.flatMap(({ folder, prepared }) =>
    prepared.pages.routes.map((route) => ({ path: route.page.href, file: inFolder(folder, route.outputFile), title: route.page.title })),
  );
  return async (output) => {
    for (const plugin of plugins) {
      await runHook(plugin.name, 'postBuild()', main.prepared.config.configFile, () => plugin.postBuild?.({ outDir: output, routes }));
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
  parts: readonly LocalePart[],
  output: OutputFolderParams,
  logger: Logger,
  workers: number | undefined,
): Promise<string[]> {
  const files = parts.flatMap(({ folder, prepared }) => prepared.files.map((file) => ({ ...file, path: inFolder(folder, file.path) })));
  const written = files.map((file) => file.path);
  let rendered = performance.now();
  // the index being fed: dropped if the build fails meanwhile
  const feeding: { index?: SearchIndexBuilder } = {};
  // each locale is rendered and indexed in turn: its search index is its own (its folder's pagefind/)
  const produceLocale = async ({ folder, prepared }: LocalePart, write: (file: OutputFile) => Promise<void>): Promise<OutputFile[]> => {
    const { config, pages } = prepared;
    // chosen by the idle cores before the writes below keep them busy
    const renderWorkers = await renderWorkersFor(pages, workers);
    const index = config.search === false ? undefined : await startSearchIndex(config.cacheDir);
    if (index !== undefined) indexWhileRendering(index, renderWorkers);
    feeding.index = index;
    const addPage = async (route: Route, file: RenderedFile): Promise<void> => {
      const searchPage = index === undefined ? undefined : searchPageOf(route, file.contents);
      if (searchPage !== undefined) index?.add(searchPage);
      const placed = { ...file, path: inFolder(folder, file.path) };
      written.push(placed.path);
      await write(placed);
    };
    await runStage(
      logger,
      'render',
      () => renderPages(pages, addPage, renderWorkers),
      () => pages.routes.length,
    );
    rendered = performance.now();
    if (index === undefined) return [];
    const indexFiles = await runStage(
      logger,
      'search',
      () => index.finish(),
      (f) => f.length,
    );
    feeding.index = undefined;
    const placed = indexFiles.map((file) => ({ ...file, path: inFolder(folder, file.path) }));
    written.push(...placed.map((file) => file.path));
    return placed.map((file) => ({ ...file, source: 'the search index' }));
  };
  try {
    await writeSite(output.outDir, files, {
      ...output,
      beforeSwap: postBuildOf(parts),
      streamed: {
        planned: parts.flatMap(({ folder, prepared }) =>
          prepared.pages.routes.map((route) => ({ path: inFolder(folder, route.outputFile), source: route.source })),
        ),
        async produce(write) {
          const last: OutputFile[] = [];
          for (const part of parts) {
            const indexFiles = await produceLocale(part, write);
            // a locale's index is written at once unless it is the last: the last is written with the swap
            if (part === parts[parts.length - 1]) last.push(...indexFiles);
            else await Promise.all(indexFiles.map(write));
          }
          return last;
        },
      },
    });
  } catch (error) {
    // Pagefind's process keeps an index it was fed until told to drop it
    await feeding.index?.discard().catch(() => undefined);
    throw error;
  }
  // what writing adds once the last page is rendered: the files still in flight, the search index, the swap
  logger.stage('write', { count: written.length, ms: performance.now() - rendered });
  return written;
}
