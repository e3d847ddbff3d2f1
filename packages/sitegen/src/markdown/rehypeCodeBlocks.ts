import type { Element, Parents, Root } from 'hast';
// remark-rehype's types add the fence's `meta` to hast element data
import type {} from 'remark-rehype';
import { visitElements } from './visitTree.js';
import { FENCE_PROPERTY } from './remarkMarkFences.js';
import type { MarkdownFile } from './fileData.js';
import type { CodeHighlighter, HighlightRequest } from './highlight.js';
import type { CodeLanguageUse } from './types.js';

export interface RehypeCodeBlocksOptions {
  highlighter: CodeHighlighter;
}

/**
 * Fenced code (`pre > code.language-x`, meta on the code element) → the highlighted
 * `div.sg-code` block, at build time (all blocks of a page at once). An unknown language is
 * shown as plain text and recorded on `file.data.sgUnknownLanguages`: the build warns once
 * per language, not once per block (Electron's docs have 33 `fiddle` blocks).
 */
export function rehypeCodeBlocks({ highlighter }: RehypeCodeBlocksOptions) {
  return async (tree: Root, file: MarkdownFile): Promise<undefined> => {
    const fences: { pre: Element; code: Element; parent: Parents; index: number }[] = [];
    visitElements(tree, (node, index, parent) => {
      const code = fencedCode(node);
      if (!code) return undefined;
      fences.push({ pre: node, code, parent, index });
      return 'skip';
    });
    const highlighted = await Promise.all(
      fences.map(async (fence) => ({ ...fence, block: await highlighter.highlightBlock(requestOf(fence.code)) })),
    );
    if (highlighted.length > 0) file.data.sgHighlightKeys = highlighted.map(({ block }) => block.cacheKey);
    const unknown: CodeLanguageUse[] = [];
    for (const { pre, code, parent, index, block } of highlighted) {
      if (!block.knownLanguage) {
        const start = pre.position?.start;
        unknown.push({ language: languageOf(code) ?? '', ...(start ? { line: start.line, column: start.column } : {}) });
      }
      // HTML as highlighted (and cached); the stringifier writes it out as it is
      parent.children[index] = { type: 'raw', value: block.html, data: { sgHighlighted: true } };
    }
    if (unknown.length > 0) file.data.sgUnknownLanguages = unknown;
  };
}

/** A Markdown code block's `code` element (remarkMarkFences marked it): not any `pre > code` a plugin made. */
function fencedCode(node: Element): Element | undefined {
  if (node.tagName !== 'pre' || node.children.length !== 1) return undefined;
  const [code] = node.children;
  return code?.type === 'element' && code.tagName === 'code' && code.properties[FENCE_PROPERTY] !== undefined ? code : undefined;
}

function requestOf(code: Element): HighlightRequest {
  return { code: textOf(code), lang: languageOf(code), meta: code.data?.meta };
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
