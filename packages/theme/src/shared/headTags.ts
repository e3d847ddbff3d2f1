import type { HeadTagView } from '@sitegen/core/view';

const VOID = new Set(['meta', 'link', 'base']);

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The site's head tags as HTML, attributes as the author named them: React renders an
 * attribute it does not know (`nomodule`, `crossorigin` written in lower case) only as a
 * string, and hoists async scripts, so these are written by hand and spliced into <head>.
 */
export function headTagsHtml(tags: readonly HeadTagView[]): string {
  return tags
    .map((tag) => {
      const attributes = Object.entries(tag.attributes ?? {})
        .map(([name, value]) => (value === false ? '' : value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
        .join('');
      return VOID.has(tag.tagName)
        ? `<${tag.tagName}${attributes}/>`
        : `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
    })
    .join('');
}
