import type { Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { takeCustomHeadingId } from './customHeadingId.js';
import type { MarkdownFile } from './fileData.js';

/** A document that starts with an h1 gets it as its title (the layout shows it), not in the body. */
export function remarkLeadingTitle() {
  return (tree: Root, file: MarkdownFile): undefined => {
    const first = tree.children[0];
    if (first?.type !== 'heading' || first.depth !== 1) return;
    takeCustomHeadingId(first);
    file.data.sgTitle = textOf(first, { includeHtml: false }).trim();
    tree.children.shift();
  };
}
