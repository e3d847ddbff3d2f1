import { fencedCodeLines } from './fencedCode.js';

const INLINE_LINK = /(\]\(\s*<?)([^)\s>]+)(>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\))/g;
const DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*<?)(\S+?)(>?(?:\s.*)?)$/;

/**
 * Rewrites the targets of Markdown links and link definitions with `resolve` (which
 * returns undefined to keep a target as written). Fenced code and inline code are left as
 * they are: a link shown in an example stays what the example shows.
 */
export function rewriteMarkdownLinks(source: string, resolve: (target: string) => string | undefined): string {
  const inCode = fencedCodeLines();
  const rewrite = (target: string) => resolve(target) ?? target;
  return source
    .split('\n')
    .map((line) => {
      // both a link and a definition have a ']': most lines have none
      if (inCode(line) || !line.includes(']')) return line;
      const definition = DEFINITION.exec(line);
      if (definition) return `${definition[1]}${rewrite(definition[2] ?? '')}${definition[3]}`;
      // odd pieces are inline code
      return line
        .split(/(`+[^`]*`+)/)
        .map((piece, index) =>
          index % 2 === 1
            ? piece
            : piece.replace(INLINE_LINK, (_, open: string, target: string, close: string) => open + rewrite(target) + close),
        )
        .join('');
    })
    .join('\n');
}
