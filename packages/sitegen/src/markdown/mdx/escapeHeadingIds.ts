import { fencedCodeLines } from '../../content/fencedCode.js';

const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?)\{(#[^\s{}]+)\}([ \t]*)$/;

/**
 * `## Install {#setup}` in MDX, as Docusaurus reads it: the braces escaped, outside fenced
 * code, so MDX reads text (which the heading-id step takes) rather than a JavaScript
 * expression, which `#setup` is not. Line numbers stay as they are.
 */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  const inCode = fencedCodeLines();
  return source
    .split('\n')
    .map((line) => (inCode(line) ? line : line.replace(HEADING_ID, '$1\\{$2\\}$3')))
    .join('\n');
}
