import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { CodeHighlighter } from './highlight.js';
import { rehypeCodeBlocks } from './rehypeCodeBlocks.js';
import { rehypeCollectIds } from './rehypeCollectIds.js';
import { rehypeLinks } from './rehypeLinks.js';
import { rehypeRawWhenPresent } from './rehypeRawWhenPresent.js';
import { remarkAdmonitions } from './remarkAdmonitions.js';
import { remarkHeadingIds } from './remarkHeadingIds.js';
import { remarkLeadingTitle } from './remarkLeadingTitle.js';
import { remarkNestingLimit } from './remarkNestingLimit.js';
import { remarkRestoreDirectives } from './remarkRestoreDirectives.js';
import { remarkUnsafeUrls } from './remarkUnsafeUrls.js';
import type { LinkResolverContext } from './resolveLink.js';

export interface MarkdownProcessorParams {
  highlighter: CodeHighlighter;
  links: LinkResolverContext;
}

/** The one place that sets the order of the Markdown plugins. */
export function createMarkdownProcessor({ highlighter, links }: MarkdownProcessorParams) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkDirective)
      // the first transformer: no plugin that recurses may walk a tree nested too deep
      .use(remarkNestingLimit)
      .use(remarkUnsafeUrls)
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
      .use(rehypeCollectIds)
      // the raw nodes left are highlighted code blocks (the author's raw HTML was parsed above)
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze()
  );
}
