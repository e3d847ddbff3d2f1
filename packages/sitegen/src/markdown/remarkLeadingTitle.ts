import type { Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import { toString as textOf } from 'mdast-util-to-string';
import { takeCustomHeadingId } from './customHeadingId.js';
import type { MarkdownFile } from './fileData.js';

/** raw HTML that is comments, scripts and styles only */
const SHOWS_NOTHING = /^(?:<!--[\s\S]*?-->\s*|<(script|style)\b[^>]*>[\s\S]*?<\/\1>\s*)+$/i;

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

/**
 * What a page may start with before its h1: an MDX page's imports, exports and
 * `{/* comments *\/}`; any page's HTML comments (a licence header, a note to editors) and
 * `<script>` or `<style>` blocks (VitePress's `<script setup>`), which show nothing.
 */
function isPreamble(node: RootContent): boolean {
  if (node.type === 'mdxjsEsm') return true;
  if (node.type === 'html') return SHOWS_NOTHING.test(node.value.trim());
  return node.type === 'mdxFlowExpression' && node.value.replace(/\/\*[\s\S]*?\*\//g, '').trim() === '';
}
