import type { PluggableList } from 'unified';
import type { TocItem } from '../view/index.js';
import type { Diagnostic } from '../errors/Diagnostic.js';

/** A link found in Markdown, kept for the link check (after rewriting). */
export interface LinkRef {
  /** the URL as written */
  raw: string;
  /** the resolved href (base path included for internal links) */
  href: string;
  /** true when the target is inside the site (checked against the route table) */
  isInternal: boolean;
  /** where it was written (front matter already accounted for) */
  line?: number;
  column?: number;
}

/** How links written in Markdown become hrefs: site paths, relative Markdown files, `api:` symbols. */
export interface LinkResolvers {
  /** a path on the site as written ('/docs/intro') → its href under the base path */
  resolveSitePath(sitePath: string): string;
  /** a relative link to a .md/.mdx file → the final href of its route, or undefined when there is no such doc */
  resolveFileLink(fromFile: string, target: string): string | undefined;
  /**
   * an `api:` link target (e.g. 'GSwap.swap', 'FEE_TIER') → the final href of its API page
   * and anchor, or undefined when no such symbol is documented
   */
  resolveApiLink(symbol: string): string | undefined;
}

export interface MarkdownContext extends LinkResolvers {
  /** TOC heading levels, 2..3 by default */
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  codeThemes: { light: string; dark: string };
}

export interface MarkdownInput {
  source: string;
  /** absolute path of the file, for diagnostics and relative links */
  file: string;
  /** lines before `source` in the file (front matter) */
  lineOffset: number;
}

export interface MarkdownResult {
  /** article HTML, the leading h1 removed when it was used as the title */
  html: string;
  /** text of the leading h1, if the document starts with one */
  title?: string;
  toc: TocItem[];
  /** every heading id on the page (all levels), for anchor checks */
  anchors: string[];
  links: LinkRef[];
  diagnostics: Diagnostic[];
  /** the highlight cache's keys of the page's code blocks: a cached result keeps them cached too */
  highlightKeys?: string[];
}

/**
 * Markdown outside the pages (API doc comments, a README) transformed as the guides are
 * (headings, links, admonitions, code highlighting), with the file named in its
 * diagnostics. `toc`/`anchors` serve the README on the API index page.
 */
export type RenderMarkdown = (
  markdown: string,
  file: string,
) => Promise<Pick<MarkdownResult, 'html' | 'links'> & Partial<Pick<MarkdownResult, 'title' | 'toc' | 'anchors' | 'diagnostics'>>>;

/** Highlights code as the Markdown stage does: API signatures use it with 'ts'. */
export type HighlightCode = (code: string, lang: string) => string | Promise<string>;

/** The site's remark and rehype plugins (its plugins' first), run after sitegen's own steps. */
export interface MarkdownExtensions {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
  /** the config that lists them: named when one fails as it is set up */
  configFile: string;
}
