import type { Code, Root } from 'mdast';
// remark-rehype's types add `hName`/`hProperties` to mdast data
import type {} from 'remark-rehype';
import { visitBlocks } from './visitTree.js';
import { DATA_ATTRIBUTES, ISLANDS, MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from '../view/constants.js';
import type { MarkdownFile } from './fileData.js';
import { hastPropertyOf } from './hastPropertyOf.js';
import { parseCodeMeta } from './parseCodeMeta.js';
import { reportWarning } from './reportWarning.js';
import { isDirectiveLabel } from './restoreDirective.js';
import { vitepressTabLabel } from './vitepress/vitepressTabLabel.js';

/** The hast property of a code group's element: its tabs' labels, for rehypeCodeGroups to lay out. */
export const CODE_GROUP_PROPERTY = 'dataSgCodeGroup';
/** …and the values its tabs are kept in step by within their group (their places without it). */
export const CODE_GROUP_VALUES_PROPERTY = 'dataSgCodeGroupValues';

export interface CodeGroupTabs {
  labels: string[];
  /** what a tab's choice is remembered as in its group; the tab's place by default */
  values?: string[];
  /** tabs of the same group are chosen together, on every page */
  group?: string;
}

/** The hast properties of a code group's element, for rehypeCodeGroups and the tabs island. */
export function codeGroupProperties({ labels, values, group }: CodeGroupTabs): Record<string, string | string[]> {
  return {
    className: [MARKDOWN_CLASSES.tabs, MARKDOWN_CLASSES.codeGroup],
    [hastPropertyOf(DATA_ATTRIBUTES.island)]: ISLANDS.tabs,
    ...(group === undefined ? {} : { [hastPropertyOf(MARKDOWN_DATA_ATTRIBUTES.tabsGroup)]: group }),
    [CODE_GROUP_PROPERTY]: JSON.stringify(labels),
    ...(values === undefined ? {} : { [CODE_GROUP_VALUES_PROPERTY]: JSON.stringify(values) }),
  };
}

/**
 * `:::code-group` (VitePress) around code blocks → tabs, one per block, labelled by its
 * `title="…"` or `[label]` (else its language, as VitePress labels it). Here the container becomes the tabs' element with the
 * labels; rehypeCodeGroups lays out the tab list and panels once the blocks are highlighted.
 * Anything but code blocks inside is shown after the tabs, with a warning.
 */
export function remarkCodeGroups() {
  return (tree: Root, file: MarkdownFile): undefined => {
    visitBlocks(tree, 'containerDirective', (node, index, parent) => {
      if (node.name !== 'code-group') return undefined;
      const content = node.children.filter((child) => !isDirectiveLabel(child));
      const blocks = content.filter((child): child is Code => child.type === 'code');
      if (blocks.length !== content.length) {
        reportWarning(file, {
          code: 'markdown/code-group',
          message: `':::code-group' holds ${content.length - blocks.length} element(s) that are not code blocks: they are shown after the tabs`,
          hint: 'Put only fenced code blocks in a code group, each with a title="…" for its tab.',
          place: node.position,
        });
      }
      const labels = blocks.map((block) => parseCodeMeta(block.meta).title ?? vitepressTabLabel(block.lang));
      node.children = blocks;
      // what is no code block is shown after the tabs, not lost (a group left unclosed takes in the prose after it)
      const others = content.filter((child) => child.type !== 'code');
      if (others.length > 0) parent.children.splice(index + 1, 0, ...(others as typeof parent.children));
      node.data = {
        ...node.data,
        hName: 'div',
        hProperties: codeGroupProperties({ labels }),
      };
      file.data.sgCodeGroups = true;
      return 'skip';
    });
  };
}
