import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';

/** `markdown.math`'s remark step: `$…$` inline and `$$…$$` blocks are read as math; none when off. */
export function remarkMathSteps(math: boolean | undefined): PluggableList {
  return math === true ? [remarkMath] : [];
}

/**
 * `markdown.math`'s rehype step: the math rendered as KaTeX's HTML and MathML at build time,
 * so the browser runs no script for it; none when off, so a site without math costs what it
 * did. A formula KaTeX cannot parse is shown as its source in red, KaTeX's message as its title.
 */
export function rehypeMathSteps(math: boolean | undefined): PluggableList {
  return math === true ? [[rehypeKatex, { output: 'htmlAndMathml' }]] : [];
}
