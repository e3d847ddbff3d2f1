import type { Root } from 'mdast';
import type { MarkdownFile } from '../fileData.js';
import { reportWarning } from '../reportWarning.js';

/** a top-level `<script>` or `<style>` block, which VitePress hoists into the page's Vue component */
const VUE_BLOCK = /^<(script|style)\b[^>]*>[\s\S]*<\/\1>\s*$/i;

/**
 * A VitePress page's `<script setup>` and `<style>` blocks belong to the Vue component
 * VitePress makes of the page; sitegen does not run Vue, and raw HTML must not run code.
 * Each block is taken out with a warning at its line that says how to do it here, instead
 * of the error raw `<script>` is on any other page: on a site moved from VitePress the
 * block is expected, and dropping it is the one safe rendering.
 */
export function remarkVueBlocks() {
  return (tree: Root, file: MarkdownFile): undefined => {
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'html') return true;
      const kind = VUE_BLOCK.exec(node.value.trim())?.[1]?.toLowerCase();
      if (kind === undefined) return true;
      const opening = node.value.trim().split('\n', 1)[0] ?? '';
      reportWarning(file, {
        code: 'markdown/vue-block',
        message: `${opening} is a Vue ${kind === 'script' ? 'script' : 'style'} block of VitePress: sitegen does not run Vue, so it is left out of the page`,
        hint:
          kind === 'script'
            ? 'Move what it computes into the page as text, or name the file .mdx and write the component in React (see "Migrating from VitePress").'
            : 'Move the rules into a stylesheet listed in customCss.',
        place: node.position,
      });
      return false;
    });
  };
}
