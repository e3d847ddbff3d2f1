import type { Paragraph, Root, RootContent, Text } from 'mdast';
// remark-rehype's types add `hName`/`hProperties` to mdast data
import type {} from 'remark-rehype';
import { MARKDOWN_CLASSES } from '../../view/constants.js';
import { isDirectiveLabel } from '../restoreDirective.js';
import { visitBlocks, visitMdast } from '../visitTree.js';

/** VitePress's default title of a `::: details` block. */
const DEFAULT_SUMMARY = 'Details';
/** `::: details Title {open}`: the block starts open */
const OPEN = /\s*\{open\}\s*$/;
/** containers whose content VitePress shows as it is (Vue leaves it alone): their content is the page's */
const TRANSPARENT = new Set(['raw', 'v-pre']);

/**
 * VitePress's `::: details [title]` → `<details class="sg-details"><summary>title</summary>…`
 * (the same element as the MDX `<Details>`, which opens without JavaScript), and its
 * `::: raw` and `::: v-pre`, which only keep Vue away from their content, → that content.
 * Runs before the admonitions, which warn about every container they do not know.
 */
export function remarkDetailsContainers() {
  return (tree: Root): undefined => {
    visitBlocks(tree, 'containerDirective', (node, index, parent) => {
      if (TRANSPARENT.has(node.name)) {
        const content = node.children.filter((child) => !isDirectiveLabel(child));
        // `{{ }}` under v-pre is meant to show as written, as it does here: its text has no
        // place in the source, which tells the page check that nothing was left unrendered
        if (node.name === 'v-pre') for (const child of content) forgetTextPlaces(child);
        parent.children.splice(index, 1, ...(content as typeof parent.children));
        return index;
      }
      if (node.name !== 'details') return undefined;
      const [first] = node.children;
      const label = first !== undefined && isDirectiveLabel(first) && first.children.length > 0 ? first : undefined;
      const open = label !== undefined && takeOpenMarker(label);
      const summary: Paragraph = label ?? { type: 'paragraph', children: [{ type: 'text', value: DEFAULT_SUMMARY }] };
      summary.data = { ...summary.data, hName: 'summary' };
      node.children = [summary, ...(node.children.filter((child) => !isDirectiveLabel(child)) as RootContent[] as typeof node.children)];
      node.data = {
        ...node.data,
        hName: 'details',
        hProperties: { className: [MARKDOWN_CLASSES.details], ...(open ? { open: true } : {}) },
      };
      return undefined;
    });
  };
}

function forgetTextPlaces(node: RootContent): void {
  visitMdast({ type: 'root', children: [node] }, 'text', (text) => {
    delete text.position;
  });
}

/** Takes a trailing `{open}` off the title; true when it was there. */
function takeOpenMarker(label: Paragraph): boolean {
  const last = label.children.at(-1);
  if (last?.type !== 'text' || !OPEN.test(last.value)) return false;
  (last as Text).value = last.value.replace(OPEN, '');
  if (last.value === '') label.children.pop();
  return true;
}
