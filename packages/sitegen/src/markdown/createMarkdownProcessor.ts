import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import { type PluggableList, unified } from 'unified';
import type { RawHtmlPolicy } from '../config/types.js';
import { remarkParse, remarkRehype } from '../vendor/markdown.js';
import { remarkProseRanges } from './check/lostProse.js';
import { remarkRawHtml } from './check/remarkRawHtml.js';
import { rehypeCheckRendered } from './check/rehypeCheckRendered.js';
import type { CodeHighlighter } from './highlight.js';
import { rehypeCodeBlocks } from './rehypeCodeBlocks.js';
import { rehypeCodeGroups } from './rehypeCodeGroups.js';
import { rehypeCollectIds } from './rehypeCollectIds.js';
import { rehypeImages } from './rehypeImages.js';
import { rehypeLinks } from './rehypeLinks.js';
import { rehypeRawWhenPresent } from './rehypeRawWhenPresent.js';
import { remarkAdmonitions } from './remarkAdmonitions.js';
import { remarkGfmWhereUsed } from './remarkGfmWhereUsed.js';
import { remarkCodeGroups } from './remarkCodeGroups.js';
import { remarkGithubAlerts } from './remarkGithubAlerts.js';
import { remarkCutSetupLines } from './remarkCutSetupLines.js';
import { remarkHeadingIds } from './remarkHeadingIds.js';
import { rehypeMathSteps, remarkMathSteps } from './mathSteps.js';
import { remarkLeadingTitle } from './remarkLeadingTitle.js';
import { remarkMarkFences } from './remarkMarkFences.js';
import { remarkNestingLimit } from './remarkNestingLimit.js';
import { remarkNpm2Yarn } from './remarkNpm2Yarn.js';
import { remarkTabBlocks } from './remarkTabBlocks.js';
import { remarkRestoreDirectives } from './remarkRestoreDirectives.js';
import { remarkUnsafeUrls } from './remarkUnsafeUrls.js';
import type { LinkResolverContext } from './resolveLink.js';
import type { MarkdownExtensions } from './types.js';
import { remarkDetailsContainers } from './vitepress/remarkDetailsContainers.js';
import { remarkEmoji } from './vitepress/remarkEmoji.js';
import { remarkLinkAttributes } from './vitepress/remarkLinkAttributes.js';
import { remarkFenceInfo } from './vitepress/remarkFenceInfo.js';
import { remarkIncludes } from './vitepress/remarkIncludes.js';
import { remarkSnippets } from './vitepress/remarkSnippets.js';
import { remarkTocMarker } from './vitepress/remarkTocMarker.js';
import { remarkVueBlocks } from './vitepress/remarkVueBlocks.js';

export interface MarkdownProcessorParams {
  highlighter: CodeHighlighter;
  links: LinkResolverContext;
  /** the site's remark and rehype plugins; none by default */
  extensions?: MarkdownExtensions;
  /** the locale's label of a heading's '#' link (MarkdownContext.directLinkTo) */
  directLinkTo?: string;
  /** what raw HTML may hold (`markdown.rawHtml`); 'no-scripts' by default */
  rawHtml?: RawHtmlPolicy | undefined;
  /** the table of contents' levels, which a `[[toc]]` lists; 2–3 by default */
  toc?: TocLevels | undefined;
  /** `$…$` and `$$…$$` rendered with KaTeX (`markdown.math`); off by default */
  math?: boolean | undefined;
}

