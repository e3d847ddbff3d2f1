import {
  transformerCompactLineOptions,
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerRemoveNotationEscape,
} from '@shikijs/transformers';
import type { Element } from 'hast';
import type { ShikiTransformer } from 'shiki/core';
import { CODE_LEVEL_CLASSES, CODE_LINE_CLASSES } from '../view/constants.js';
import { extractHighlightComments, type MagicCommentReader } from './highlightComments.js';

export interface CodeTransformersParams {
  code: string;
  /** as written after the fence (highlight comments follow its comment syntax); none for a bare fence */
  language: string | undefined;
  /** `{1,3-5}` of the meta: when given, highlight comments stay code, as in Docusaurus */
  highlightLines: number[] | undefined;
  /** the site's magic comments (`markdown.magicComments`); Docusaurus's highlight comments by default */
  magicComments?: MagicCommentReader | undefined;
}

export interface CodeTransformers {
  /** the code to highlight (highlight comments taken out) */
  code: string;
  transformers: ShikiTransformer[];
}

// the classes that mark a whole block (`has-diff`...) are not needed: the theme's CSS asks `:has()`
const NO_BLOCK_CLASS = '';

/**
 * The line marks a block asks for, as Shiki transformers: `{1,3-5}` ranges and highlight
 * comments (Docusaurus), then `[!code highlight|++|--|focus|warning|error]` notation (VitePress, Shiki),
 * whose comments Shiki takes out as it marks the line. A block without any gets none, so
 * its HTML stays as it was.
 */
export function codeTransformersOf({ code, language, highlightLines, magicComments }: CodeTransformersParams): CodeTransformers {
  const comments =
    highlightLines === undefined
      ? extractHighlightComments(code, language, magicComments)
      : { code, classes: { [CODE_LINE_CLASSES.highlighted]: highlightLines } };
  const transformers: ShikiTransformer[] = [];
  const lineOptions = lineOptionsOf(comments.classes);
  if (lineOptions.length > 0) transformers.push(transformerCompactLineOptions(lineOptions));
  if (comments.code.includes('[!code')) {
    transformers.push(
      transformerNotationHighlight({ classActiveLine: CODE_LINE_CLASSES.highlighted, classActivePre: NO_BLOCK_CLASS }),
      transformerNotationDiff({
        classLineAdd: CODE_LINE_CLASSES.added,
        classLineRemove: CODE_LINE_CLASSES.removed,
        classActivePre: NO_BLOCK_CLASS,
      }),
      transformerNotationFocus({ classActiveLine: CODE_LINE_CLASSES.focused, classActivePre: NO_BLOCK_CLASS }),
      transformerNotationErrorLevel({
        classMap: { ...CODE_LEVEL_CLASSES },
        classActivePre: NO_BLOCK_CLASS,
      }),
      trimLineEnds(),
    );
  }
  // `[\!code ++]` shows the notation itself, for docs about it
  if (comments.code.includes('[\\!code')) transformers.push(transformerRemoveNotationEscape());
  return { code: comments.code, transformers };
}

/** One option a line (Shiki reads only a line's first), with every class that marks it. */
function lineOptionsOf(classes: Record<string, number[]>): { line: number; classes: string[] }[] {
  const byLine = new Map<number, string[]>();
  for (const [className, lines] of Object.entries(classes))
    for (const line of lines) byLine.set(line, [...(byLine.get(line) ?? []), className]);
  return [...byLine].map(([line, lineClasses]) => ({ line, classes: lineClasses }));
}

/**
 * `a(); // [!code ++]` leaves `a(); ` behind: the space before the notation's comment is
 * another token. Trimmed, so that a copied line does not end in a space.
 */
function trimLineEnds(): ShikiTransformer {
  return {
    name: 'sitegen:trim-line-ends',
    code(code) {
      for (const line of code.children) if (line.type === 'element') trimEnd(line);
    },
  };
}

function trimEnd(line: Element): void {
  while (line.children.length > 0) {
    const last = line.children.at(-1);
    const text = last?.type === 'element' ? last.children[0] : last;
    if (text?.type !== 'text') return;
    text.value = text.value.trimEnd();
    if (text.value !== '') return;
    line.children.pop();
  }
}
