import type { Root } from 'mdast';
import emojis from 'markdown-it-emoji/lib/data/full.mjs';
import { visitMdast } from '../visitTree.js';

/** `:name:` not inside a word; the names are markdown-it-emoji's (VitePress's own data) */
const SHORTCODE = /(?<![\w:]):([\w+-]+):(?![\w:])/g;

/**
 * `:tada:` → 🎉 in prose, as VitePress shows it (markdown-it-emoji's full list, the one
 * VitePress uses). Code is left alone, and so is a name the list does not have.
 */
export function remarkEmoji() {
  return (tree: Root): undefined => {
    visitMdast(tree, 'text', (node) => {
      if (!node.value.includes(':')) return;
      node.value = node.value.replace(SHORTCODE, (written, name: string) =>
        Object.hasOwn(emojis, name) ? (emojis[name] ?? written) : written,
      );
    });
  };
}
