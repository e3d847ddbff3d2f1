import { MAX_NESTING, type NestingExcess } from './nestingLimit.js';
import { type InlineSegment, inlineNestingExcess } from './scanInlineNesting.js';

/**
 * a block quote; a list item or footnote definition, whose lines go on at `contentColumn`;
 * or a container directive (`:::note`), open until a line of at least as many colons
 */
type Container = { kind: 'quote' } | { kind: 'item'; contentColumn: number } | { kind: 'directive'; colons: number };

/** a place in a line: `column` counts tabs to the next multiple of 4, as CommonMark does */
interface Cursor {
  index: number;
  column: number;
}

const LIST_MARKER = /[-+*]|\d{1,9}[.)]/y;
const FOOTNOTE_LABEL = /\[\^[^\]\s]+\]:/y;
const DIRECTIVE_OPENING = /:{3,}(?=[A-Za-z])/y;
const COLONS_ALONE = /(:{3,})[ \t]*$/y;
const THEMATIC_BREAK = /([-*_])(?:[ \t]*\1){2,}[ \t]*$/y;
const BLANK = /^[ \t]*$/;

/**
 * Finds, before the source is parsed, where it first nests deeper than `limit`, in one pass
 * over its lines: the containers open on each line (block quotes, list items by their markers
 * and indentation, footnote definitions, container directives) and each paragraph's brackets
 * and emphasis; fenced and indented code is skipped. micromark slows down quadratically or
 * worse with the depth of these (a list nested 2,000 deep parses for minutes), so they are
 * refused before it sees them. It follows CommonMark loosely, erring towards counting less (a
 * lazy line closes what it does not continue): the tree check after parsing counts exactly.
 */
export function scanNesting(source: string, limit: number = MAX_NESTING): NestingExcess | undefined {
  const open: Container[] = [];
  let fence: string | undefined;
  let paragraph: InlineSegment[] = [];
  const endParagraph = (): NestingExcess | undefined => {
    const excess = paragraph.length === 0 ? undefined : inlineNestingExcess(paragraph, limit);
    paragraph = [];
    return excess;
  };
  const lines = source.split('\n');
  for (const [index, raw] of lines.entries()) {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const line = index + 1;
    if (fence !== undefined) {
      if (closesFence(text, fence)) fence = undefined;
      continue;
    }
    const before = open.length;
    const read = readContainers(text, open, limit);
    if (read === 'no content') {
      const excess = endParagraph();
      if (excess !== undefined) return excess;
      continue;
    }
    if (read.excess !== undefined) return { ...read.excess, line, kind: 'blocks' };
    const { rest, base } = read;
    const segment = { text: text.slice(rest.index), line, column: rest.index + 1 };
    const code = rest.column - base >= 4;
    const opensFence = !code && (text.startsWith('```', rest.index) || text.startsWith('~~~', rest.index));
    // a heading or a table row: emphasis and links do not cross its end
    const standsAlone = !code && (text[rest.index] === '#' || text[rest.index] === '|');
    const changed = read.kept < before || open.length > read.kept;
    if (changed || opensFence || standsAlone) {
      const excess = endParagraph();
      if (excess !== undefined) return excess;
    }
    if (rest.index === text.length || (code && paragraph.length === 0)) continue;
    if (opensFence) {
      fence = text.slice(rest.index, rest.index + runOf(text, rest.index));
      continue;
    }
    if (standsAlone) {
      const excess = inlineNestingExcess([segment], limit);
      if (excess !== undefined) return excess;
      continue;
    }
    paragraph.push(segment);
  }
  return endParagraph();
}

interface ReadLine {
  /** how many containers of the lines before it continues */
  kept: number;
  /** where its content starts, past its containers */
  rest: Cursor;
  /** the column its innermost container's content starts at */
  base: number;
  /** how deep it nests, and the column of the marker that passed the limit */
  excess?: { depth: number; column: number };
}

/**
 * Continues the containers of the lines before that this line continues (closing the others)
 * and opens those it starts. A blank line changes nothing: lists go on past one.
 */
