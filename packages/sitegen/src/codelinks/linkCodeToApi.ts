import type { ApiPage, ApiReference } from '../api/types.js';
import type { BuildCache } from '../cache/BuildCache.js';
import type { MarkdownResult } from '../markdown/types.js';
import type { Router } from '../router/createRouter.js';
import { codeSymbolsOf } from './codeSymbolsOf.js';
import { linkCodeInArticle } from './linkCodeInArticle.js';
import { linkCodeInHtml } from './linkCodeInHtml.js';
import { linkInlineCode } from './linkInlineCode.js';

export interface LinkCodeToApiParams {
  api: ApiReference;
  /** the Markdown stage's results, by source file */
  markdown: Map<string, MarkdownResult>;
  router: Pick<Router, 'hrefOf'>;
  /** `sitegen dev`: a page reused from the previous build keeps its linked HTML (the symbols come from the same API reference) */
  cache?: BuildCache;
}

/**
 * Identifiers in the code blocks of every guide and API page (its signatures included), and
 * inline code naming a symbol (`GSwap.events`), linked to the API reference; each link made
 * joins its page's links, so the link check covers it.
 */
export function linkCodeToApi(params: LinkCodeToApiParams): { api: ApiReference; markdown: Map<string, MarkdownResult> } {
  const { cache } = params;
  const symbols =
    cache === undefined
      ? codeSymbolsOf(params.api, params.router)
      : cache.memoFor('code-symbols', params.api, () => codeSymbolsOf(params.api, params.router));
  const link = <T extends { html: string; links: MarkdownResult['links'] }>(page: T): T => {
    const blocks = linkCodeInHtml(page.html, symbols);
    const inline = linkInlineCode(blocks.html, symbols);
    const links = [...blocks.links, ...inline.links];
    return links.length === 0 && inline.html === page.html ? page : { ...page, html: inline.html, links: [...page.links, ...links] };
  };
  const linked = <T extends { html: string; links: MarkdownResult['links'] }>(page: T): T =>
    cache === undefined ? link(page) : cache.memoFor('code-links', page, () => link(page));
  const linkApiPage = (page: ApiPage): ApiPage => {
    const { article, links } = linkCodeInArticle(page.article, symbols);
    return { ...page, article, links: [...page.links, ...links] };
  };
  const linkedApiPage = (page: ApiPage): ApiPage =>
    cache === undefined ? linkApiPage(page) : cache.memoFor('api-code-links', page, () => linkApiPage(page));
  return {
    api: { ...params.api, pages: params.api.pages.map(linkedApiPage) },
    markdown: new Map([...params.markdown].map(([file, result]) => [file, linked(result)])),
  };
}
