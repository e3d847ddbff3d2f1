import path from 'node:path';
import type { ApiReference, RenderMarkdown } from './api/types.js';
import type { BuildCache } from './BuildCache.js';
import type { ResolvedConfig } from './config/types.js';
import type { SiteContent } from './content/types.js';
import { createMarkdownTransformer } from './markdown/createMarkdownTransformer.js';
import { createHighlighter, type CodeHighlighter } from './markdown/highlight.js';
import type { MarkdownContext, MarkdownResult } from './markdown/types.js';
import { hrefOf } from './routes/hrefs.js';

export interface SiteMarkdown {
  highlighter: CodeHighlighter;
  /** Markdown of API comments and the README, transformed like the guides */
  renderMarkdown: RenderMarkdown;
  /** every doc and Markdown page, by source file; `api:` links resolve through `api` */
  transformContent(api: ApiReference | undefined): Promise<Map<string, MarkdownResult>>;
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
  const routeTable = JSON.stringify([config.baseUrl, config.tableOfContents, [...routeOfFile]]);
  const codeThemes = config.markdown.codeThemes;
  const highlighter = await cache.memo('highlighter', JSON.stringify(codeThemes), () => createHighlighter(codeThemes));
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
    return { transform: await createMarkdownTransformer(context, { highlighter }), apiSlot: slot };
  });

  return {
    highlighter,
    renderMarkdown: (source, file) => transform({ source, file, lineOffset: 0 }),
    async transformContent(api) {
      apiSlot.api = api;
      const apiKey = api === undefined ? '' : api.exports.map((entry) => `${entry.name}@${entry.routePath}`).join(',');
      const sources = [...content.docs, ...content.pages.filter((page) => page.kind === 'markdown')];
      const results = await Promise.all(
        sources.map(async (source) => {
          const input = { source: source.body, file: source.file, lineOffset: source.bodyLineOffset };
          const inputs = `${routeTable}\0${apiKey}\0${input.lineOffset}\0${input.source}`;
          return [source.file, await cache.memo(`markdown:${source.file}`, inputs, () => transform(input))] as const;
        }),
      );
      return new Map(results);
    },
  };
}
