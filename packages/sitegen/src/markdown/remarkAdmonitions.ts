import type { Blockquote, Paragraph, Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
// remark-rehype's types add `hName`/`hProperties` to mdast data
import type {} from 'remark-rehype';
import { visitBlocks } from './visitTree.js';
import type { MarkdownFile } from './fileData.js';
import { MARKDOWN_CLASSES } from '../view/constants.js';
import { reportWarning } from './reportWarning.js';
import { type ContainerDirective, isDirectiveLabel, restoreContainerDirective } from './restoreDirective.js';

/**
 * The admonition kinds and their default titles: Docusaurus's five, and the two it still
 * reads from older sites (`caution`, `important`), which GitHub's alerts use too.
 */
export const ADMONITIONS = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
} as const;

export type AdmonitionKind = keyof typeof ADMONITIONS;

/**
 * `:::tip[Optional title]` … `:::` → `<aside class="sg-admonition sg-admonition--tip"
 * role="note" aria-label="Optional title">` with the title as its first paragraph.
 * A container with another name stays as written, with a warning.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: MarkdownFile): undefined => {
    visitBlocks(tree, 'containerDirective', (node, index, parent) => {
      // an earlier step made it an element (a code group)
      if (node.data?.hName !== undefined) return undefined;
      if (isAdmonitionKind(node.name)) {
        toAdmonition(node, node.name);
        return undefined;
      }
      reportWarning(file, {
        code: 'markdown/unknown-directive',
        message: `Unknown admonition ':::${node.name}', kept as text`,
        hint: `Use one of ${Object.keys(ADMONITIONS)
          .map((kind) => `:::${kind}`)
          .join(', ')}.`,
        place: node.position,
      });
      parent.children.splice(index, 1, ...(restoreContainerDirective(node, String(file.value)) as typeof parent.children));
      return index;
    });
  };
}

/** VitePress's `::: tip {no-title}`: the box without its title line */
const NO_TITLE = '{no-title}';

function toAdmonition(node: ContainerDirective, kind: AdmonitionKind): void {
  const first = node.children[0];
  const label = first && isDirectiveLabel(first) && first.children.length > 0 ? first : undefined;
  const content = node.children.filter((child) => !isDirectiveLabel(child));
  const untitled = label !== undefined && textOf(label).trim() === NO_TITLE;
  makeAdmonition(node, { kind, ...(label === undefined || untitled ? {} : { title: label }), content });
  // the box keeps its kind's name for assistive technology, without the line that shows it
  if (untitled) node.children = content;
}

export interface MakeAdmonitionParams {
  kind: AdmonitionKind;
  /** the author's title; the kind's default title without one */
  title?: Paragraph;
  content: ContainerDirective['children'];
}

/**
 * Turns a container (a directive, a GitHub alert's block quote) into the admonition's
 * `<aside>`, its title the first paragraph: one HTML structure whichever syntax wrote it.
 */
export function makeAdmonition(node: ContainerDirective | Blockquote, { kind, title: given, content }: MakeAdmonitionParams): void {
  const title: Paragraph = given ?? { type: 'paragraph', children: [{ type: 'text', value: ADMONITIONS[kind] }] };
  title.data = { ...title.data, hProperties: { className: [MARKDOWN_CLASSES.admonitionTitle] } };
  node.children = [title, ...content];
  node.data = {
    ...node.data,
    hName: 'aside',
    hProperties: {
      className: [MARKDOWN_CLASSES.admonition, `${MARKDOWN_CLASSES.admonitionKindPrefix}${kind}`],
      role: 'note',
      ariaLabel: textOf(title, { includeHtml: false }),
    },
  };
}

function isAdmonitionKind(name: string): name is AdmonitionKind {
  return Object.hasOwn(ADMONITIONS, name);
}
