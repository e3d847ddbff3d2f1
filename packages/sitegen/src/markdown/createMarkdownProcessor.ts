import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { CodeHighlighter } from './highlight.js';
import { rehypeCodeBlocks } from './rehypeCodeBlocks.js';
import { rehypeCollectIds } from './rehypeCollectIds.js';
import { rehypeImages } from './rehypeImages.js';
import { rehypeLinks } from './rehypeLinks.js';
import { rehypeRawWhenPresent } from './rehypeRawWhenPresent.js';
import { remarkAdmonitions } from './remarkAdmonitions.js';
import { remarkGfmWhereUsed } from './remarkGfmWhereUsed.js';
import { remarkGithubAlerts } from './remarkGithubAlerts.js';
import { remarkCutSetupLines } from './remarkCutSetupLines.js';
import { remarkHeadingIds } from './remarkHeadingIds.js';
import { remarkLeadingTitle } from './remarkLeadingTitle.js';
import { remarkMarkFences } from './remarkMarkFences.js';
import { remarkNestingLimit } from './remarkNestingLimit.js';
import { remarkRestoreDirectives } from './remarkRestoreDirectives.js';
import { remarkUnsafeUrls } from './remarkUnsafeUrls.js';
import type { LinkResolverContext } from './resolveLink.js';
import type { MarkdownExtensions } from './types.js';

export interface MarkdownProcessorParams {
  highlighter: CodeHighlighter;
  links: LinkResolverContext;
  /** the site's remark and rehype plugins; none by default */
  extensions?: MarkdownExtensions;
}

/**
 * The one place that sets the order of the Markdown plugins. The site's come after the
 * steps they may rely on: its remark plugins see headings with ids (and admonitions as
 * directives turned into elements), its rehype plugins see highlighted code and resolved links.
 */
export function createMarkdownProcessor({ highlighter, links, extensions }: MarkdownProcessorParams) {
  return (
    unified()
      .use(remarkParse)
      // after remark-parse, whose parser it replaces by one that leaves out the GFM constructs a page cannot contain
      .use(remarkGfmWhereUsed)
      .use(remarkDirective)
      // the first transformer: no plugin that recurses may walk a tree nested too deep
      .use(remarkNestingLimit)
      .use(remarkUnsafeUrls)
      .use(remarkCutSetupLines)
      // before anything reads text: `a:b` in prose must be text again
      .use(remarkRestoreDirectives)
      .use(remarkAdmonitions)
      .use(remarkGithubAlerts)
      // before the ids, so the title does not take a slug
      .use(remarkLeadingTitle)
      .use(remarkHeadingIds)
      .use(extensions?.remarkPlugins ?? [])
      // after every remark plugin, so that the code blocks they add are highlighted too
      .use(remarkMarkFences)
      .use(remarkRehype, { allowDangerousHtml: true })
      // before raw HTML is parsed, which drops the fence meta kept on the hast node
      .use(rehypeCodeBlocks, { highlighter })
      .use(rehypeRawWhenPresent)
      // after raw HTML is parsed, so its links and ids count too
      .use(rehypeLinks, links)
      // after the links, whose list it adds the images' to
      .use(rehypeImages, links)
      .use(extensions?.rehypePlugins ?? [])
      // after the site's plugins, so the ids they add can be linked to
      .use(rehypeCollectIds)
      // the raw nodes left are highlighted code blocks (the author's raw HTML was parsed above)
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze()
  );
}
