import path from 'node:path';
import { renderSidebarFragment, themeAssets, type PageView, type NavbarView } from '@sitegen/theme';
import { BuildCache } from './BuildCache.js';
import { formatDiagnostic, reportDiagnostics } from './buildDiagnostics.js';
import { buildApi } from './buildApi.js';
import { createSiteMarkdown } from './buildMarkdown.js';
import { buildStage } from './buildStage.js';
import { bundleAssets } from './bundle/bundleAssets.js';
import { checkLinks } from './check/checkLinks.js';
import { linkCodeToApi } from './codelinks/linkCodeToApi.js';
import { buildAgentFiles } from './llms/buildAgentFiles.js';
import { loadConfig } from './config/loadConfig.js';
import { resolveConfig } from './config/resolveConfig.js';
import type { ResolvedConfig } from './config/types.js';
import { loadContent } from './content/loadContent.js';
import { walkFiles } from './content/walkFiles.js';
import type { Diagnostic } from './errors/Diagnostic.js';
import { SitegenError } from './errors/SitegenError.js';
import type { Logger } from './logger/Logger.js';
import { renderReactPage } from './render/renderReactPage.js';
import { renderPages, renderSite, renderWorkersFor, type RenderedFile, type RenderSiteParams } from './render/renderSite.js';
import { buildSiteModel, type RenderedReactPage } from './routes/buildSiteModel.js';
import { hrefOf } from './routes/hrefs.js';
import type { Route } from './routes/types.js';
import { markActiveNavbar } from './routes/navbar.js';
import type { SiteContent } from './content/types.js';
import { cachedSearchIndex, startSearchIndex } from './search/cachedSearchIndex.js';
import { searchPageOf, searchPagesOf } from './search/searchPagesOf.js';
import { renderSitemap } from './write/renderSitemap.js';
import { checkOutputFolder, sourceFoldersOf, type OutputFolderParams } from './write/outputFolder.js';
import { writeSite, assertWritable, type OutputFile } from './write/writeSite.js';

export interface BuildParams {
  configFile: string;
  /** overrides the config's outDir; relative to the working directory */
  outDir?: string;
  /** broken Markdown links and anchors fail the build, and the written site is crawled (linkinator) */
  strictLinks?: boolean;
  /** with `strictLinks`, the crawl fetches links to other sites too */
  checkExternal?: boolean;
  logger: Logger;
  /** results kept from earlier builds of this process (`sitegen dev`); default none */
  cache?: BuildCache;
  /** `sitegen dev` serves the pages first: the search index is left out of `files`, built by the result's `searchIndex()` */
  deferSearch?: boolean;
}

