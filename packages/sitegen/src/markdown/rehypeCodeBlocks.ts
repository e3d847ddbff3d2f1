import type { Element, Root } from 'hast';
// remark-rehype's types add the fence's `meta` to hast element data
import type {} from 'remark-rehype';
import { visit } from 'unist-util-visit';
import type { MarkdownFile } from './fileData.js';
import type { CodeHighlighter } from './highlight.js';
import { reportWarning } from './reportWarning.js';

export interface RehypeCodeBlocksOptions {
  highlighter: CodeHighlighter;
}

/**
 * Fenced code (`pre > code.language-x`, meta on the code element) → the highlighted
 * `div.sg-code` block, at build time. An unknown language is shown as plain text, with a
 * warning.
 */
export function rehypeCodeBlocks({ highlighter }: RehypeCodeBlocksOptions) {
  return (tree: Root, file: MarkdownFile): undefined => {
    visit(tree, 'element', (node, index, parent) => {
      const code = fencedCode(node);
      if (!code || !parent || index === undefined) return undefined;
      const lang = languageOf(code);
      const block = highlighter.highlightBlock({ code: textOf(code), lang, meta: code.data?.meta });
      if (!block.knownLanguage) {
        reportWarning(file, {
          code: 'markdown/unknown-code-language',
          message: `Code block language '${lang}' is not highlighted; shown as plain text`,
          hint: 'Use one of ts, tsx, js, jsx, json, bash, sh, shell, yaml, md, diff, html, css or text.',
          place: node.position,
        });
      }
      parent.children[index] = block.element;
      return 'skip';
    });
  };
}

function fencedCode(node: Element): Element | undefined {
  if (node.tagName !== 'pre' || node.children.length !== 1) return undefined;
  const [code] = node.children;
  return code?.type === 'element' && code.tagName === 'code' ? code : undefined;
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return undefined;
  const language = classes.find((name) => String(name).startsWith('language-'));
  return language === undefined ? undefined : String(language).slice('language-'.length);
}

function textOf(code: Element): string {
  return code.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
}
