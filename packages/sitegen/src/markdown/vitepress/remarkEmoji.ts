import type { Root } from 'mdast';
import { visitMdast } from '../visitTree.js';

// markdown-it-emoji ships its data as a plain module without types: shortcode name → emoji
const EMOJI_DATA: string = 'markdown-it-emoji/lib/data/full.mjs';
const emojis = ((await import(EMOJI_DATA)) as { default: Readonly<Record<string, string>> }).default;

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
