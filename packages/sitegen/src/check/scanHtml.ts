export interface ScannedHtml {
  /** href of every `<a>` (entities decoded), in document order */
  hrefs: string[];
  /** every `id` (and `<a name>`), the targets of `#anchor` links */
  ids: string[];
}

const ANCHOR_TAG = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const ID_ATTRIBUTE = /<[a-z][^>]*?\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const ENTITY = /&(?:amp|lt|gt|quot|#39|#x27);/g;
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

const decode = (value: string): string => value.replace(ENTITY, (entity) => ENTITIES[entity] ?? entity);

/**
 * The links and ids of markup sitegen did not write itself (a React page rendered by
 * `renderToStaticMarkup`): serialised HTML, so attributes are well-formed and quoted and
 * a regular expression is enough.
 */
export function scanHtml(html: string): ScannedHtml {
  const hrefs = [...html.matchAll(ANCHOR_TAG)].map((match) => decode(match[1] ?? match[2] ?? ''));
  const ids = [...html.matchAll(ID_ATTRIBUTE)].map((match) => decode(match[1] ?? match[2] ?? ''));
  return { hrefs, ids };
}
