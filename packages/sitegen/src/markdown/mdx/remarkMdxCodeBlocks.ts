import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx';
import { visitBlocks } from '../visitTree.js';

/** Where `CodeBlock` may come from for its code to be highlighted at build time. */
const THEME_SOURCES = new Set(['@theme/CodeBlock', '@sitegen/theme/mdx']);

/**
 * `<CodeBlock language="ts" title="a.ts">{`…`}</CodeBlock>` whose code is written in the page
 * (a string or a template literal without `${}`) → a fenced code block, highlighted (and
 * linked, numbered, marked) like every other one. A CodeBlock that computes its code, or one
 * of the site's own, is left to render as it is.
 */
export function remarkMdxCodeBlocks() {
  return (tree: Root): undefined => {
    if (!usesThemeCodeBlock(tree)) return undefined;
    visitBlocks(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      if (node.name !== 'CodeBlock') return undefined;
      const code = codeOf(node);
      if (code === undefined) return undefined;
      parent.children[index] = code;
      return 'skip';
    });
  };
}

/** CodeBlock is the theme's when it is imported from it, or not imported at all (the page's components include it). */
function usesThemeCodeBlock(tree: Root): boolean {
  let local = false;
  let theme = false;
  // ESM is only ever at the top level of an MDX page
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const named = statement.specifiers.some((specifier) => specifier.local.name === 'CodeBlock');
      if (!named) continue;
      if (THEME_SOURCES.has(String(statement.source.value))) theme = true;
      else local = true;
    }
  }
  return theme || !local;
}

function codeOf(node: MdxJsxFlowElement): Code | undefined {
  const attributes = attributesOf(node.attributes);
  if (attributes === undefined) return undefined;
  const value = literalChild(node);
  if (value === undefined) return undefined;
  const lang = attributes.language ?? /(?:^|\s)language-(\S+)/.exec(attributes.className ?? '')?.[1] ?? null;
  const meta = [
    attributes.title === undefined ? '' : `title=${attributes.title.includes('"') ? `'${attributes.title}'` : `"${attributes.title}"`}`,
    attributes.showLineNumbers === undefined
      ? ''
      : attributes.showLineNumbers === ''
        ? 'showLineNumbers'
        : `showLineNumbers=${attributes.showLineNumbers}`,
    attributes.metastring ?? '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  return {
    type: 'code',
    lang,
    meta: meta === '' ? null : meta,
    value: value.replace(/^\n/, '').replace(/\n\s*$/, ''),
    position: node.position,
  };
}

/** The attributes as strings ('' for a bare `showLineNumbers`); undefined when one is an expression. */
function attributesOf(attributes: MdxJsxFlowElement['attributes']): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return undefined;
    const value = (attribute as MdxJsxAttribute).value;
    if (value === null || value === undefined) result[attribute.name] = '';
    else if (typeof value === 'string') result[attribute.name] = value;
    else if (/^\d+$/.test(value.value.trim())) result[attribute.name] = value.value.trim();
    else return undefined;
  }
  return result;
}

/** The code of `{`…`}` or `{'…'}` (the only child), or undefined when it is computed. */
function literalChild(node: MdxJsxFlowElement): string | undefined {
  if (node.children.length !== 1) return undefined;
  const [child] = node.children;
  if (child?.type !== 'mdxFlowExpression') return undefined;
  const statement = child.data?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const { expression } = statement;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}
