import type { MagicComment } from '../config/types.js';
import { CODE_LINE_CLASSES } from '../view/constants.js';

/**
 * Docusaurus's magic comments: a line that is only `// highlight-next-line`,
 * `// highlight-start` or `// highlight-end` (in the comment syntax of the block's language),
 * or a directive of the site's own `magicComments`, marks lines with a class and is taken out
 * of the code.
 */
export interface HighlightComments {
  /** the code without the comment lines */
  code: string;
  /** class → the lines of that code it marks, counted from 1; only the classes that mark a line */
  classes: Record<string, number[]>;
}

/** Docusaurus's class of a highlighted line: its default magic comment's, which sitegen's highlighted lines stand for. */
export const DOCUSAURUS_HIGHLIGHTED_LINE = 'theme-code-block-highlighted-line';

/** Docusaurus's default `magicComments` (what a site without the option gets). */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  { className: DOCUSAURUS_HIGHLIGHTED_LINE, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

// Docusaurus's comment syntaxes (start, end), as regular expression sources
const COMMENTS = {
  js: ['//', ''],
  jsBlock: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
} as const;

type CommentSyntax = keyof typeof COMMENTS;

/** Which comments each language reads as directives: Docusaurus's table, for the syntaxes above. */
function commentsOf(language: string): CommentSyntax[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      // prose comments in HTML, front matter in YAML
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    case 'wasm':
      return ['wasm'];
    default:
      return ['js', 'jsBlock', 'jsx', 'bash', 'html'];
  }
}

type Directive = { kind: 'line' | 'start' | 'end'; className: string };

/** The directives of a set of magic comments, by the word written in the comment. */
function directivesOf(magicComments: readonly MagicComment[]): Map<string, Directive> {
  const directives = new Map<string, Directive>();
  for (const { className, line, block } of magicComments) {
    const marks = className === DOCUSAURUS_HIGHLIGHTED_LINE ? CODE_LINE_CLASSES.highlighted : className;
    if (line !== undefined) directives.set(line, { kind: 'line', className: marks });
    if (block !== undefined) {
      directives.set(block.start, { kind: 'start', className: marks });
      directives.set(block.end, { kind: 'end', className: marks });
    }
  }
  return directives;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function directivePattern(language: string, words: string[]): RegExp {
  const names = words.map(escapeRegExp).join('|');
  const comments = commentsOf(language).map((syntax) => {
    const [start, end] = COMMENTS[syntax];
    return `(?:${start})\\s*(${names})\\s*(?:${end})`;
  });
  return new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`);
}

/** What a set of magic comments reads, made once per set and language. */
export interface MagicCommentReader {
  directives: Map<string, Directive>;
  patterns: Map<string, RegExp>;
}

export function magicCommentReader(magicComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): MagicCommentReader {
  return { directives: directivesOf(magicComments), patterns: new Map() };
}

const DEFAULT_READER = magicCommentReader();

/**
 * Takes the magic comments out of a block's code. Only a block with a language has them (as
 * in Docusaurus), and an unclosed block start marks nothing.
 */
export function extractHighlightComments(
  code: string,
  language: string | undefined,
  reader: MagicCommentReader = DEFAULT_READER,
): HighlightComments {
  const words = [...reader.directives.keys()];
  if (language === undefined || !words.some((word) => code.includes(word))) return { code, classes: {} };
  const key = language.toLowerCase();
  let pattern = reader.patterns.get(key);
  if (pattern === undefined) {
    pattern = directivePattern(key, words);
    reader.patterns.set(key, pattern);
  }
  const kept: string[] = [];
  const marked = new Map<string, Set<number>>();
  const mark = (className: string, line: number) => {
    const lines = marked.get(className) ?? new Set<number>();
    lines.add(line);
    marked.set(className, lines);
  };
  // a class's open blocks, by where each starts: Docusaurus nests them
  const open = new Map<string, number[]>();
  for (const line of code.split('\n')) {
    const word = pattern
      .exec(line)
      ?.slice(1)
      .find((group) => group !== undefined);
    const directive = word === undefined ? undefined : reader.directives.get(word);
    if (directive === undefined) {
      kept.push(line);
      continue;
    }
    // kept.length + 1: the number the next kept line will have
    if (directive.kind === 'line') mark(directive.className, kept.length + 1);
    else if (directive.kind === 'start') open.set(directive.className, [...(open.get(directive.className) ?? []), kept.length + 1]);
    else {
      const starts = open.get(directive.className) ?? [];
      const start = starts.pop();
      if (start !== undefined) for (let number = start; number <= kept.length; number++) mark(directive.className, number);
    }
  }
  const classes = Object.fromEntries([...marked].map(([className, lines]) => [className, [...lines].sort((a, b) => a - b)]));
  return { code: kept.join('\n'), classes };
}
