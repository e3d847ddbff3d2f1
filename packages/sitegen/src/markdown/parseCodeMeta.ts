/** What a fenced code block's meta string (after the language) asks for. */
export interface CodeMeta {
  /** `title="swap.ts"`, or VitePress's `[swap.ts]`, → a title bar above the block (a code group's tab label) */
  title?: string;
  /** `showLineNumbers` → numbered lines */
  showLineNumbers: boolean;
  /** `showLineNumbers=5` → the first line is numbered 5 (only given when it is not 1) */
  startLine?: number;
  /** `{1,3-5}` (Docusaurus, VitePress) → lines 1, 3, 4 and 5 highlighted, counted from 1 */
  highlightLines?: number[];
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;
const LINE_RANGES = /\{([\d\s,-]+)\}/;
const QUOTED = /"[^"]*"|'[^']*'/g;
// VitePress's title: `[vite.config.js]` after the language and its options
const BRACKETED = /(?:^|\s)\[([^\]\n]+)\](?=\s|$)/;
// a block of a few hundred lines at most: a range beyond that is a typo, not a wish
const MAX_RANGE = 10_000;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  if (!meta) return { showLineNumbers: false };
  const title = TITLE.exec(meta);
  const text = title ? (title[1] ?? title[2] ?? title[3]) : BRACKETED.exec(meta.replace(QUOTED, ''))?.[1]?.trim();
  const lineNumbers = LINE_NUMBERS.exec(meta);
  const startLine = lineNumbers?.[1] === undefined ? 1 : Number(lineNumbers[1]);
  // braces inside a quoted title are the title's
  const ranges = LINE_RANGES.exec(meta.replace(QUOTED, ''))?.[1];
  const highlightLines = ranges === undefined ? [] : parseLineRanges(ranges);
  return {
    ...(text ? { title: text } : {}),
    showLineNumbers: lineNumbers !== null,
    ...(startLine === 1 ? {} : { startLine }),
    ...(highlightLines.length === 0 ? {} : { highlightLines }),
  };
}

/** `1,3-5` → [1, 3, 4, 5]; a reversed or empty range adds nothing. */
function parseLineRanges(ranges: string): number[] {
  const lines = new Set<number>();
  for (const range of ranges.split(',')) {
    const [from, to = from] = range.split('-').map((part) => Number.parseInt(part.trim(), 10));
    if (from === undefined || to === undefined || !(from >= 1) || !(to >= from) || to - from > MAX_RANGE) continue;
    for (let line = from; line <= to; line++) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}
