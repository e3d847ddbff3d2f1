/**
 * Pagefind's excerpts are text with the matched words wrapped in `<mark>` and `<`/`>`
 * escaped. They are split into parts and rendered as text, never as HTML, so nothing
 * from the index can inject markup.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of excerpt.matchAll(pattern)) {
    pushPart(parts, excerpt.slice(last, match.index), false);
    pushPart(parts, match[1] ?? '', true);
    last = match.index + match[0].length;
  }
  pushPart(parts, excerpt.slice(last), false);
  return parts;
}

function pushPart(parts: ExcerptPart[], raw: string, marked: boolean): void {
  const text = raw.replace(/<[^>]*>/g, '').replace(/&(?:lt|gt|amp|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
  if (text !== '') parts.push({ text, marked });
}
