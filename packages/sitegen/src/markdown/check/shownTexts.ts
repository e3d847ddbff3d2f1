import type { ElementContent, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** Text nobody reads as prose: code, and what the browser does not show as text. */
export const OPAQUE: ReadonlySet<string> = new Set([
  'code',
  'pre',
  'kbd',
  'samp',
  'var',
  'script',
  'style',
  'template',
  'textarea',
  'svg',
  'math',
]);

/**
 * The texts a page's HTML shows outside code, and its images' alternative text: what the
 * lost-prose check compares with the source's prose. For an MDX page, read from the HTML its
 * components rendered (the tree of the page check holds them unrendered).
 */
export function shownTextsOfHtml(html: string): string[] {
  const texts: string[] = [];
  const visit = (nodes: readonly (RootContent | ElementContent)[]): void => {
    for (const node of nodes) {
      if (node.type === 'text') texts.push(node.value);
      else if (node.type === 'element' && !OPAQUE.has(node.tagName)) {
        if (typeof node.properties.alt === 'string') texts.push(node.properties.alt);
        visit(node.children);
      }
    }
  };
  visit(fromHtml(html, { fragment: true }).children);
  return texts;
}
