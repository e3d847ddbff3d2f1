import type { Root } from 'mdast';
import { visitBlocks } from '../visitTree.js';
import { splitFenceInfo } from './splitFenceInfo.js';

/**
 * Every code block's language freed of VitePress's attached options (`js{1,4}:line-numbers`),
 * before anything reads the language: code-group labels, highlighting, unknown-language
 * warnings. A language written so is never a real one, so this holds for every site.
 */
export function remarkFenceInfo() {
  return (tree: Root): undefined => {
    visitBlocks(tree, 'code', (node) => {
      if (node.lang === null || node.lang === undefined) return;
      const { lang, meta } = splitFenceInfo(node.lang);
      if (meta === '') return;
      node.lang = lang;
      node.meta = node.meta ? `${meta} ${node.meta}` : meta;
    });
  };
}
