/** A code block of the docs that is type-checked, with where its code is in the Markdown file. */
export interface Example {
  /** the Markdown file */
  file: string;
  /** 'ts' or 'tsx': the extension its module is compiled as */
  kind: 'ts' | 'tsx';
  /** the whole code: the setup lines above a cut, then the shown lines */
  code: string;
  /** the file's line of the first line of `code` (1-based) */
  line: number;
}

/** The line that ends a block's setup: what is above it is compiled, not shown (Twoslash's convention). */
const CUT_LINE = /^\s*\/\/ ---cut---\s*$/;

/** A block as the page shows it: the lines after its `// ---cut---` line (all when it has none), and how many were cut. */
export function splitAtCut(code: string): { shown: string; setupLines: number } {
  const lines = code.split('\n');
  const setupLines = lines.findIndex((line) => CUT_LINE.test(line)) + 1;
  return { shown: setupLines === 0 ? code : lines.slice(setupLines).join('\n'), setupLines };
}

const TYPESCRIPT = new Set(['ts', 'typescript', 'tsx']);
const JAVASCRIPT = new Set(['js', 'javascript', 'jsx']);

/** A page's Markdown as the content stage read it: its body, and the lines above the body (front matter). */
export interface ExampleSource {
  file: string;
  body: string;
  bodyLineOffset: number;
}

/**
 * The blocks to check in a page: every `ts`/`tsx` block, and `js`/`jsx` blocks that start with
 * `// @ts-check`; a block whose meta has the word `nocheck` is left out.
 */
export function collectExamples(source: ExampleSource): Example[] {
  const examples: Example[] = [];
  for (const block of fencedBlocks(source.body)) {
    const lang = block.lang.toLowerCase();
    if (/(^|\s)nocheck(\s|$)/.test(block.meta)) continue;
    const checked = TYPESCRIPT.has(lang) || (JAVASCRIPT.has(lang) && /^\s*\/\/ @ts-check/.test(block.code));
    if (!checked) continue;
    examples.push({
      file: source.file,
      kind: lang === 'tsx' || lang === 'jsx' ? 'tsx' : 'ts',
      code: block.code,
      line: source.bodyLineOffset + block.line,
    });
  }
  return examples;
}

interface FencedBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the first code line in the Markdown */
  line: number;
}

/** What may stand before a fence: indentation, blockquote markers, a list item's marker. */
const CONTAINER = /^((?:\s*>)*\s*(?:(?:[-*+]|\d{1,9}[.)])\s+)?)/;
const OPENING = /^(`{3,}|~{3,})\s*([^\s`]*)\s*([^`]*?)\s*$/;

/**
 * The fenced code blocks of a Markdown text, found line by line as CommonMark opens and
 * closes them (also inside lists, blockquotes and admonitions). Only the fences matter
 * here: a full Markdown parse of every page would cost more than the check it feeds.
 */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const prefix = CONTAINER.exec(line)?.[1] ?? '';
    const opening = OPENING.exec(line.slice(prefix.length));
    if (opening === null) continue;
    const [, fence = '```', lang = '', meta = ''] = opening;
    const quotes = (prefix.match(/>/g) ?? []).length;
    const indent = prefix.replace(/\s*>\s?/g, '').length;
    const closing = new RegExp(`^[\\s>]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const code: string[] = [];
    let end = index + 1;
    for (; end < lines.length && !closing.test(lines[end] ?? ''); end++) code.push(stripContainer(lines[end] ?? '', quotes, indent));
    blocks.push({ lang, meta, code: code.join('\n'), line: index + 2 });
    index = end;
  }
  return blocks;
}

/** A code line without the blockquote markers and the indentation its fence stood behind. */
function stripContainer(line: string, quotes: number, indent: number): string {
  let rest = line;
  for (let quote = 0; quote < quotes; quote++) rest = rest.replace(/^\s*>\s?/, '');
  const spaces = Math.min(/^ */.exec(rest)?.[0].length ?? 0, indent);
  return rest.slice(spaces);
}
