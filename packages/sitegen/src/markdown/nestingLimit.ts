import type { WarningParams } from './reportWarning.js';

/**
 * How deep Markdown may nest: block quotes, list items, footnotes, directives, emphasis,
 * links and raw HTML elements, counted together. The parser and the tree walkers after it
 * recurse or slow down quadratically with depth (10,000 levels overflow the stack or parse
 * for minutes); real docs rarely pass 10. A deeper file is an error, found before it is
 * parsed where the source shows it (see scanNesting) and otherwise right after.
 */
export const MAX_NESTING = 100;

/** Where a file first nests deeper than the limit. */
export interface NestingExcess {
  /** how deep it nests there */
  depth: number;
  line: number;
  column: number;
  /** what nests, for the message */
  kind: 'blocks' | 'inline' | 'html';
}

const KIND_NAMES: Record<NestingExcess['kind'], string> = {
  blocks: 'block quotes, lists, footnotes and directives',
  inline: 'emphasis and links',
  html: 'HTML elements',
};

const TOO_DEEP_HINT =
  'Flatten the nesting: split a deep list into sections or a table, close quotes and HTML elements, avoid emphasis inside emphasis.';

/** The report of a too deep file; without an excess (found only by its stack overflow) it names no place. */
export function tooDeep(excess?: NestingExcess): WarningParams {
  if (excess === undefined) {
    return {
      code: 'markdown/too-deep',
      message: `Markdown nested too deep to process: the stack overflowed (at most ${MAX_NESTING} levels are allowed)`,
      hint: TOO_DEEP_HINT,
    };
  }
  return {
    code: 'markdown/too-deep',
    message: `Markdown nested ${excess.depth} levels deep (${KIND_NAMES[excess.kind]}); at most ${MAX_NESTING} are allowed`,
    hint: TOO_DEEP_HINT,
    place: { line: excess.line, column: excess.column },
  };
}