/** The heading levels a table of contents lists. */
export interface TocLevels {
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/** What the steps that read other files and VitePress's forms need of the page's context. */
export interface PageSources {
  links?: Pick<LinkResolverContext, 'vitepress' | 'fileAccess'>;
  toc?: TocLevels | undefined;
  math?: boolean | undefined;
}

/**
 * sitegen's remark steps, then the site's remark plugins, in the order every page gets them
 * (Markdown and MDX alike): the site's see headings with ids (and admonitions as directives
 * turned into elements).
 */
export function remarkSteps(
  extensions: MarkdownExtensions | undefined,
  directLinkTo?: string,
  rawHtml: RawHtmlPolicy = 'no-scripts',
  sources: PageSources = {},
): PluggableList {
  const vitepress = sources.links?.vitepress;
  const include = {
    ...(vitepress === undefined ? {} : { sourceRoot: vitepress.sourceRoot }),
    ...(sources.links?.fileAccess === undefined ? {} : { fileAccess: sources.links.fileAccess }),
  };
  return [
    // the first transformer: no plugin that recurses may walk a tree nested too deep
    remarkNestingLimit,
    // what other files bring (VitePress's includes and `<<<` snippets) is the page's from here on
    [remarkIncludes, include],
    [remarkSnippets, include],
    // before anything reads a code block's language: `js{1,4}` is `js` with highlighted lines
    remarkFenceInfo,
    // before any step changes the tree: which parts of the source are prose, as written
    remarkProseRanges,
    // before raw HTML is checked: a VitePress page's `<script setup>` is Vue's, dropped with a warning
    ...(vitepress === undefined ? [] : [remarkVueBlocks]),
    remarkUnsafeUrls,
    [remarkRawHtml, { policy: rawHtml }],
    remarkCutSetupLines,
    // before anything reads text: `a:b` in prose must be text again
    remarkRestoreDirectives,
    // before the admonitions, which warn about any other container
    remarkCodeGroups,
    // before the admonitions, which warn about any other container
    remarkDetailsContainers,
    remarkAdmonitions,
    remarkGithubAlerts,
    ...(vitepress === undefined ? [] : [remarkEmoji, remarkLinkAttributes]),
    // before the ids, so the title does not take a slug
    remarkLeadingTitle,
    [remarkHeadingIds, directLinkTo === undefined ? {} : { directLinkTo }],
    // after the containers: its tabs are a code group that no container step is to read again
    remarkTabBlocks,
    remarkNpm2Yarn,
    // after the ids, which its links go to
    [remarkTocMarker, sources.toc ?? { minHeadingLevel: 2, maxHeadingLevel: 3 }],
    ...remarkMathSteps(sources.math),
    ...(extensions?.remarkPlugins ?? []),
    // after every remark plugin, so that the code blocks they add are highlighted too
    remarkMarkFences,
  ];
}

/** The rehype steps after the code blocks are highlighted and raw HTML parsed: the site's see resolved links. */
export function rehypeSteps(links: LinkResolverContext, extensions: MarkdownExtensions | undefined, math?: boolean): PluggableList {
  return [
    rehypeCodeGroups,
    // after raw HTML is parsed, so its links and ids count too
    [rehypeLinks, links],
    // after the links, whose list it adds the images' to
    [rehypeImages, links],
    // before the check, which would see unrendered math's `$` otherwise
    ...rehypeMathSteps(math),
    ...(extensions?.rehypePlugins ?? []),
    // after the site's plugins, so the ids they add can be linked to
    rehypeCollectIds,
    // the last: what every step and plugin left unrendered
    rehypeCheckRendered,
  ];
}

/** The one place that sets the order of the Markdown plugins (an MDX page's: compileMdx). */
export function createMarkdownProcessor({ highlighter, links, extensions, directLinkTo, rawHtml, toc, math }: MarkdownProcessorParams) {
  return (
    unified()
      .use(remarkParse)
      // after remark-parse, whose parser it replaces by one that leaves out the GFM constructs a page cannot contain
      .use(remarkGfmWhereUsed)
      .use(remarkDirective)
      .use(remarkSteps(extensions, directLinkTo, rawHtml, { links, toc, math }))
      .use(remarkRehype, { allowDangerousHtml: true })
      // before raw HTML is parsed, which drops the fence meta kept on the hast node
      .use(rehypeCodeBlocks, { highlighter })
      .use(rehypeRawWhenPresent)
      .use(rehypeSteps(links, extensions, math))
      // the raw nodes left are highlighted code blocks (the author's raw HTML was parsed above)
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze()
  );
}
