import type { NestingExcess } from './nestingLimit.js';

/** One line of a paragraph's text, and where that text starts in the file. */
export interface InlineSegment {
  text: string;
  line: number;
  /** 1-based column of the text's first character */
  column: number;
}

/** an open bracket, or a run of emphasis delimiters that can open (`weight`: how many levels it can make) */
interface Opener {
  index: number;
  weight: number;
  bracket: boolean;
}

const WHITESPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;

/**
 * How deep a paragraph's brackets and emphasis nest, in one linear pass: the first place
 * nesting deeper than `limit` is closed, or undefined. It follows CommonMark loosely (delimiter
 * runs by their flanking, code spans skipped, `*`, `_` and `~` alike), enough to refuse the
 * inputs on which micromark's emphasis and label handling turn quadratic (`*a ` ×10,000 + `x`
 * + ` b*` ×10,000 parses for a minute) before they are parsed. Depth counts only when a closer
 * comes, so openers that never close (`*args` in a list of flags) do not add up.
 */
export function inlineNestingExcess(segments: readonly InlineSegment[], limit: number): NestingExcess | undefined {
  const text = segments.map((segment) => segment.text).join('\n');
  const codeSpans = codeSpanEnds(text);
  const open: Opener[] = [];
  let depth = 0;
  let brackets = 0;
  for (let index = 0; index < text.length; ) {
    const char = text[index];
    if (char === '\\') {
      index += 2;
    } else if (char === '`') {
      index = codeSpans.get(index) ?? index + runLength(text, index);
    } else if (char === '[') {
      open.push({ index, weight: 1, bracket: true });
      depth += 1;
      brackets += 1;
      index += 1;
    } else if (char === ']') {
      if (brackets > 0) {
        if (depth > limit) return excessAt(open, limit, depth, segments);
        depth -= popBracket(open);
        brackets -= 1;
      }
      index += 1;
    } else if (char === '*' || char === '_' || char === '~') {
      const length = runLength(text, index);
      const role = flanking(text[index - 1], text[index + length]);
      // a run of n makes ceil(n / 2) levels at most: `**` one strong, `***` an em around a strong
      const weight = Math.ceil(length / 2);
      if (role === 'close' && closesEmphasis(open)) {
        if (depth > limit) return excessAt(open, limit, depth, segments);
        depth -= popEmphasis(open, weight);
      } else if (role === 'open') {
        open.push({ index, weight, bracket: false });
        depth += weight;
      }
      index += length;
    } else {
      index += 1;
    }
  }
  return undefined;
}

function runLength(text: string, start: number): number {
  let end = start;
  while (text[end] === text[start]) end += 1;
  return end - start;
}

// CommonMark's left- and right-flanking runs; a run that is both (intraword `a*b`) is left out
function flanking(before: string | undefined, after: string | undefined): 'open' | 'close' | 'neither' {
  const spaceBefore = before === undefined || WHITESPACE.test(before);
  const spaceAfter = after === undefined || WHITESPACE.test(after);
  const punctuationBefore = before !== undefined && PUNCTUATION.test(before);
  const punctuationAfter = after !== undefined && PUNCTUATION.test(after);
  const left = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore);
  const right = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter);
  if (left && right) return 'neither';
  return left ? 'open' : right ? 'close' : 'neither';
}

/** closes the innermost bracket and the emphasis opened inside it; returns the depth closed */
function popBracket(open: Opener[]): number {
  let closed = 0;
  for (let top = open.pop(); top !== undefined; top = open.pop()) {
    closed += top.weight;
    if (top.bracket) break;
  }
  return closed;
}

function closesEmphasis(open: readonly Opener[]): boolean {
  const top = open.at(-1);
  return top !== undefined && !top.bracket;
}

/** an emphasis closer takes `weight` levels of the innermost openers, down to the innermost bracket */
function popEmphasis(open: Opener[], weight: number): number {
  let left = weight;
  for (let top = open.at(-1); top !== undefined && !top.bracket && left > 0; top = open.at(-1)) {
    const taken = Math.min(left, top.weight);
    top.weight -= taken;
    left -= taken;
    if (top.weight === 0) open.pop();
  }
  return weight - left;
}

/**
 * Code span openers (index of a backtick run) → the index after their closing run: the next
 * run of the same length. Found from the end in one pass, so unmatched runs cost nothing.
 */
function codeSpanEnds(text: string): Map<number, number> {
  const runs: { start: number; length: number }[] = [];
  for (let index = text.indexOf('`'); index !== -1; ) {
    const length = runLength(text, index);
    runs.push({ start: index, length });
    index = text.indexOf('`', index + length);
  }
  const ends = new Map<number, number>();
  const nextOfLength = new Map<number, number>();
  for (const run of runs.reverse()) {
    const closing = nextOfLength.get(run.length);
    if (closing !== undefined) ends.set(run.start, closing + run.length);
    nextOfLength.set(run.length, run.start);
  }
  return ends;
}

/** where the nesting passes the limit: the opener that reaches it */
function excessAt(open: readonly Opener[], limit: number, depth: number, segments: readonly InlineSegment[]): NestingExcess {
  let reached = 0;
  const opener =
    open.find((candidate) => {
      reached += candidate.weight;
      return reached > limit;
    }) ?? open.at(-1);
  return { depth, ...placeOf(opener?.index ?? 0, segments), kind: 'inline' };
}

function placeOf(index: number, segments: readonly InlineSegment[]): { line: number; column: number } {
  let start = 0;
  for (const segment of segments) {
    const end = start + segment.text.length;
    if (index <= end) return { line: segment.line, column: segment.column + index - start };
    start = end + 1;
  }
  const last = segments.at(-1);
  return { line: last?.line ?? 1, column: last?.column ?? 1 };
}
