/**
 * Syntax of other docs tools (MDX, Docusaurus, VitePress, GitHub) that reaches a page's text
 * when nothing rendered it: the list the page check (rehypeCheckRendered) looks for in every
 * text node outside code. Each entry says what it is and what the author can do; a match is
 * reported only where the page's source writes the same characters (an escaped `\{` is the
 * author's literal brace, not a leftover), so prose that talks about syntax in code spans or
 * with escapes is never flagged.
 */
export interface UnrenderedSyntax {
  /** what the construct is, as the warning names it */
  name: string;
  /** matches the construct in a text node's value; global, so every occurrence is found */
  pattern: RegExp;
  /** how to render it, or to show it as text on purpose */
  hint: string;
}

const ESCAPE = 'to show it as text, put it in backticks or escape its first character with a backslash';

export const UNRENDERED_SYNTAX: readonly UnrenderedSyntax[] = [
  {
    name: 'an MDX import statement',
    pattern: /^[ \t]*import\s+(?:[\w$*{][^\n]*?\s+from\s+)?['"][^'"\n]+['"];?[ \t]*$/gm,
    hint: `Imports run only in MDX: name the file .mdx (or set markdown.format to 'mdx'); ${ESCAPE}.`,
  },
  {
    name: 'an MDX export statement',
    pattern: /^[ \t]*export\s+(?:const|let|var|function|async\s+function|default|class)\b[^\n]*$/gm,
    hint: `Exports run only in MDX: name the file .mdx (or set markdown.format to 'mdx'); ${ESCAPE}.`,
  },
  {
    name: 'an MDX comment {/* … */}',
    pattern: /\{\/\*[\s\S]*?\*\/\}/g,
    hint: "MDX comments are hidden only in MDX: in Markdown, write <!-- … --> instead, or name the file .mdx (or set markdown.format to 'mdx').",
  },
  {
    name: 'a template interpolation {{ … }}',
    pattern: /\{\{[^{}\n]+\}\}/g,
    hint: `Vue and template interpolations are not evaluated: write the value itself; ${ESCAPE}.`,
  },
  {
    name: 'an MDX expression {…}',
    pattern: /(?<![{\\$])\{(?!\{)[A-Za-z_$][\w$]*(?:\.[\w$]+|\([^(){}\n]*\)|\[[^[\]{}\n]*\])*\}(?!\})/g,
    hint: `Expressions are evaluated only in MDX: name the file .mdx (or set markdown.format to 'mdx'), or write the value itself; ${ESCAPE}.`,
  },
  {
    name: 'a JSX component',
    pattern: /<\/?[A-Z][\w.]*(?:\s[^<>\n]*)?\/?>/g,
    hint: `Components render only in MDX: name the file .mdx (or set markdown.format to 'mdx'); ${ESCAPE}.`,
  },
  {
    name: 'TeX math $…$',
    pattern: /\$\$[^$]+\$\$|(?<![\\$\w])\$(?=\S)[^$\n]*\\[A-Za-z]+[^$\n]*(?<=\S)\$(?![\w$])/g,
    hint: "Math is not rendered by default: add remark-math and rehype-katex to markdown.remarkPlugins and markdown.rehypePlugins (and KaTeX's stylesheet to customCss); to show the dollars as text, escape them (\\$).",
  },
  {
    name: 'an emoji shortcode :name:',
    pattern: /(?<![\w:/]):[a-z][a-z0-9_+-]*[a-z0-9]:(?![\w:])/g,
    hint: 'Shortcodes are not replaced here: write the emoji itself (🎉); to show the shortcode as text, put it in backticks.',
  },
  {
    name: 'an attribute list {…}',
    pattern: /\{(?:[.#][\w-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[\w-]+))(?:\s+(?:[.#][\w-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[\w-]+)))*\}/g,
    hint: 'Attribute lists (markdown-it-attrs) are not read: write the element as HTML (<a href="…" target="_self">); to show the braces as text, escape the first one.',
  },
  {
    name: 'a container fence :::',
    pattern: /^[ \t]*:::+[ \t]*[\w-]*.*$/gm,
    hint: 'sitegen reads :::note, :::tip, :::info, :::warning, :::danger, :::caution, :::important and :::code-group, each closed by ::: on a line of its own; check the name and the closing fence.',
  },
  {
    name: 'a VitePress snippet import <<<',
    pattern: /^[ \t]*<<<[ \t]+\S.*$/gm,
    hint: 'Snippet imports are not read: paste the code into a fenced code block.',
  },
  {
    name: 'a table-of-contents marker [[toc]]',
    pattern: /^[ \t]*\[\[toc\]\][ \t]*$/gim,
    hint: 'The page has its table of contents beside it: remove the marker.',
  },
  {
    name: 'a GitHub alert marker',
    pattern: /^[ \t]*\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION|INFO|DANGER)\][ \t]*$/gim,
    hint: 'An alert is a block quote whose first line is the marker alone: > [!NOTE], then > and the text on the next lines.',
  },
];

/** What an HTML comment holds when it is another tool's include directive. */
export const INCLUDE_COMMENT: UnrenderedSyntax = {
  name: 'a VitePress include <!--@include: …-->',
  pattern: /^\s*@include:/,
  hint: 'Includes are not read: paste the file in, or import it as an MDX partial.',
};
