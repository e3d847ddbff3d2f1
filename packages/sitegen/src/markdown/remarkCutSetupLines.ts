import type { Code, Root } from 'mdast';
import { visitBlocks } from './visitTree.js';
import { CUT_LINE } from '../examples/collectExamples.js';

const CODE_LANGUAGES = /^(ts|typescript|tsx|js|javascript|jsx)$/i;

/**
 * A TypeScript or JavaScript block's setup lines, above a `// ---cut---` line, are compiled
 * by the example check but not shown: the page shows the block from the line after the cut.
 */
export function remarkCutSetupLines() {
  return (tree: Root): void => {
    visitBlocks(tree, 'code', (node: Code) => {
      if (!CODE_LANGUAGES.test(node.lang ?? '')) return;
      const lines = node.value.split('\n');
      const cut = lines.findIndex((line) => CUT_LINE.test(line));
      if (cut >= 0) node.value = lines.slice(cut + 1).join('\n');
    });
  };
}
