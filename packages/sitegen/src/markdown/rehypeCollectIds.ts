import type { Root } from 'hast';
import { visitElements } from './visitTree.js';
import type { MarkdownFile } from './fileData.js';

/** Every fragment a link can target on the page: element ids (headings, raw HTML) and `<a name>`. */
export function rehypeCollectIds() {
  return (tree: Root, file: MarkdownFile): undefined => {
    const anchors: string[] = [];
    visitElements(tree, (node) => {
      const { id, name } = node.properties;
      if (typeof id === 'string' && id !== '') anchors.push(id);
      if (node.tagName === 'a' && typeof name === 'string' && name !== '') anchors.push(name);
    });
    file.data.sgAnchors = anchors;
  };
}
