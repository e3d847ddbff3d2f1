import { createProcessor, nodeTypes } from '@mdx-js/mdx';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import { toHastHandlers } from '../../vendor/markdown.js';
import { remarkGfmWhereUsed } from '../remarkGfmWhereUsed.js';
import { rehypeSteps, remarkSteps, type MarkdownProcessorParams } from '../createMarkdownProcessor.js';
import { rehypeCodeBlocks } from '../rehypeCodeBlocks.js';
import { remarkEmoji } from '../vitepress/remarkEmoji.js';
import { remarkMdxCodeBlocks } from './remarkMdxCodeBlocks.js';
import { remarkTocExport } from './remarkTocExport.js';

/**
 * An MDX page's processor: @mdx-js/mdx with the very steps and plugins a Markdown page gets,
 * in the same order (createMarkdownProcessor), so headings, links, code blocks, admonitions
 * and the site's plugins work alike. It compiles to a JavaScript module (renderMdx runs it).
 */
export function createMdxProcessor({ highlighter, links, extensions, directLinkTo, rawHtml, toc, math }: MarkdownProcessorParams) {
  return createProcessor({
    format: 'mdx',
    outputFormat: 'program',
    development: false,
    // @mdx-js/mdx turns mdast into hast with the mdast-util-to-hast npm gave the site; its list
    // items' handler is the one patched to cost a list its length, not the square of it
    remarkRehypeOptions: { handlers: { listItem: toHastHandlers.listItem } },
    remarkPlugins: [
      remarkGfmWhereUsed,
      remarkDirective,
      remarkMdxCodeBlocks,
      ...remarkSteps(extensions, directLinkTo, rawHtml, { links, toc, math }),
      // Docusaurus shows `:tada:` as 🎉 in every page (its remark-emoji), after the heading ids as there
      remarkEmoji,
      // after the heading ids: Docusaurus's `toc` export lists them
      remarkTocExport,
    ],
    rehypePlugins: [
      [rehypeCodeBlocks, { highlighter }],
      // the highlighted blocks are HTML: parsed into elements, for JSX; the page's JSX passes through
      [rehypeRaw, { passThrough: nodeTypes }],
      ...rehypeSteps(links, extensions, math),
    ],
  });
}
