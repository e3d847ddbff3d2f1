import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildCache } from '../cache/BuildCache.js';
import { cacheKey, codeVersion, loadDiskCache, type DiskCache } from '../cache/diskCache.js';
import type { ResolvedConfig } from '../config/types.js';
import type { SiteContent } from '../content/types.js';
import type { Router } from '../router/createRouter.js';
import type { SymbolTable } from '../router/symbolTable.js';
import type { DocsVersion } from '../versions/types.js';
import type { MdxSiteData } from '../view/mdxSite.js';
import { mapConcurrent } from '../workers/mapConcurrent.js';
import type { MarkdownTransformer } from './createMarkdownTransformer.js';
import { createHighlighter } from './highlight.js';
import { stampOf } from './fileStamp.js';
import { siteFileAccessOf } from '../files/siteFileAccess.js';
import { linkResolversOf, type VersionLinkScopes } from './linkTable.js';
import { type MdxSiteConfig, mdxSiteOf } from './mdx/mdxSiteOf.js';
import { pageTocLevels } from './pageTocLevels.js';
import { unknownLanguageWarnings } from './unknownLanguageWarnings.js';
import { markdownWorkerCount, transformInWorkers, type MarkdownWorkerData } from './transformInWorkers.js';
import type { HighlightCode, MarkdownContext, MarkdownExtensions, MarkdownInput, MarkdownResult, RenderMarkdown } from './types.js';

/** The Markdown of one build: its pages, and a transformer for Markdown from elsewhere (API comments). */
export interface MarkdownStage {
  /** changes whenever what `renderMarkdown` returns may change (routes, symbols, settings): a cache key */
  key: string;
  /** Markdown of API comments and the README, transformed like the guides */
  renderMarkdown: RenderMarkdown;
  /** code highlighted like the guides' blocks */
  highlight: HighlightCode;
  /** every doc and Markdown page, by source file */
  transformPages(): Promise<Map<string, MarkdownResult>>;
  /** keeps this build's highlighted code and Markdown results on disk for the next build */
  saveCaches(): Promise<void>;
}

const markdownDir = fileURLToPath(new URL('.', import.meta.url));

/** The version scopes as copyable data (for the cache key and the workers). */
function versionScopesData(versions: VersionLinkScopes): NonNullable<MarkdownWorkerData['versions']> {
  return {
    versionOfFile: [...versions.versionOfFile],
    symbols: [...versions.symbols].map(([version, table]) => [version, [...table]]),
  };
}

/** The site's data for MDX pages with its docs versions (their docs roots as links). */
function mdxSiteWithVersions(
  site: MdxSiteData | undefined,
  versions: readonly DocsVersion[] | undefined,
  router: Router,
): MdxSiteData | undefined {
  if (site === undefined || versions === undefined) return site;
  const docsVersions = versions.map((version) => ({
    name: version.name,
    label: version.label,
    path: router.pageHref(router.forVersion(version.name).docsRoutePath),
    isLast: version.isLatest,
    banner: version.banner,
  }));
  return { ...site, docsVersions };
}

/** Whether the files a result read besides its Markdown (images) are as they were. */
async function inputsUnchanged(result: MarkdownResult): Promise<boolean> {
  if (result.inputFiles === undefined) return true;
  const stamps = await Promise.all(result.inputFiles.map(({ file }) => stampOf(file)));
  return result.inputFiles.every(({ stamp }, index) => stamps[index] === stamp);
}

/**
 * A page with an error is transformed again by the next build, which reports it again: it
 * cannot hide behind its cache entry, and one that failed for a bug is tried again once the
 * bug is fixed. The build fails on it anyway, so nothing is lost.
 */
function isCacheable(result: MarkdownResult): boolean {
  return result.diagnostics.every((diagnostic) => diagnostic.severity !== 'error');
}

export interface MarkdownStageParams {
  config: Pick<ResolvedConfig, 'tableOfContents' | 'markdown' | 'cacheDir' | 'staticDir'> &
    Partial<Pick<ResolvedConfig, 'siteDir' | 'contentDir' | 'themeStrings' | 'files' | 'vitepress'>> &
    MdxSiteConfig;
  router: Router;
  content: SiteContent;
  /** the API reference's symbols (the latest docs version's), for `api:` links; empty without one */
  symbols: SymbolTable;
  /** a versioned site: the files of its other docs versions, whose links resolve in their version */
  versions?: VersionLinkScopes;
  cache: BuildCache;
  /** worker threads for many pages missing from the cache; undefined: as the idle cores allow */
  workers?: number;
  /** the site's remark and rehype plugins, when it has any */
  extensions?: StageExtensions;
  /** the docs versions, newest first, which MDX pages read (Docusaurus's version hooks); none in a unit test */
  docsVersions?: readonly DocsVersion[];
}

