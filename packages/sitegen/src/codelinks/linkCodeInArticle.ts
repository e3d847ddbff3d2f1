import type { LinkRef } from '../markdown/types.js';
import type { ApiArticleView } from '../view/index.js';
import { linkCodeBlockView } from './linkCodeBlockView.js';
import { linkCodeInHtml } from './linkCodeInHtml.js';
import { linkCodeSpanView, linkInlineCode } from './linkInlineCode.js';
import { mapArticleCode } from './mapArticleCode.js';
import type { BlockLinker, CodeSymbols } from './types.js';

/**
 * The names in an API article's code linked to the reference, as a guide's are: in the code
 * blocks of its doc comments as `linker` resolves them (they are not type-checked), their
 * inline code, its printed signatures and the inline code of its own markup. Returns the linked article and the links it added, those of code
 * blocks first, as for a guide's HTML.
 */
export function linkCodeInArticle(
  article: ApiArticleView,
  symbols: CodeSymbols,
  linker: BlockLinker,
): { article: ApiArticleView; links: LinkRef[] } {
  const blockLinks: LinkRef[] = [];
  const inlineLinks: LinkRef[] = [];
  const linked = mapArticleCode(article, {
    html(html) {
      const blocks = linkCodeInHtml(html, symbols, linker);
      const inline = linkInlineCode(blocks.html, symbols);
      blockLinks.push(...blocks.links);
      inlineLinks.push(...inline.links);
      return inline.html;
    },
    block(block) {
      const result = linkCodeBlockView(block, symbols);
      blockLinks.push(...result.links);
      return result.block;
    },
    span(span) {
      const result = linkCodeSpanView(span, symbols);
      inlineLinks.push(...result.links);
      return result.span;
    },
  });
  return { article: linked, links: [...blockLinks, ...inlineLinks] };
}
