import type { Nodes, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { MarkdownFile } from './fileData.js';

/**
 * rehype-raw re-parses the whole tree through an HTML parser; most pages have no raw HTML,
 * so they skip that cost.
 */
export function rehypeRawWhenPresent() {
  const raw = rehypeRaw();
  return (tree: Root, file: MarkdownFile): Root => (hasRaw(tree) ? raw(tree, file) : tree);
}

function hasRaw(node: Nodes): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && node.children.some(hasRaw);
}
