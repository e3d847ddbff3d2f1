import { MARKDOWN_CLASSES } from '@sitegen/core/view';
import type { Element, ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { type Components, toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Children, type ComponentType, isValidElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { AdmonitionProps } from '../components/Admonition.js';
import type { CodeBlockProps } from '../components/CodeBlock.js';

/** The replacements of the elements the Markdown stage writes; one at least is given. */
export interface MarkdownOverrides {
  Admonition?: ComponentType<AdmonitionProps>;
  CodeBlock?: ComponentType<CodeBlockProps>;
}

/** What hast-util-to-jsx-runtime gives a component: the element's props, its children converted, and the hast node. */
type ConvertedProps = Record<string, unknown> & { children?: ReactNode; node?: Element };

/**
 * The Markdown stage's HTML as React elements, its admonitions and code blocks rendered by
 * the site's replacements: everything else is the same markup. Each element is converted
 * once; a replacement reads what it needs from the hast node and the converted children.
 */
export function markdownToReact(html: string, overrides: MarkdownOverrides): ReactNode {
  const { Admonition, CodeBlock } = overrides;
  const components: Partial<Components> = {};
  if (Admonition !== undefined) components.aside = asideOr(Admonition);
  if (CodeBlock !== undefined) components.div = divOr(CodeBlock);
  return toJsxRuntime(fromHtml(html, { fragment: true }), {
    Fragment,
    jsx,
    jsxs,
    components,
    passNode: true,
    // the markup stays as the Markdown stage wrote it: `align` on table cells, an author's odd style kept
    tableCellAlignToStyle: false,
    ignoreInvalidStyle: true,
  });
}

function asideOr(Admonition: ComponentType<AdmonitionProps>) {
  return function AsideOrAdmonition({ node, ...props }: ConvertedProps) {
    const type = kindOf(node, MARKDOWN_CLASSES.admonitionKindPrefix);
    if (!hasClass(node, MARKDOWN_CLASSES.admonition) || type === undefined) return jsx('aside', props);
    // the Markdown stage writes the title as the first paragraph, `p.sg-admonition__title`
    const [[title], content] = partition(props.children, MARKDOWN_CLASSES.admonitionTitle);
    return (
      <Admonition type={type} title={isValidElement<{ children?: ReactNode }>(title) ? title.props.children : null}>
        {content}
      </Admonition>
    );
  };
}

function divOr(CodeBlock: ComponentType<CodeBlockProps>) {
  return function DivOrCodeBlock({ node, ...props }: ConvertedProps) {
    if (node === undefined || !hasClass(node, MARKDOWN_CLASSES.code)) return jsx('div', props);
    // `div.sg-code__title` (when the fence has a title), then Shiki's `pre`
    const [, highlighted] = partition(props.children, MARKDOWN_CLASSES.codeTitle);
    const title = node.children.find((child) => child.type === 'element' && hasClass(child, MARKDOWN_CLASSES.codeTitle));
    const pre = node.children.find((child) => child.type === 'element' && child.tagName === 'pre');
    return (
      <CodeBlock
        language={String(node.properties.dataLanguage ?? 'text')}
        title={title === undefined ? undefined : textOf(title)}
        code={pre === undefined ? '' : textOf(pre)}
        showLineNumbers={hasClass(node, MARKDOWN_CLASSES.codeLineNumbers)}
      >
        {highlighted}
      </CodeBlock>
    );
  };
}

function classesOf(node: ElementContent | undefined): string[] {
  if (node?.type !== 'element') return [];
  const className = node.properties.className;
  return Array.isArray(className) ? className.map(String) : [];
}

function hasClass(node: ElementContent | undefined, name: string): boolean {
  return classesOf(node).includes(name);
}

/** 'tip' of `sg-admonition--tip` */
function kindOf(node: Element | undefined, prefix: string): string | undefined {
  return classesOf(node)
    .find((name) => name.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The converted children with the class `name` (a title), and the others. */
function partition(children: ReactNode, name: string): [ReactNode[], ReactNode[]] {
  const matches: ReactNode[] = [];
  const others: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    const isMatch = isValidElement<{ className?: unknown }>(child) && child.props.className === name;
    (isMatch ? matches : others).push(child);
  }
  return [matches, others];
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}