export interface InMemoryBuild {
  config: ResolvedConfig;
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

/** Everything up to the rendering of the pages: the pages are rendered by whoever keeps or writes them. */
interface PreparedBuild {
  config: ResolvedConfig;
  /** every diagnostic, the link check's included: a build with errors renders nothing */
  diagnostics: Diagnostic[];
  gzip: { js: number; css: number };
  /** the files that are not rendered pages nor the search index */
  files: OutputFile[];
  pages: RenderSiteParams;
  /** where the search index of the last build is kept */
  cacheDir: string;
}

function loadBuildConfig(params: BuildParams, cache: BuildCache): Promise<ResolvedConfig> {
  return buildStage(params.logger, 'config', () =>
    cache.memo('config', params.outDir ?? '', async () => {
      const resolved = resolveConfig(await loadConfig(params.configFile), params.configFile);
      return params.outDir === undefined ? resolved : { ...resolved, outDir: path.resolve(params.outDir) };
    }),
  );
}

async function prepareBuild(params: BuildParams, config: ResolvedConfig, cache: BuildCache): Promise<PreparedBuild> {
  const { logger } = params;
  const content = await buildStage(logger, 'content', () => loadContent(config), (c) => c.docs.length + c.pages.length);
  const siteMarkdown = await createSiteMarkdown({ config, content, cache });
  // the reference renders its comments with the guides' Markdown: valid while that is
  const apiReference = await cache.memo('api', siteMarkdown.key, () => buildApi({ config, logger, markdown: siteMarkdown }));
  const transformed = await buildStage(logger, 'markdown', () => siteMarkdown.transformContent(apiReference), (m) => m.size);
  // a dev session keeps them in memory: saving would rewrite the files on every edit, with
  // only the entries that build read (the rest came from the in-memory cache)
  if (params.cache === undefined) await siteMarkdown.saveCaches();
  const { markdown, api } =
    apiReference !== undefined && config.markdown.linkCodeToApi
      ? await buildStage(logger, 'code links', () => linkCodeToApi({ api: apiReference, markdown: transformed, basePath: config.baseUrl, cache }))
      : { markdown: transformed, api: apiReference };
  const reactPages = await buildStage(logger, 'react pages', () => renderReactPages(config, content, cache), (r) => r.size);
  const siteModel = await buildStage(logger, 'routes', () => buildSiteModel({ config, content, markdown, reactPages, api }), (m) => m.routes.length);
  // llms.txt, Markdown twins: each doc page learns its twin's href before it renders
  const agentFiles = await buildStage(logger, 'agent files', () => buildAgentFiles({ config, content, routes: siteModel.routes, api, reactPages }), (a) => a.files.length);
  const model = { ...siteModel, routes: agentFiles.routes };
  const { cacheDir } = config;
  const assets = await buildStage(logger, 'bundle', () =>
    cache.memo('bundle', '', () => bundleAssets({ ...themeAssets, cacheDir })),
  (a) => a.files.length);
  const site = { ...model.site, assets: { css: assets.css.map((p) => hrefOf(config.baseUrl, p)), js: assets.js.map((p) => hrefOf(config.baseUrl, p)) } };
  const navbarFor = (page: PageView): NavbarView => markActiveNavbar(site.navbar, page.href, 'sidebar' in page ? page.sidebar?.id : undefined);
  const sidebarFragments = (model.sidebarFragments ?? []).map((fragment) => ({ path: fragment.path, contents: renderSidebarFragment(fragment.sidebar), source: `the sidebar '${fragment.sidebar.id}'` }));
  const staticFiles = (await walkFiles(config.staticDir)).map((file) => ({ path: file, copyFrom: path.join(config.staticDir, file), source: `static/${file}` }));

  const strict = params.strictLinks ?? false;
  // with --strict-links every broken link or anchor fails the build, wherever it was found
  const diagnostics: Diagnostic[] = [...content.diagnostics, ...[...markdown.values()].flatMap((r) => r.diagnostics), ...(api?.diagnostics ?? [])].map((d) =>
    strict && d.code.startsWith('links/') ? { ...d, severity: 'error' } : d,
  );
  diagnostics.push(
    ...(await buildStage(logger, 'links', () =>
      checkLinks({
        routes: model.routes,
        navigationLinks: model.navigationLinks,
        basePath: config.baseUrl,
        fileHrefs: [...staticFiles, ...assets.files].map((file) => hrefOf(config.baseUrl, file.path)),
        strict,
      }),
    )),
  );
  const sitemap = renderSitemap(config.url, model.routes.filter((r) => r.page.kind !== 'notFound').map((r) => r.page.href));
  const files: OutputFile[] = [
    ...staticFiles,
    ...assets.files.map((file) => ({ ...file, source: 'the theme bundle' })),
    ...sidebarFragments,
    ...agentFiles.files,
    { path: 'sitemap.xml', contents: sitemap, source: 'the sitemap' },
  ];
  return { config, diagnostics, gzip: assets.gzip, files, pages: { routes: model.routes, site, navbarFor, cache: params.cache }, cacheDir };
}

/** The whole pipeline without writing: what `build` would write, and every diagnostic. */
export async function buildInMemory(params: BuildParams): Promise<InMemoryBuild> {
  const { logger } = params;
  const cache = params.cache ?? new BuildCache();
  const prepared = await prepareBuild(params, await loadBuildConfig(params, cache), cache);
  const { config, pages: toRender, cacheDir } = prepared;
  const pages = await buildStage(logger, 'render', () => renderSite(toRender), (p) => p.length);
  const indexSearch = async (): Promise<OutputFile[]> => {
    if (config.search === false) return [];
    const index = await buildStage(logger, 'search', () => cachedSearchIndex(searchPagesOf({ routes: toRender.routes, rendered: pages }), cacheDir), (f) => f.length);
    return index.map((file) => ({ ...file, source: 'the search index' }));
  };
  const searchIndex = params.deferSearch === true ? [] : await indexSearch();
  const files = [...prepared.files, ...pages, ...searchIndex];
  assertWritable(config.outDir, files);
  return {
    config,
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
  const config = await loadBuildConfig(params, cache);
  const output = outputFolderOf(config, params);
  // checked again as it is written; here so that a refused folder costs nothing more
  await checkOutputFolder(output);
  const prepared = await prepareBuild(params, config, cache);
  const { pages } = prepared;
  const errors = reportDiagnostics(prepared.diagnostics, logger);
  if (errors > 0) {
    throw new SitegenError({
      code: 'build/failed',
      message: `the build failed with ${errors} error${errors === 1 ? '' : 's'}; ${path.relative(process.cwd(), config.outDir) || '.'} was left as it was`,
      hint: 'Fix the errors listed above and build again.',
      details: prepared.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic),
    });
  }
  const written = await writeBuild(prepared, output, logger);
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
  logger.info(`${pages.routes.length} pages written to ${config.outDir} (JS ${kb(prepared.gzip.js)}, CSS ${kb(prepared.gzip.css)} gzip)`);
  if (params.strictLinks === true) {
    // linkinator (and its HTTP client) load only for the crawl: ~90 ms of every other build
    const { crawlWrittenSite } = await import('./check/crawlWrittenSite.js');
    await buildStage(logger, 'crawl', () => crawlWrittenSite({ outDir: config.outDir, basePath: config.baseUrl, written, checkExternal: params.checkExternal ?? false }), (crawled) => crawled);
  }
  return { config, diagnostics: prepared.diagnostics, gzip: prepared.gzip, routeCount: pages.routes.length, written };
}

/**
 * Writes the prepared files, and the pages as they are rendered, into the output folder;
 * search takes each page meanwhile. Returns every path written.
 */
async function writeBuild(prepared: PreparedBuild, output: OutputFolderParams, logger: Logger): Promise<string[]> {
  const { config, pages } = prepared;
  // chosen by the idle cores before the writes below keep them busy
  const renderWorkers = await renderWorkersFor(pages);
  // Pagefind fed while the pages render only when they render in workers: on the main thread
  // its feeding slowed the rendering more than it gained (1,000 pages cold: +0.5 s)
  const search = config.search === false ? undefined : await startSearchIndex(prepared.cacheDir, { early: renderWorkers > 0 });
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
      streamed: {
        planned: pages.routes.map((route) => ({ path: route.outputFile, source: route.source })),
        async produce(write) {
          await buildStage(logger, 'render', () => renderPages(pages, (route, file) => addPage(route, file, write), renderWorkers), () => pages.routes.length);
          rendered = performance.now();
          if (search === undefined) return [];
          const index = await buildStage(logger, 'search', () => search.finish(), (files) => files.length);
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

/** The output folder of this build: `--out-dir`, or the config's outDir (named in the config file). */
function outputFolderOf(config: ResolvedConfig, params: BuildParams): OutputFolderParams {
  return { outDir: config.outDir, sources: sourceFoldersOf(config), namedIn: params.outDir === undefined ? { file: config.configFile } : undefined };
}

/** Cached until the cache is cleared: a page's own imports are not tracked, so a change to a page clears it. */
async function renderReactPages(config: ResolvedConfig, content: SiteContent, cache: BuildCache): Promise<Map<string, RenderedReactPage>> {
  const props = {
    site: { title: config.title, tagline: config.tagline, basePath: config.baseUrl },
    href: (sitePath: string) => hrefOf(config.baseUrl, sitePath),
  };
  const pages = content.pages.filter((page) => page.kind === 'react');
  return new Map(
    await Promise.all(pages.map(async (page) => [page.file, await cache.memo(`react:${page.file}`, '', () => renderReactPage(page.file, props))] as const)),
  );
}
