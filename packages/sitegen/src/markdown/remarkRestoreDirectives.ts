import type { Parent, PhrasingContent, Root, Text } from 'mdast';
import { visitMdast } from './visitTree.js';
import type { MarkdownFile } from './fileData.js';
import { reportWarning } from './reportWarning.js';
import { restoreInlineDirective } from './restoreDirective.js';

/**
 * remark-directive reads any `:name` in prose as a text directive (`a:b`, `10:30`,
 * `api:GSwap` in a sentence) and `::name` lines as leaf directives. Sitegen defines none,
 * so they go back to the text they were written as; a leaf directive, which is unlikely to
 * be an accident, also gets a warning.
 */
export function remarkRestoreDirectives() {
  return (tree: Root, file: MarkdownFile): undefined => {
    const source = String(file.value);
    const touched = new Set<Parent>();
    visitMdast(tree, null, (node, index, parent) => {
      if (node.type === 'textDirective') {
        parent.children.splice(index, 1, ...(restoreInlineDirective(node, source) as typeof parent.children));
        touched.add(parent);
        return index;
      }
      if (node.type === 'leafDirective') {
        reportWarning(file, {
          code: 'markdown/unknown-directive',
          message: `Unknown directive '::${node.name}', kept as text`,
          hint: 'Sitegen has no leaf directives. Write `\\::` to show the colons as text.',
          place: node.position,
        });
        const restored = { type: 'paragraph' as const, children: restoreInlineDirective(node, source), position: node.position };
        parent.children.splice(index, 1, restored as (typeof parent.children)[number]);
        touched.add(restored);
        return index;
      }
      return undefined;
    });
    for (const parent of touched) mergeAdjacentText(parent);
  };
}

function mergeAdjacentText(parent: Parent): void {
  const merged: Parent['children'] = [];
  for (const child of parent.children) {
    const previous = merged.at(-1);
    if (previous?.type === 'text' && child.type === 'text') merged[merged.length - 1] = joinText(previous, child);
    else merged.push(child);
  }
  parent.children = merged;
}

function joinText(first: Text, second: Text): PhrasingContent {
  const position = first.position && second.position ? { start: first.position.start, end: second.position.end } : undefined;
  return { type: 'text', value: first.value + second.value, ...(position ? { position } : {}) };
}
