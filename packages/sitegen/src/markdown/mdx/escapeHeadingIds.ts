const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?)\{(#[^\s{}]+)\}([ \t]*)$/;

/**
 * `## Install {#setup}` in MDX, as Docusaurus reads it: the braces escaped, outside fenced
 * code, so MDX reads text (which the heading-id step takes) rather than a JavaScript
 * expression, which `#setup` is not. Line numbers stay as they are.
 */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const opening = FENCE.exec(line)?.[1];
      if (fence !== undefined) {
        if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening)
          fence = undefined;
        return line;
      }
      if (opening !== undefined) {
        fence = opening;
        return line;
      }
      return line.replace(HEADING_ID, '$1\\{$2\\}$3');
    })
    .join('\n');
}
