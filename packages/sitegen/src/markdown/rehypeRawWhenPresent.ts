import type { Nodes, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { MarkdownFile } from './fileData.js';

/**
 * rehype-raw re-parses the whole tree through an HTML parser; most pages have no raw HTML,
 * so they skip that cost. Highlighted code blocks are raw nodes of HTML we made, not the
 * author's: alone they do not call for a re-parse.
 */
export function rehypeRawWhenPresent() {
  const raw = rehypeRaw();
  return (tree: Root, file: MarkdownFile): Root => (hasRaw(tree) ? raw(tree, file) : tree);
}

function hasRaw(node: Nodes): boolean {
  if (node.type === 'raw') return node.data?.sgHighlighted !== true;
  return 'children' in node && node.children.some(hasRaw);
}
