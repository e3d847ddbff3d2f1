import type { Html, Nodes, Root } from 'mdast';
import type { MarkdownFile } from './fileData.js';
import { htmlTagSteps } from './htmlNesting.js';
import { MAX_NESTING, type NestingExcess, tooDeep } from './nestingLimit.js';
import { reportError } from './reportWarning.js';

// the nodes that nest in Markdown: each is a level (a list is one with its items)
const BLOCKS = new Set(['blockquote', 'listItem', 'footnoteDefinition', 'containerDirective', 'leafDirective']);
const INLINE = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference', 'textDirective']);

/**
 * Refuses a tree nested deeper than MAX_NESTING, before any plugin that recurses walks it
 * (the first transformer): its children are dropped, with an error. The source scan before
 * parsing catches most such files; this counts exactly what was parsed, and raw HTML's
 * elements (open across `html` nodes: a `<div>` nests the Markdown after it).
 */
export function remarkNestingLimit() {
  return (tree: Root, file: MarkdownFile): undefined => {
    const excess = deepestNesting(tree, MAX_NESTING);
    if (excess === undefined) return;
    reportError(file, tooDeep(excess));
    tree.children = [];
  };
}

/** Where the tree first nests deeper than `limit`, and its greatest depth; in document order, without recursion. */
export function deepestNesting(tree: Root, limit: number): NestingExcess | undefined {
  let first: Omit<NestingExcess, 'depth'> | undefined;
  let deepest = 0;
  let html = 0;
  const stack: { node: Nodes; depth: number }[] = [{ node: tree, depth: 0 }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const { node } = entry;
    const inline = INLINE.has(node.type);
    const depth = entry.depth + (inline || BLOCKS.has(node.type) ? 1 : 0);
    if (depth + html > limit && first === undefined) first = { ...startOf(node), kind: inline ? 'inline' : 'blocks' };
    deepest = Math.max(deepest, depth + html);
    if (node.type === 'html') {
      for (const { index, step } of htmlTagSteps(node.value)) {
        html = Math.max(0, html + step);
        if (depth + html > limit && first === undefined) first = { ...placeIn(node, index), kind: 'html' };
        deepest = Math.max(deepest, depth + html);
      }
    }
    if ('children' in node)
      for (let child = node.children.length - 1; child >= 0; child -= 1) stack.push({ node: node.children[child] as Nodes, depth });
  }
  return first === undefined ? undefined : { ...first, depth: deepest };
}

function startOf(node: Nodes): { line: number; column: number } {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/** the place of `index` in an html node's value */
function placeIn(node: Html, index: number): { line: number; column: number } {
  const start = startOf(node);
  const before = node.value.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  const lines = before.split('\n').length - 1;
  return { line: start.line + lines, column: lines === 0 ? start.column + index : index - lineStart + 1 };
}
