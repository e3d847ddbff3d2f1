import type { Code, Root } from 'mdast';
import { visitBlocks } from './visitTree.js';
import { splitAtCut } from '../examples/collectExamples.js';

const CODE_LANGUAGES = /^(ts|typescript|tsx|js|javascript|jsx)$/i;

/**
 * A TypeScript or JavaScript block's setup lines, above a `// ---cut---` line, are compiled
 * by the example check but not shown: the page shows the block from the line after the cut.
 */
export function remarkCutSetupLines() {
  return (tree: Root): void => {
    visitBlocks(tree, 'code', (node: Code) => {
      if (!CODE_LANGUAGES.test(node.lang ?? '')) return;
      node.value = splitAtCut(node.value).shown;
    });
  };
}