/** The site's Markdown plugins, and how a worker thread gets them: by loading the config itself. */
export interface StageExtensions {
  plugins: MarkdownExtensions;
  /** the config to load in a worker (plugins are functions: they cannot be sent) */
  configFile: string;
  outDir: string;
  /** changes when the plugins' code changes (ResolvedConfig's `code.hash`) */
  key: string;
}

/**
 * The Markdown stage of one build, with its caches: in memory across `sitegen dev`
 * rebuilds, on disk across builds. Links resolve through the routes and the API symbols,
 * all known before it runs.
 */
export async function createMarkdownStage(params: MarkdownStageParams): Promise<MarkdownStage> {
  const { config, router, content, symbols, versions, cache, extensions } = params;
  const fileAccess = siteFileAccessOf(config, path.dirname(config.staticDir));
  const routeOfFile = new Map<string, string>();
  for (const doc of content.docs) routeOfFile.set(doc.file, doc.routePath);
  for (const page of content.pages) if (page.kind === 'markdown') routeOfFile.set(page.file, page.routePath);
  // a locale's page answers to its translation's path and its original's
  for (const source of [...content.docs, ...content.pages])
    for (const alias of source.aliases ?? []) if (!routeOfFile.has(alias)) routeOfFile.set(alias, source.routePath);
  // a locale's label of the headings' '#' links; the theme's English is the pipeline's own
  const directLinkTo = config.themeStrings?.directLinkTo;
  // a site moved from VitePress: `@/` in its snippets and includes names its pages' folder
  const vitepress = config.vitepress === undefined ? {} : { vitepress: { sourceRoot: config.vitepress.srcDir } };
  // what an MDX page's components know of the site (useBaseUrl, useDocusaurusContext)
  const site = mdxSiteWithVersions(mdxSiteOf(config), params.docsVersions, router);
  const mdxSite = site === undefined ? {} : { mdxSite: site };
  // an unversioned site's docs are in its one version
  const soleVersion = params.docsVersions?.length === 1 ? params.docsVersions[0]?.name : undefined;
  // links resolve through the routes and symbols: a transformer and its results stay valid while they do
  const routeTable = JSON.stringify([
    ...(directLinkTo === undefined ? [] : [directLinkTo]),
    router.config,
    config.tableOfContents,
    config.markdown,
    ...(config.siteDir === undefined ? [] : [config.siteDir]),
    fileAccess,
    [...routeOfFile],
    [...symbols],
    ...(extensions === undefined ? [] : [extensions.key]),
    ...(versions === undefined ? [] : [versionScopesData(versions)]),
    ...(config.vitepress === undefined ? [] : [config.vitepress]),
    ...(site === undefined ? [] : [site]),
  ]);
  // hashed once: a page's cache key hashing the whole table made the stage quadratic (10,000 pages: 10 GB hashed)
  const routeTableHash = cacheKey(routeTable);
  const { codeThemes, codeLanguageAliases, magicComments } = config.markdown;
  const magic = magicComments === undefined ? {} : { magicComments };
  const { cacheDir } = config;
  // one process keeps them in memory across dev rebuilds; the disk keeps them across builds
  const highlighterKey = JSON.stringify([codeThemes, codeLanguageAliases, magicComments ?? null, cacheDir]);
  const { highlighter, highlights, results } = await cache.memo('highlighter', highlighterKey, async () => {
    // the theme's MDX components render into the cached HTML of MDX pages
    const packages = [
      'shiki',
      '@shikijs/transformers',
      'image-size',
      'unified',
      'mdast-util-gfm',
      'micromark-extension-gfm-table',
      '@mdx-js/mdx',
      '@sitegen/theme',
    ];
    const version = codeVersion({ dir: markdownDir, packages, from: import.meta.url });
    const results = await loadDiskCache<MarkdownResult>({ file: path.join(cacheDir, 'markdown.json'), version });
    // read only when a block is highlighted: when every page comes from the Markdown cache, it is not needed
    let loaded: Promise<DiskCache<string>> | undefined;
    const highlights = {
      load: (): Promise<DiskCache<string>> => (loaded ??= loadDiskCache<string>({ file: path.join(cacheDir, 'highlight.json'), version })),
      loaded: () => loaded,
    };
    const highlighter = createHighlighter(codeThemes, { cache: highlights.load, languageAliases: codeLanguageAliases, ...magic });
    return { highlighter, highlights, results };
  });
  // the code blocks of the pages that came from the cache: they stay cached with them, so a
  // later change to a page's prose highlights nothing again
  const keptBlocks = new Set<string>();
  const transformCached = async (input: MarkdownInput, key: string): Promise<MarkdownResult> => {
    const found = results.get(key);
    if (found !== undefined && (await inputsUnchanged(found))) {
      for (const highlightKey of found.highlightKeys ?? []) keptBlocks.add(highlightKey);
      return found;
    }
    const result = await transform(input);
    if (isCacheable(result)) results.set(key, result);
    return result;
  };
  const transform = await cache.memo('markdown', routeTable, async () => {
    const context: MarkdownContext = {
      ...linkResolversOf({ router, routeOfFile, symbols, versions, staticDir: config.staticDir, fileAccess }),
      toc: config.tableOfContents,
      codeThemes,
      codeLanguageAliases,
      ...(config.siteDir === undefined ? {} : { siteDir: config.siteDir }),
      ...(directLinkTo === undefined ? {} : { directLinkTo }),
      rawHtml: config.markdown.rawHtml,
      math: config.markdown.math,
      format: config.markdown.format,
      ...vitepress,
      ...magic,
      ...mdxSite,
    };
    // the pipeline (unified, remark, rehype) loads on the first page missing from the cache: a warm build never loads it
    let created: Promise<MarkdownTransformer> | undefined;
    const lazyTransform = async (input: MarkdownInput): Promise<MarkdownResult> => {
      created ??= import('./createMarkdownTransformer.js').then((module) =>
        module.createMarkdownTransformer(context, { highlighter, extensions: extensions?.plugins }),
      );
      return (await created)(input);
    };
    return lazyTransform;
  });

  /** many pages missing from the cache (a first build) are transformed in worker threads, into the cache */
  const transformMissingInWorkers = async (missing: { input: MarkdownInput; key: string }[]): Promise<void> => {
    const workers = await markdownWorkerCount(missing.length, params.workers);
    if (workers === 0) return;
    const blocks = await highlights.load();
    const data: MarkdownWorkerData = {
      router: router.config,
      toc: config.tableOfContents,
      codeThemes,
      codeLanguageAliases,
      staticDir: config.staticDir,
      fileAccess,
      ...(config.siteDir === undefined ? {} : { siteDir: config.siteDir }),
      ...(directLinkTo === undefined ? {} : { directLinkTo }),
      rawHtml: config.markdown.rawHtml,
      math: config.markdown.math,
      ...magic,
      format: config.markdown.format,
      ...vitepress,
      ...mdxSite,
      routeOfFile: [...routeOfFile],
      symbols: [...symbols],
      highlights: blocks.entries(),
      ...(versions === undefined ? {} : { versions: versionScopesData(versions) }),
      ...(extensions === undefined ? {} : { config: { file: extensions.configFile, outDir: extensions.outDir } }),
    };
    const answers = await transformInWorkers(
      missing.map(({ input }) => input),
      data,
      workers,
    );
    answers.forEach((answer, index) => {
      const key = missing[index]?.key;
      // a page that failed, or has an error, is transformed again on the main thread, which reports it
      if (key === undefined || 'error' in answer || !isCacheable(answer.result)) return;
      results.set(key, answer.result);
      for (const [highlightKey, html] of answer.highlights) blocks.set(highlightKey, html);
    });
  };

  return {
    key: routeTable,
    highlight: (code, lang) => highlighter.highlightCode(code, lang),
    async saveCaches() {
      const blocks = await highlights.loaded();
      if (blocks !== undefined) for (const key of keptBlocks) blocks.get(key);
      // not read, so not changed: left as it is
      await Promise.all([results.save(), blocks?.save()]);
    },
    async renderMarkdown(source, file) {
      const result = await transformCached({ source, file, lineOffset: 0 }, cacheKey('api', routeTableHash, file, source));
      // a doc comment's blocks are warned about where they are; the pages' once for the whole build
      if (result.unknownLanguages === undefined) return result;
      return { ...result, diagnostics: [...result.diagnostics, ...unknownLanguageWarnings([[file, result]])] };
    },
    async transformPages() {
      const sources = [...content.docs, ...content.pages.filter((page) => page.kind === 'markdown')];
      const inputs = sources.map((source) => {
        const toc = pageTocLevels(source.frontMatter, config.tableOfContents);
        const docsVersion = 'kind' in source ? undefined : (source.version ?? soleVersion);
        const input: MarkdownInput = {
          source: source.body,
          file: source.file,
          lineOffset: source.bodyLineOffset,
          ...(toc === undefined ? {} : { toc }),
          ...(docsVersion === undefined ? {} : { docsVersion }),
        };
        const tocKey = toc === undefined ? [] : [`${toc.minHeadingLevel}-${toc.maxHeadingLevel}`];
        const versionKey = docsVersion === undefined ? [] : [docsVersion];
        return { input, key: cacheKey(routeTableHash, input.file, String(input.lineOffset), ...tocKey, ...versionKey, input.source) };
      });
      await transformMissingInWorkers(inputs.filter(({ key }) => !results.has(key)));
      // a few at a time: all at once, every page's syntax trees stay alive together
      const transformed = await mapConcurrent(inputs, 8, async ({ input, key }) => {
        const kept = await cache.memo(`markdown:${input.file}`, key, () => transformCached(input, key));
        // an image it shows changed since (its hash and size are in the HTML): transformed again, into the cache
        return [input.file, (await inputsUnchanged(kept)) ? kept : await transformCached(input, key)] as const;
      });
      return new Map(transformed);
    },
  };
}
