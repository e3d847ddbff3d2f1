import type { MagicComment, MarkdownFormat, RawHtmlPolicy } from '../config/types.js';
import type { FileAccess } from '../files/siteFileAccess.js';
import type { PluggableList } from 'unified';
import type { MdxSiteData, TocItem } from '../view/index.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import type { FileStamp } from './fileStamp.js';

/** A link found in Markdown, kept for the link check (after rewriting). */
export interface LinkRef {
  /** the URL as written */
  raw: string;
  /** the resolved href (base path included for internal links) */
  href: string;
  /** true when the target is inside the site (checked against the route table) */
  isInternal: boolean;
  /** an image's `src`: checked against the site's files, not its pages */
  kind?: 'image';
  /** where it was written (front matter already accounted for) */
  line?: number;
  column?: number;
  /** a link of an included part (`<!--@include: -->`): `line` and `column` are in that file; `includedAt` is the page's line of the include */
  part?: { file: string; includedAt?: number };
}

/** A code block in a language the highlighter does not know, where it was written. */
export interface CodeLanguageUse {
  language: string;
  /** front matter already accounted for */
  line?: number;
  column?: number;
}

/** How links written in Markdown become hrefs: site paths, relative Markdown files, `api:` symbols. */
export interface LinkResolvers {
  /**
   * a path on the site as written ('/docs/intro') in `fromFile` → its href under the base path
   * (in a versioned doc, a path into the docs stays in its version)
   */
  resolveSitePath(sitePath: string, fromFile: string): string;
  /** a relative link to a .md/.mdx file → the final href of its route, or undefined when there is no such doc */
  resolveFileLink(fromFile: string, target: string): string | undefined;
  /**
   * an `api:` link target (e.g. 'GSwap.swap', 'FEE_TIER') in `fromFile` → the final href of
   * its API page (in the file's docs version) and anchor, or undefined when no such symbol is documented
   */
  resolveApiLink(symbol: string, fromFile: string): string | undefined;
  /** a site path ('/img/logo.svg') → its file in the static folder (to read an image's size), or undefined outside it */
  staticFileOf(sitePath: string): string | undefined;
  /** the folders images and other files may be read from; without it (a unit test), the page's own folder */
  fileAccess?: FileAccess;
  /** a file the build writes ('assets/images/logo-1a2b3c4d.svg') → its href */
  fileHref(outputPath: string): string;
  /** a site moved from VitePress (the `vitepress` config key): its links and Markdown read as VitePress reads them */
  vitepress?: VitePressMarkdown;
}

/** What the Markdown stage needs of the `vitepress` config key: copied as it is to worker threads. */
export interface VitePressMarkdown {
  /** absolute: the folder of the pages (VitePress's srcDir), which `@/` names in snippets and includes */
  sourceRoot: string;
}

export interface MarkdownContext extends LinkResolvers {
  /** TOC heading levels, 2..3 by default */
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  codeThemes: { light: string; dark: string };
  /** a code block language → the one to highlight it as (`markdown.codeLanguageAliases`) */
  codeLanguageAliases?: Readonly<Record<string, string>>;
  /** the comments that mark code lines (`markdown.magicComments`); Docusaurus's highlight comments without */
  magicComments?: readonly MagicComment[];
  /** the site's folder: `@site/…` in an MDX page's imports (Docusaurus's alias) */
  siteDir?: string;
  /** a locale's words for a heading's '#' link label ('Lien direct vers {label}'); English without */
  directLinkTo?: string;
  /** what raw HTML in Markdown may hold (`markdown.rawHtml`); 'no-scripts' without it */
  rawHtml?: RawHtmlPolicy;
  /** `$…$` and `$$…$$` rendered with KaTeX (`markdown.math`); off without it */
  math?: boolean;
  /** which files are MDX (`markdown.format`): 'detect' (by extension) without it */
  format?: MarkdownFormat;
  /** what an MDX page's components know of the site (Docusaurus's useBaseUrl, useDocusaurusContext) */
  mdxSite?: MdxSiteData;
}

export interface MarkdownInput {
  source: string;
  /** absolute path of the file, for diagnostics and relative links */
  file: string;
  /** lines before `source` in the file (front matter) */
  lineOffset: number;
  /** the page's own table-of-contents levels (its front matter), instead of the site's */
  toc?: MarkdownContext['toc'];
  /** a doc's docs version ('current', '1.0'), which its MDX components read */
  docsVersion?: string;
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
  /** code blocks shown as plain text for want of their language: warned about once per language (unknownLanguageWarnings) */
  unknownLanguages?: CodeLanguageUse[];
  /** images the page shows from beside it, for the build to copy */
  images?: CopiedImage[];
  /** files read besides the Markdown (its images, an MDX page's imports): a cached result is used only while they are unchanged */
  inputFiles?: FileStamp[];
  /** an MDX page's `'use client'` components, for the client bundle: island name → file */
  islands?: Record<string, string>;
}

/** An image referenced relative to a Markdown file, written under a content-hashed name. */
export interface CopiedImage {
  /** the absolute source file */
  from: string;
  /** where it goes, relative to the output folder: 'assets/images/diagram-1a2b3c4d.png' */
  path: string;
}

/**
 * Markdown outside the pages (API doc comments, a README) transformed as the guides are
 * (headings, links, admonitions, code highlighting), with the file named in its
 * diagnostics. `toc`/`anchors` serve the README on the API index page.
 */
export type RenderMarkdown = (
  markdown: string,
  file: string,
) => Promise<
  Pick<MarkdownResult, 'html' | 'links'> & Partial<Pick<MarkdownResult, 'title' | 'toc' | 'anchors' | 'diagnostics' | 'images'>>
>;

/** Highlights code as the Markdown stage does: API signatures use it with 'ts'. */
export type HighlightCode = (code: string, lang: string) => string | Promise<string>;

/** The site's remark and rehype plugins (its plugins' first), run after sitegen's own steps. */
export interface MarkdownExtensions {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
  /** the config that lists them: named when one fails as it is set up */
  configFile: string;
}
