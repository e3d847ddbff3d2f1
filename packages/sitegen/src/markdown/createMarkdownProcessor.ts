import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { CodeHighlighter } from './highlight.js';
import { rehypeCodeApiLinks } from './rehypeCodeApiLinks.js';
import { rehypeCodeBlocks } from './rehypeCodeBlocks.js';
import { rehypeCollectIds } from './rehypeCollectIds.js';
import { rehypeLinks } from './rehypeLinks.js';
import { rehypeRawWhenPresent } from './rehypeRawWhenPresent.js';
import { remarkAdmonitions } from './remarkAdmonitions.js';
import { remarkHeadingIds } from './remarkHeadingIds.js';
import { remarkLeadingTitle } from './remarkLeadingTitle.js';
import { remarkRestoreDirectives } from './remarkRestoreDirectives.js';
import type { LinkResolverContext } from './resolveLink.js';

export interface MarkdownProcessorParams {
  highlighter: CodeHighlighter;
  links: LinkResolverContext;
  /** link exported names in TS/JS code blocks to their API pages */
  linkCodeToApi: boolean;
}

/** The one place that sets the order of the Markdown plugins. */
export function createMarkdownProcessor({ highlighter, links, linkCodeToApi }: MarkdownProcessorParams) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkDirective)
      // before anything reads text: `a:b` in prose must be text again
      .use(remarkRestoreDirectives)
      .use(remarkAdmonitions)
      // before the ids, so the title does not take a slug
      .use(remarkLeadingTitle)
      .use(remarkHeadingIds)
      .use(remarkRehype, { allowDangerousHtml: true })
      // before raw HTML is parsed, which drops the fence meta kept on the hast node
      .use(rehypeCodeBlocks, { highlighter })
      .use(rehypeRawWhenPresent)
      // after raw HTML is parsed, so its links and ids count too
      .use(rehypeLinks, links)
      // after the author's links are rewritten and recorded: these are generated, not written
      .use(rehypeCodeApiLinks, { resolveApiLink: links.resolveApiLink, enabled: linkCodeToApi })
      .use(rehypeCollectIds)
      .use(rehypeStringify)
      .freeze()
  );
}
