/**
 * Finds the fenced code blocks of a Markdown document, with the language, the meta string
 * and the 1-based line of the first code line, so a compiler diagnostic inside a block can
 * be reported against the line a writer sees in the `.md` file.
 */

export interface CodeBlock {
  /** first word of the info string, lower-cased ('' when absent) */
  lang: string;
  /** the rest of the info string, e.g. 'title="swap.ts" nocheck' */
  meta: string;
  code: string;
  /** 1-based line in the file of the first line of code (the line after the opening fence) */
  line: number;
}

const OPENING_FENCE = /^( {0,3})(`{3,}|~{3,})\s*([^`]*)$/;

export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const opening = OPENING_FENCE.exec(lines[index] ?? '');
    if (!opening) {
      index += 1;
      continue;
    }
    const fence = opening[2] ?? '```';
    const info = (opening[3] ?? '').trim();
    const end = findClosingFence(lines, index + 1, fence);
    const [lang = '', ...rest] = info.split(/\s+/);
    blocks.push({
      lang: lang.toLowerCase(),
      meta: rest.join(' '),
      code: lines.slice(index + 1, end).join('\n'),
      line: index + 2,
    });
    index = end + 1;
  }
  return blocks;
}

/** A closing fence uses the same character, at least as many times, and nothing else; an unclosed block runs to the end. */
function findClosingFence(lines: string[], from: number, fence: string): number {
  const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
  for (let index = from; index < lines.length; index += 1) {
    if (closing.test(lines[index] ?? '')) return index;
  }
  return lines.length;
}

/** The meta marker a block uses to opt out of type-checking, as a whole word. */
export function hasNocheckMarker(meta: string): boolean {
  return /(^|\s)nocheck(\s|$)/.test(meta);
}

export const CHECKED_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx', 'typescript']);