function readContainers(text: string, open: Container[], limit: number): ReadLine | 'no content' {
  if (BLANK.test(text)) return 'no content';
  let at = skipSpaces(text, { index: 0, column: 0 });
  let base = 0;
  let kept = 0;
  for (const container of open) {
    if (container.kind === 'directive') {
      // the outermost directive its colons close ends here, with all inside it
      if (at.column - base <= 3 && closingColons(text, at.index) >= container.colons) {
        open.length = kept;
        return 'no content';
      }
    } else if (container.kind === 'item') {
      if (at.column < container.contentColumn) break;
      base = container.contentColumn;
    } else {
      if (at.column - base > 3 || text[at.index] !== '>') break;
      const content = afterQuoteMarker(text, at);
      base = content.column;
      at = skipSpaces(text, content);
    }
    kept += 1;
  }
  if (at.index === text.length) return 'no content';
  open.length = kept;
  let excessColumn: number | undefined;
  let firstMarker = true;
  while (at.index < text.length && at.column - base <= 3) {
    const markerColumn = at.index + 1;
    const directive = directiveColons(text, at.index);
    const footnote = footnoteLabelEnd(text, at.index);
    if (text[at.index] === '>') {
      const content = afterQuoteMarker(text, at);
      base = content.column;
      at = skipSpaces(text, content);
      open.push({ kind: 'quote' });
    } else if (directive !== undefined) {
      // its name, label and attributes are not content
      open.push({ kind: 'directive', colons: directive });
      at = { index: text.length, column: at.column };
    } else if (footnote !== undefined) {
      // its next lines go on indented by four
      open.push({ kind: 'item', contentColumn: at.column + 4 });
      at = skipSpaces(text, { index: footnote, column: at.column + footnote - at.index });
      base = at.column;
    } else {
      const end = listMarkerEnd(text, at.index);
      // `- - -` is a rule, not three lists
      if (end === undefined || (firstMarker && isThematicBreak(text, at.index))) break;
      firstMarker = false;
      const afterMarker = { index: end, column: at.column + end - at.index };
      const content = skipSpaces(text, afterMarker);
      const spaces = content.column - afterMarker.column;
      // 1-4 spaces before the content; more start indented code one column in
      base = content.index === text.length || spaces > 4 ? afterMarker.column + 1 : content.column;
      at = content;
      open.push({ kind: 'item', contentColumn: base });
    }
    if (open.length === limit + 1) excessColumn = markerColumn;
  }
  const excess = excessColumn === undefined ? undefined : { depth: open.length, column: excessColumn };
  return { kept, rest: at, base, ...(excess === undefined ? {} : { excess }) };
}

function skipSpaces(text: string, from: Cursor): Cursor {
  let { index, column } = from;
  for (; text[index] === ' ' || text[index] === '\t'; index += 1) column += text[index] === '\t' ? 4 - (column % 4) : 1;
  return { index, column };
}

/** past `>` and the one space that may follow it */
function afterQuoteMarker(text: string, at: Cursor): Cursor {
  const marker = { index: at.index + 1, column: at.column + 1 };
  const next = text[marker.index];
  return next === ' ' || next === '\t' ? { index: marker.index + 1, column: marker.column + 1 } : marker;
}

/** the index after a list marker (`-`, `+`, `*`, `1.`, `1)`) followed by a space or the line's end */
function listMarkerEnd(text: string, index: number): number | undefined {
  LIST_MARKER.lastIndex = index;
  if (!LIST_MARKER.test(text)) return undefined;
  const end = LIST_MARKER.lastIndex;
  const next = text[end];
  return next === undefined || next === ' ' || next === '\t' ? end : undefined;
}

function footnoteLabelEnd(text: string, index: number): number | undefined {
  FOOTNOTE_LABEL.lastIndex = index;
  return FOOTNOTE_LABEL.test(text) ? FOOTNOTE_LABEL.lastIndex : undefined;
}

/** how many colons open a container directive at `index` */
function directiveColons(text: string, index: number): number | undefined {
  DIRECTIVE_OPENING.lastIndex = index;
  return DIRECTIVE_OPENING.test(text) ? DIRECTIVE_OPENING.lastIndex - index : undefined;
}

/** how many colons make the line a closing directive fence at `index`; 0 if it is not one */
function closingColons(text: string, index: number): number {
  COLONS_ALONE.lastIndex = index;
  return COLONS_ALONE.exec(text)?.[1]?.length ?? 0;
}

function isThematicBreak(text: string, index: number): boolean {
  THEMATIC_BREAK.lastIndex = index;
  return THEMATIC_BREAK.test(text);
}

function runOf(text: string, index: number): number {
  let end = index;
  while (text[end] === text[index]) end += 1;
  return end - index;
}

// the closing fence may sit in the quotes and list items of the opening one
function closesFence(text: string, fence: string): boolean {
  const rest = text.replace(/^[ \t>]*/, '').trimEnd();
  return rest.length >= fence.length && rest === (fence[0] ?? '').repeat(rest.length);
}
