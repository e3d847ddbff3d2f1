const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Docusaurus 3's `mdx1Compat.comments` (on by default): an HTML comment in an MDX page,
 * `<!-- prettier-ignore -->`, is read as an MDX comment `{/* … *\/}` instead of failing to
 * parse. Comments in fenced code and inline code are left as they are; lines keep their
 * numbers, so errors still point at the page's lines.
 */
export function htmlCommentsAsMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  let fence: string | undefined;
  let out = '';
  let inComment = false;
  for (const line of source.split(/(?<=\n)/)) {
    const opened = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opened !== undefined && opened[0] === fence[0] && opened.length >= fence.length) fence = undefined;
      out += line;
      continue;
    }
    if (opened !== undefined && !inComment) {
      fence = opened;
      out += line;
      continue;
    }
    let result = '';
    // inline code spans keep their text; outside them comments open and close
    for (const part of line.split(/(`+[^`]*`+)/)) {
      if (part.startsWith('`')) {
        result += part;
        continue;
      }
      let rest = part;
      while (rest !== '') {
        const marker = inComment ? rest.indexOf('-->') : rest.indexOf('<!--');
        if (marker === -1) {
          result += inComment ? rest.replaceAll('*/', '* /') : rest;
          break;
        }
        result += inComment ? `${rest.slice(0, marker).replaceAll('*/', '* /')}*/}` : `${rest.slice(0, marker)}{/*`;
        rest = rest.slice(marker + (inComment ? 3 : 4));
        inComment = !inComment;
      }
    }
    out += result;
  }
  return out;
}
