const decoder = new TextDecoder();
const encoder = new TextEncoder();
const BODY_MARKER = /<([a-z][a-z0-9]*)\b[^>]*\sdata-pagefind-body\b/i;

/**
 * The part of a rendered page Pagefind reads: the element marked `data-pagefind-body` (the
 * article), in a minimal document that keeps the page's language. Navigation, sidebar and
 * footer are dropped before the page is sent to Pagefind's process: on a large site the
 * sidebar alone can outweigh the article many times over. Everything search uses (title
 * meta, weights, heading ids) lives inside the article.
 */
export function searchableHtml(page: string | Uint8Array): string {
  const html = typeof page === 'string' ? page : decoder.decode(page);
  const start = BODY_MARKER.exec(html);
  if (start === null) return html;
  const tag = start[1] ?? '';
  const end = closingEnd(html, tag, start.index);
  if (end === undefined) return html;
  const lang = /<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1];
  return `<!DOCTYPE html><html${lang === undefined ? '' : ` lang="${lang}"`}><body>${html.slice(start.index, end)}</body></html>`;
}

/** where the element opened at `from` closes, counting nested elements of the same name */
function closingEnd(html: string, tag: string, from: number): number | undefined {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  pattern.lastIndex = from;
  let depth = 0;
  for (let match = pattern.exec(html); match !== null; match = pattern.exec(html)) {
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return undefined;
}

/**
 * `searchableHtml` as UTF-8 bytes of its own, for pages held until Pagefind takes them: a
 * string cut from the page would keep the whole page alive (V8's slices share their parent).
 */
export function searchableBytes(page: string | Uint8Array): Uint8Array<ArrayBuffer> {
  return encoder.encode(searchableHtml(page));
}
