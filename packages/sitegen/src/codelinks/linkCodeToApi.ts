import type { ApiPage, ApiReference } from '../api/types.js';
import type { BuildCache } from '../cache/BuildCache.js';
import type { MarkdownResult } from '../markdown/types.js';
import type { Router } from '../router/createRouter.js';
import type { ExampleTypeInfoByFile } from '../examples/examplesStage.js';
import { blockLinkerOf } from './blockLinkerOf.js';
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
  /** the type-checked blocks of each Markdown file, with the names the checker resolved in them */
  checked?: ExampleTypeInfoByFile;
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
  const link = <T extends { html: string; links: MarkdownResult['links'] }>(page: T, file: string): T => {
    const blocks = linkCodeInHtml(page.html, symbols, blockLinkerOf(params.api, symbols, params.checked?.get(file)));
    const inline = linkInlineCode(blocks.html, symbols);
    const links = [...blocks.links, ...inline.links];
    return links.length === 0 && inline.html === page.html ? page : { ...page, html: inline.html, links: [...page.links, ...links] };
  };
  const linked = <T extends { html: string; links: MarkdownResult['links'] }>(page: T, file: string): T =>
    cache === undefined ? link(page, file) : cache.memoFor('code-links', page, () => link(page, file));
  const commentLinker = blockLinkerOf(params.api, symbols);
  const linkApiPage = (page: ApiPage): ApiPage => {
    const { article, links } = linkCodeInArticle(page.article, symbols, commentLinker);
    return { ...page, article, links: [...page.links, ...links] };
  };
  const linkedApiPage = (page: ApiPage): ApiPage =>
    cache === undefined ? linkApiPage(page) : cache.memoFor('api-code-links', page, () => linkApiPage(page));
  return {
    api: { ...params.api, pages: params.api.pages.map(linkedApiPage) },
    markdown: new Map([...params.markdown].map(([file, result]) => [file, linked(result, file)])),
  };
}
