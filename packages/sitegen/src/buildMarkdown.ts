import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element } from 'hast';
import type { ApiReference, RenderMarkdown } from './api/types.js';
import type { BuildCache } from './BuildCache.js';
import { cacheKey, codeVersion, loadDiskCache, type DiskCache } from './buildDiskCache.js';
import type { ResolvedConfig } from './config/types.js';
import type { SiteContent } from './content/types.js';
import type { MarkdownTransformer } from './markdown/createMarkdownTransformer.js';
import { createHighlighter, type CodeHighlighter } from './markdown/highlight.js';
import type { MarkdownContext, MarkdownInput, MarkdownResult } from './markdown/types.js';
import { mapConcurrent } from './mapConcurrent.js';
import { hrefOf } from './routes/hrefs.js';

export interface SiteMarkdown {
  /** changes whenever what `renderMarkdown` returns may change (the route table): a cache key */
  key: string;
  highlighter: CodeHighlighter;
  /** keeps this build's highlighted code and Markdown results on disk for the next build */
  saveCaches(): Promise<void>;
  /** Markdown of API comments and the README, transformed like the guides */
  renderMarkdown: RenderMarkdown;
  /** every doc and Markdown page, by source file; `api:` links resolve through `api` */
  transformContent(api: ApiReference | undefined): Promise<Map<string, MarkdownResult>>;
}

const markdownDir = fileURLToPath(new URL('./markdown/', import.meta.url));

async function saveAll(caches: DiskCache<unknown>[]): Promise<void> {
  await Promise.all(caches.map((c) => c.save()));
}

export interface CreateSiteMarkdownParams {
  config: ResolvedConfig;
  content: SiteContent;
  cache: BuildCache;
}

/**
 * The Markdown stage of one build. The API reference needs the transformer (for its
 * comments) before the guides can resolve `api:` links to it, so `api:` links read the
 * reference through a slot filled when `transformContent` runs.
 */
export async function createSiteMarkdown(params: CreateSiteMarkdownParams): Promise<SiteMarkdown> {
  const { config, content, cache } = params;
  const routeOfFile = new Map<string, string>();
  for (const doc of content.docs) routeOfFile.set(doc.file, doc.routePath);
  for (const page of content.pages) if (page.kind === 'markdown') routeOfFile.set(page.file, page.routePath);
  // links resolve through the route table: a transformer and its results stay valid while the table does
  const routeTable = JSON.stringify([config.baseUrl, config.tableOfContents, config.markdown, [...routeOfFile]]);
  // hashed once: a page's cache key hashing the whole table made the stage quadratic (10,000 pages: 10 GB hashed)
  const routeTableHash = cacheKey(routeTable);
  const codeThemes = config.markdown.codeThemes;
  const cacheDir = path.join(config.siteDir, 'node_modules', '.cache', 'sitegen');
  // one process keeps them in memory across dev rebuilds; the disk keeps them across builds
  const { highlighter, highlights, results } = await cache.memo('highlighter', JSON.stringify([codeThemes, cacheDir]), async () => {
    const version = codeVersion({ dir: markdownDir, packages: ['shiki', 'unified', 'remark-gfm'], from: import.meta.url });
    const [highlights, results] = await Promise.all([
      loadDiskCache<Element>({ file: path.join(cacheDir, 'highlight.json'), version }),
      loadDiskCache<MarkdownResult>({ file: path.join(cacheDir, 'markdown.json'), version }),
    ]);
    return { highlighter: createHighlighter(codeThemes, { cache: highlights }), highlights, results };
  });
  const transformCached = async (input: MarkdownInput, key: string): Promise<MarkdownResult> => {
    const found = results.get(key);
    if (found !== undefined) return found;
    const result = await transform(input);
    results.set(key, result);
    return result;
  };
  const { transform, apiSlot } = await cache.memo('markdown', routeTable, async () => {
    const slot: { api?: ApiReference } = {};
    const context: MarkdownContext = {
      basePath: config.baseUrl,
      resolveFileLink(fromFile, target) {
        const hashAt = target.indexOf('#');
        const filePart = hashAt === -1 ? target : target.slice(0, hashAt);
        const routePath = routeOfFile.get(path.resolve(path.dirname(fromFile), decodeURI(filePart)));
        return routePath === undefined ? undefined : hrefOf(config.baseUrl, routePath) + (hashAt === -1 ? '' : target.slice(hashAt));
      },
      resolveApiLink(symbol) {
        const found = slot.api?.resolveSymbol(symbol);
        return found === undefined ? undefined : hrefOf(config.baseUrl, found.routePath) + (found.anchor === undefined ? '' : `#${found.anchor}`);
      },
      toc: config.tableOfContents,
      codeThemes,
    };
    // the pipeline (unified, remark, rehype) loads on the first page missing from the cache: a warm build never loads it
    let created: Promise<MarkdownTransformer> | undefined;
    const lazyTransform = async (input: MarkdownInput): Promise<MarkdownResult> => {
      created ??= import('./markdown/createMarkdownTransformer.js').then((module) => module.createMarkdownTransformer(context, { highlighter }));
      return (await created)(input);
    };
    return { transform: lazyTransform, apiSlot: slot };
  });

  return {
    key: routeTable,
    highlighter,
    saveCaches: () => saveAll([highlights, results]),
    renderMarkdown: (source, file) => transformCached({ source, file, lineOffset: 0 }, cacheKey('api', routeTableHash, file, source)),
    async transformContent(api) {
      apiSlot.api = api;
      const apiKey = api === undefined ? '' : api.exports.map((entry) => `${entry.name}@${entry.routePath}`).join(',');
      const sources = [...content.docs, ...content.pages.filter((page) => page.kind === 'markdown')];
      // a few at a time: all at once, every page's syntax trees stay alive together
      const results = await mapConcurrent(sources, 8, async (source) => {
        const input = { source: source.body, file: source.file, lineOffset: source.bodyLineOffset };
        const key = cacheKey(routeTableHash, apiKey, input.file, String(input.lineOffset), input.source);
        return [source.file, await cache.memo(`markdown:${source.file}`, key, () => transformCached(input, key))] as const;
      });
      return new Map(results);
    },
  };
}
