/**
 * The Markdown parser chain every page goes through, in one module so that it can be
 * published patched. The workspace's pnpm patches (`patches/`) make micromark,
 * micromark-core-commonmark, micromark-util-edit-map, micromark-extension-gfm-strikethrough
 * and mdast-util-to-hast linear in the size of a page, but pnpm applies them only here: a site that installs @sitegen/core gets
 * the modules as npm has them. So `compile` bundles this module with the patched code it
 * reaches (scripts/bundleMarkdown.mjs, into dist/vendor/markdown.js, with their licences)
 * and sitegen imports the parser, the GFM extensions and mdast-to-hast only from here.
 */
export { gfmFromMarkdown } from 'mdast-util-gfm';
export { fromMarkdown } from 'mdast-util-from-markdown';
export { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
export { gfmFootnote } from 'micromark-extension-gfm-footnote';
export { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
export { gfmTable } from 'micromark-extension-gfm-table';
export { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
export { default as remarkParse } from 'remark-parse';
export { defaultHandlers as toHastHandlers, default as remarkRehype } from 'remark-rehype';
