import type { Root } from 'mdast';
import type { MarkdownFile } from '../fileData.js';
import { reportWarning } from '../reportWarning.js';
import { visitMdast } from '../visitTree.js';

declare module 'vfile' {
  interface DataMap {
    /** ranges of the source that are no prose a reader sees as written: code, link targets, definitions, MDX code */
    sgNotProse: [number, number][];
  }
}

/**
 * Records, right after parsing, which parts of the source are not prose: code (its words are
 * checked by nothing here), a link's or image's destination, a definition, MDX's imports,
 * exports, expressions and components' tags. The rest is prose that the page must show.
 */
export function remarkProseRanges() {
  return (tree: Root, file: MarkdownFile): undefined => {
    const ranges: [number, number][] = [];
    const source = String(file.value);
    const add = (start: number | undefined, end: number | undefined): void => {
      if (start !== undefined && end !== undefined && end > start) ranges.push([start, end]);
    };
    visitMdast(tree, null, (node) => {
      const type = node.type as string;
      const { start, end } = node.position ?? {};
      if (NOT_PROSE.has(type)) add(start?.offset, end?.offset);
      else if ((type === 'link' || type === 'linkReference') && 'children' in node) {
        // the text is prose; what follows it (`](url "title")`, `][ref]`) is not
        const last = node.children.at(-1)?.position?.end.offset;
        add(last, end?.offset);
      } else if (type === 'image' || type === 'imageReference') add(start?.offset, end?.offset);
      else if (type === 'listItem' && 'checked' in node && typeof node.checked === 'boolean' && start?.offset !== undefined) {
        // a task's `[x]` is its checkbox, not a word
        const marker = /\[[ xX]\]/.exec(source.slice(start.offset, start.offset + 16));
        if (marker !== null) add(start.offset, start.offset + marker.index + marker[0].length);
      } else if (MDX_JSX.has(type) && 'children' in node) {
        // a component's tags and attributes (`label={<span>…</span>}`) are code; what it wraps is prose
        const first = node.children[0]?.position?.start.offset;
        const last = node.children.at(-1)?.position?.end.offset;
        if (first === undefined || last === undefined) add(start?.offset, end?.offset);
        else {
          add(start?.offset, first);
          add(last, end?.offset);
        }
      }
    });
    file.data.sgNotProse = ranges;
  };
}

const MDX_JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

const NOT_PROSE = new Set([
  'code',
  'inlineCode',
  'definition',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'math',
  'inlineMath',
  'yaml',
  'toml',
]);

/** Past this many words of a page's prose missing from what it shows, the page lost content. */
const LOST_WORDS = 12;
/** …and this share of its prose. */
const LOST_SHARE = 0.1;

/**
 * Compares the words of the page's prose with the words it shows (its text outside code, and
 * images' alternative text), and warns when many are missing, at the first line that lost
 * them: an HTML block that swallowed the Markdown after it, a component that renders
 * nothing, a `<script>` left open. Raw HTML counts as prose for its text, not its tags.
 */
export function lostProse(file: MarkdownFile, source: string, shownTexts: readonly string[]): void {
  const shown = new Map<string, number>();
  // the texts and the prose read as a whole: a call per text and per line cost more than the words
  for (const word of wordsOf(shownTexts.join('\n'))) shown.set(word, (shown.get(word) ?? 0) + 1);
  const prose = proseOf(source, file.data.sgNotProse ?? []);
  let total = 0;
  let missing = 0;
  let firstLost: { line: number; text: string; count: number } | undefined;
  const lines = prose.split('\n');
  // neither NFC nor lower case adds or removes a line break: the lines stay in step
  const foldedLines = folded(prose).split('\n');
  for (const [index, line] of lines.entries()) {
    const words = foldedLines[index]?.match(WORD) ?? [];
    let lostHere = 0;
    for (const word of words) {
      total += 1;
      const left = shown.get(word) ?? 0;
      if (left > 0) shown.set(word, left - 1);
      else lostHere += 1;
    }
    missing += lostHere;
    if (firstLost === undefined && lostHere >= 3 && lostHere === words.length)
      firstLost = { line: index + 1, text: line.trim(), count: lostHere };
  }
  if (missing < LOST_WORDS || missing < total * LOST_SHARE) return;
  const excerpt = firstLost === undefined ? '' : `, from line ${firstLost.line}: “${clip(firstLost.text)}”`;
  reportWarning(file, {
    code: 'markdown/lost-prose',
    message: `the page shows ${total - missing} of the ${total} words of its prose; ${missing} are missing${excerpt}`,
    hint: "Something before them swallowed them: an HTML block or tag left open (<div> without </div>, a <script> or <template>), or a component that renders nothing in Markdown. Close the tag, leave a blank line after HTML, or name the file .mdx (or set markdown.format to 'mdx') for components.",
    ...(firstLost === undefined ? {} : { place: { line: firstLost.line, column: 1 } }),
  });
}

/** The source with what is not prose blanked (lines kept, so line numbers hold), tags and comments too. */
function proseOf(source: string, notProse: readonly [number, number][]): string {
  let text = source;
  if (notProse.length > 0) {
    const parts: string[] = [];
    let at = 0;
    for (const [start, end] of [...notProse].sort((a, b) => a[0] - b[0])) {
      if (end <= at) continue;
      parts.push(source.slice(at, Math.max(at, start)), blank(source.slice(Math.max(at, start), end)));
      at = end;
    }
    parts.push(source.slice(at));
    text = parts.join('');
  }
  return (
    text
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, blank)
      .replace(/<!--[\s\S]*?(-->|$)/g, blank)
      .replace(/<\/?[A-Za-z][\w:.-]*(?:\s(?:[^<>"']|"[^"]*"|'[^']*')*)?\/?>/g, blank)
      .replace(/&(?:#\d+|#x[\da-f]+|\w+);/gi, ' ')
      // a heading's custom id, and a directive's name (its label is shown)
      .replace(/\{#[^}\s]+\}/g, ' ')
      .replace(/^([ \t>]*):{3,}[\w-]*/gm, '$1')
  );
}

/** The same text with every character but line breaks made a space. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

const WORD = /[\p{L}\p{N}]+/gu;

function folded(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

function wordsOf(text: string): string[] {
  return folded(text).match(WORD) ?? [];
}

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text;
}
