import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { hastPropertyOf, MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from './markdownClasses.js';
import type { MarkdownContext } from './types.js';

export interface RehypeCodeApiLinksOptions extends Pick<MarkdownContext, 'resolveApiLink'> {
  /** `markdown.linkCodeToApi` of the config */
  enabled: boolean;
}

const SCRIPT_LANGUAGES = new Set(['ts', 'typescript', 'mts', 'cts', 'tsx', 'js', 'javascript', 'mjs', 'cjs', 'jsx']);
// a Shiki token that is one identifier, maybe with the whitespace before or after it
const IDENTIFIER_TOKEN = /^(\s*)([A-Za-z_$][\w$]*)(\s*)$/;

/**
 * In highlighted TypeScript/JavaScript blocks, each token naming a documented export
 * (`GSwap`, `FEE_TIER`, `validateFee`) links to its API page. Runs on each page's copy of
 * a block, after highlighting, so cached blocks stay free of site URLs.
 */
export function rehypeCodeApiLinks({ resolveApiLink, enabled }: RehypeCodeApiLinksOptions) {
  return (tree: Root): undefined => {
    if (!enabled) return;
    visit(tree, 'element', (node) => {
      if (!isScriptBlock(node)) return undefined;
      visit(node, 'element', (token) => {
        if (token.tagName === 'span') linkToken(token, resolveApiLink);
      });
      return 'skip';
    });
  };
}

function isScriptBlock(node: Element): boolean {
  const language = node.properties[hastPropertyOf(MARKDOWN_DATA_ATTRIBUTES.codeLanguage)];
  return node.properties[hastPropertyOf(MARKDOWN_DATA_ATTRIBUTES.code)] !== undefined && SCRIPT_LANGUAGES.has(String(language));
}

function linkToken(token: Element, resolveApiLink: MarkdownContext['resolveApiLink']): void {
  const [text] = token.children;
  if (token.children.length !== 1 || text?.type !== 'text') return;
  const match = IDENTIFIER_TOKEN.exec(text.value);
  const name = match?.[2];
  const href = name === undefined ? undefined : resolveApiLink(name);
  if (!match || name === undefined || href === undefined) return;
  const children: ElementContent[] = [];
  if (match[1]) children.push({ type: 'text', value: match[1] });
  children.push({
    type: 'element',
    tagName: 'a',
    properties: { href, className: [MARKDOWN_CLASSES.codeApiLink] },
    children: [{ type: 'text', value: name }],
  });
  if (match[3]) children.push({ type: 'text', value: match[3] });
  token.children = children;
}
