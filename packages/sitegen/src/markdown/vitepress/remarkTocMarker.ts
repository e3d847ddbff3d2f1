import type { List, ListItem, Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
// remark-rehype's types add `hProperties` to mdast data
import type {} from 'remark-rehype';
import type { HeadingInfo, MarkdownFile } from '../fileData.js';
import { visitBlocks } from '../visitTree.js';

const MARKER = /^\[\[toc\]\]$/i;
/** VitePress's class of the list, which its sites' CSS may style */
const TOC_CLASS = 'table-of-contents';

/**
 * `[[toc]]` on a line of its own (VitePress, markdown-it) → a nested list of links to the
 * page's headings at the table of contents' levels. Runs after the heading ids are given.
 */
export function remarkTocMarker(options: { minHeadingLevel: number; maxHeadingLevel: number }) {
  return (tree: Root, file: MarkdownFile): undefined => {
    visitBlocks(tree, 'paragraph', (node, index, parent) => {
      if (!MARKER.test(textOf(node).trim())) return 'skip';
      const headings = (file.data.sgHeadings ?? []).filter(
        (heading) => heading.level >= options.minHeadingLevel && heading.level <= options.maxHeadingLevel,
      );
      const list = nestedList(headings);
      list.data = { hProperties: { className: [TOC_CLASS] } };
      if (node.position) list.position = node.position;
      parent.children.splice(index, 1, list);
      return 'skip';
    });
  };
}

function nestedList(headings: readonly HeadingInfo[]): List {
  const root: List = { type: 'list', ordered: false, spread: false, children: [] };
  const stack: { level: number; list: List }[] = [{ level: 0, list: root }];
  for (const heading of headings) {
    while (stack.length > 1 && (stack.at(-1)?.level ?? 0) >= heading.level) stack.pop();
    const item: ListItem = {
      type: 'listItem',
      spread: false,
      children: [
        { type: 'paragraph', children: [{ type: 'link', url: `#${heading.id}`, children: [{ type: 'text', value: heading.text }] }] },
      ],
    };
    (stack.at(-1)?.list ?? root).children.push(item);
    // a deeper heading that follows nests under this one
    const sub: List = { type: 'list', ordered: false, spread: false, children: [] };
    item.children.push(sub);
    stack.push({ level: heading.level, list: sub });
  }
  prune(root);
  return root;
}

/** Lists left empty (a heading with none under it) are taken out. */
function prune(list: List): void {
  for (const item of list.children) {
    item.children = item.children.filter((child) => child.type !== 'list' || child.children.length > 0);
    for (const child of item.children) if (child.type === 'list') prune(child);
  }
}
