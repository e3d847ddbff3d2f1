import type { Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import { toString as textOf } from 'mdast-util-to-string';
import { takeCustomHeadingId } from './customHeadingId.js';
import type { MarkdownFile } from './fileData.js';

/** A document that starts with an h1 gets it as its title (the layout shows it), not in the body. */
export function remarkLeadingTitle() {
  return (tree: Root, file: MarkdownFile): undefined => {
    const index = tree.children.findIndex((node) => !isPreamble(node));
    const first = tree.children[index];
    if (first?.type !== 'heading' || first.depth !== 1) return;
    takeCustomHeadingId(first);
    file.data.sgTitle = textOf(first, { includeHtml: false }).trim();
    // out of the body, the page check still reads it: a title flattened from a component is one
    file.data.sgTitleHeading = first;
    tree.children.splice(index, 1);
  };
}

/** What an MDX page may start with before its h1: imports, exports and `{/* comments *\/}`. */
function isPreamble(node: RootContent): boolean {
  if (node.type === 'mdxjsEsm') return true;
  return node.type === 'mdxFlowExpression' && node.value.replace(/\/\*[\s\S]*?\*\//g, '').trim() === '';
}
