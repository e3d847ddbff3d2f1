import type { Code, Root } from 'mdast';
import { visitBlocks } from './visitTree.js';

/** The attribute that marks a `code` element made from a Markdown code block. */
export const FENCE_PROPERTY = 'dataSgFence';

/**
 * Marks the `code` element of every Markdown code block (the author's and the remark
 * plugins'), so that only those are highlighted: another node that a plugin turns into
 * `pre > code` (remark-math's display math, which rehype-katex renders) stays as it is.
 */
export function remarkMarkFences() {
  return (tree: Root): void => {
    visitBlocks(tree, 'code', (node: Code) => {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [FENCE_PROPERTY]: true } };
    });
  };
}
