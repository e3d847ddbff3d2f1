/** A tag in raw HTML that opens (+1) or closes (-1) an element, at `index` in the HTML. */
export interface TagStep {
  index: number;
  step: 1 | -1;
}

// elements that never nest: void, or ended by the next sibling or their parent's end
const NO_DEPTH = new Set([
  ...['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'],
  ...['p', 'li', 'dt', 'dd', 'td', 'th', 'tr', 'thead', 'tbody', 'tfoot', 'caption', 'colgroup', 'option', 'optgroup', 'rt', 'rp'],
  ...['html', 'head', 'body'],
]);
// their text is not HTML: a `<` in a script is not a tag
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
// neither part of a tag may contain `<`, so a match never runs past the next tag: one pass over the HTML
const TAG = /<(\/?)([A-Za-z][A-Za-z\d-]*)(?:[^<>"']|"[^"<]*"|'[^'<]*')*>/y;

/**
 * The tags of raw HTML that change how deep its elements nest, in order, read loosely and in
 * one pass: comments and the text of scripts and styles are skipped, and void elements,
 * self-closing tags and elements whose end tag is optional (`<p>`, `<li>`, `<td>`) count as
 * no depth. Enough to bound what an HTML parser would nest.
 */
export function htmlTagSteps(html: string): TagStep[] {
  const steps: TagStep[] = [];
  const lower = html.toLowerCase();
  for (let index = html.indexOf('<'); index !== -1; index = html.indexOf('<', index + 1)) {
    if (html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      if (end === -1) break;
      index = end + 2;
      continue;
    }
    TAG.lastIndex = index;
    const tag = TAG.exec(html);
    if (tag === null) continue;
    const [text, slash, name = ''] = tag;
    const element = name.toLowerCase();
    index += text.length - 1;
    if (slash === '' && RAW_TEXT.has(element)) {
      const end = lower.indexOf(`</${element}`, index);
      if (end === -1) break;
      index = end;
      continue;
    }
    if (NO_DEPTH.has(element) || text.endsWith('/>')) continue;
    steps.push({ index: tag.index, step: slash === '' ? 1 : -1 });
  }
  return steps;
}
