import { loadApiSource } from '../packages/sitegen/src/api/loadApiSource.js';
import { planApiReference } from '../packages/sitegen/src/api/planApiReference.js';
import { renderApiReference } from '../packages/sitegen/src/api/renderApiReference.js';
import type { ApiPage, ApiReference } from '../packages/sitegen/src/api/types.js';
import { blockLinkerOf } from '../packages/sitegen/src/codelinks/blockLinkerOf.js';
import { codeSymbolsOf } from '../packages/sitegen/src/codelinks/codeSymbolsOf.js';
import { linkCodeInArticle } from '../packages/sitegen/src/codelinks/linkCodeInArticle.js';
import { linkCodeInHtml } from '../packages/sitegen/src/codelinks/linkCodeInHtml.js';
import { linkInlineCode } from '../packages/sitegen/src/codelinks/linkInlineCode.js';
import { loadConfig } from '../packages/sitegen/src/config/loadConfig.js';
import { resolveConfig } from '../packages/sitegen/src/config/resolveConfig.js';
import type { ResolvedConfig } from '../packages/sitegen/src/config/types.js';
import type { Logger } from '../packages/sitegen/src/logger/Logger.js';
import { createMarkdownTransformer } from '../packages/sitegen/src/markdown/createMarkdownTransformer.js';
import { createHighlighter } from '../packages/sitegen/src/markdown/highlight.js';
import type { HighlightCode, LinkRef, RenderMarkdown } from '../packages/sitegen/src/markdown/types.js';
import { createRouter, routerConfigOf } from '../packages/sitegen/src/router/createRouter.js';
import { renderApiArticle } from '../packages/theme/src/test/renderApiArticle.js';

export async function loadSiteConfig(configFile: string): Promise<ResolvedConfig> {
  return resolveConfig(await loadConfig(configFile), configFile);
}

export { gswapConfigFile } from './helpers/fixtures.js';

/** The Markdown stage's real transformer and highlighter, as the build hands them to the API stage. */
export async function markdownRenderers(config: ResolvedConfig): Promise<{ renderMarkdown: RenderMarkdown; highlight: HighlightCode }> {
  const router = createRouter(routerConfigOf(config));
  const highlighter = await createHighlighter(config.markdown.codeThemes);
  const transform = await createMarkdownTransformer(
    {
      resolveSitePath: router.linkHref,
      resolveFileLink: () => undefined,
      resolveApiLink: () => undefined,
      staticFileOf: () => undefined,
      fileHref: router.href,
      toc: config.tableOfContents,
      codeThemes: config.markdown.codeThemes,
    },
    { highlighter },
  );
  return {
    renderMarkdown: (source, file) => transform({ source, file, lineOffset: 0 }),
    highlight: (code, lang) => highlighter.highlightCode(code, lang),
  };
}

/** The API stages of a build, one after the other: the model, its plan, its pages. */
export async function loadApiReference(
  config: ResolvedConfig,
  logger: Logger,
  renderers: { renderMarkdown: RenderMarkdown; highlight: HighlightCode },
): Promise<ApiReference> {
  const source = await loadApiSource(config, logger);
  if (source === undefined) throw new Error(`${config.configFile} has no api section`);
  const router = createRouter(routerConfigOf(config));
  return renderApiReference({ plan: planApiReference(source, router), router, config, ...renderers });
}

/** The page of the reference at `docs/api/<routePath>` (a trailing slash is the section's index); fails naming the pages there are. */
export function apiPageAt(reference: ApiReference, routePath: string): ApiPage {
  const found = reference.pages.find((candidate) => candidate.routePath === `docs/api/${routePath}`.replace(/\/$/, ''));
  if (!found) throw new Error(`no API page ${routePath}; have ${reference.pages.map((page) => page.routePath).join(', ')}`);
  return found;
}

/** An API page with its article as the default theme renders it. */
export type RenderedApiPage = ApiPage & { html: string };

export function renderedApiPage(page: ApiPage): RenderedApiPage {
  return { ...page, html: renderApiArticle(page.article) };
}

/** Quoted attribute values as the browser reads them: `>` and `'` may be written raw or as entities. */
function decodedTitles(html: string): string {
  return html.replace(/ title="[^"]*"/g, (title) => title.replace(/&gt;/g, '>').replace(/&#x27;/g, "'"));
}

/**
 * A page without its code links to itself: the view path leaves a signature's own names
 * alone (the declared name, parameters, type parameters), which HTML cannot tell apart;
 * on these pages the only such name that is an export is the page's own.
 */
function withoutSelfLinks(result: { html: string; links: LinkRef[] }, self: string): { html: string; links: LinkRef[] } {
  const escaped = self.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    html: result.html.replace(new RegExp(`<a class="sg-code-link" href="${escaped}"(?: title="[^"]*")?>([^<]*)</a>`, 'g'), '$1'),
    links: result.links.filter((link) => link.href !== self),
  };
}

/**
 * Every API page of a reference code-linked two ways, as the default theme shows it: its
 * view linked and then rendered (the build), and its rendering linked as HTML (as guides
 * are linked). The links are those each way adds, in order, but for links to the page itself.
 */
export function codeLinkedBothWays(
  reference: ApiReference,
  config: ResolvedConfig,
): { routePath: string; asView: { html: string; links: LinkRef[] }; asHtml: { html: string; links: LinkRef[] } }[] {
  const router = createRouter(routerConfigOf(config));
  const symbols = codeSymbolsOf(reference, router);
  const linker = blockLinkerOf(reference, symbols);
  return reference.pages.map((page) => {
    const view = linkCodeInArticle(page.article, symbols, linker);
    const blocks = linkCodeInHtml(renderApiArticle(page.article), symbols, linker);
    const inline = linkInlineCode(blocks.html, symbols);
    const self = router.hrefOf({ routePath: page.routePath });
    return {
      routePath: page.routePath,
      asView: withoutSelfLinks({ html: decodedTitles(renderApiArticle(view.article)), links: view.links }, self),
      asHtml: withoutSelfLinks({ html: decodedTitles(inline.html), links: [...blocks.links, ...inline.links] }, self),
    };
  });
}
