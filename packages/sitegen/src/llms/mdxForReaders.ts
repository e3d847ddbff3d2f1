import { fencedCodeLines } from '../content/fencedCode.js';

const ESM_START = /^(import|export)\s/;
const COMMENT_LINE = /^\s*\{\/\*[\s\S]*?\*\/\}\s*$/;

/**
 * An MDX page's source as its Markdown twin gives it (llms files, 'View as Markdown'):
 * without the `import`/`export` statements and the `{/* … *\/}` comment lines, which mean
 * nothing to a reader; the JSX stays, readable as it is. Fenced code is left as written.
 */
export function mdxForReaders(source: string): string {
  const kept: string[] = [];
  const inCode = fencedCodeLines();
  let inStatement = false;
  for (const line of source.split('\n')) {
    // a fence inside a statement (a template literal) is the statement's
    if (!inStatement && inCode(line)) {
      kept.push(line);
      continue;
    }
    // MDX ends an import/export block at a blank line, closed or not: what follows is prose
    if (inStatement && line.trim() === '') inStatement = false;
    if (inStatement || ESM_START.test(line)) {
      // a statement ends at a line that closes it: `… from '…';`, `…;`, or an unterminated one-liner
      inStatement = !/(;|from\s+['"][^'"]+['"])\s*$/.test(line.trim()) && !/^(import|export)\s[^{(]*$/.test(line.trim());
      continue;
    }
    if (COMMENT_LINE.test(line)) continue;
    kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
