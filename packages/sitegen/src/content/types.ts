import type { Diagnostic } from '../errors/Diagnostic.js';

/**
 * What the content stage finds under `content/`: docs with their front matter and
 * permalinks, category metadata, standalone pages. Markdown is still source here; the
 * markdown stage turns it into HTML.
 */

/** A doc's tag: a label (its page is the label slugified) or a label with its own permalink under the tags route. */
export type FrontMatterTag = string | { label: string; permalink: string };

/** Docusaurus's doc front matter keys, with its meanings. */
export interface DocFrontMatter {
  /** replaces the file name in the doc's id (the folder stays): `id: setup` in `guides/01-install.md` → 'guides/setup' */
  id?: string;
  /** the document title and sidebar label; a `#` heading in the body still is the page's h1 */
  title?: string;
  /** no h1 from `title` (a `#` heading in the body still shows) */
  hide_title?: boolean;
  sidebar_label?: string;
  sidebar_position?: number;
  /** a class put on the doc's sidebar item */
  sidebar_class_name?: string;
  /** the label of the prev/next links that lead to this doc */
  pagination_label?: string;
  /** the doc id the "next" link leads to; null hides it */
  pagination_next?: string | null;
  /** the doc id the "previous" link leads to; null hides it */
  pagination_prev?: string | null;
  slug?: string;
  description?: string;
  /** `<meta name="keywords">` */
  keywords?: string[];
  tags?: FrontMatterTag[];
  hide_table_of_contents?: boolean;
  /** the smallest heading level in this page's table of contents (2–6), instead of the config's `tableOfContents` */
  toc_min_heading_level?: number;
  /** the largest heading level in this page's table of contents (2–6), instead of the config's `tableOfContents` */
  toc_max_heading_level?: number;
  /** the page's social card (a site path or a URL), instead of the site's `image` */
  image?: string;
  /** keeps the page out of search engines (robots meta) and the sitemap */
  noindex?: boolean;
  /** a page still being written: shown by `sitegen dev`, left out of `sitegen build` (as in Docusaurus) */
  draft?: boolean;
}

export interface SourceDoc {
  /** path under content/docs without extension, '/'-separated: 'tutorial-basics/quoting' */
  id: string;
  /** absolute path of the source file */
  file: string;
  /** the folder part of the id ('' at the top level) */
  dir: string;
  frontMatter: DocFrontMatter;
  /** the Markdown after the front matter */
  body: string;
  /** lines taken by the front matter, to shift Markdown positions back to the file */
  bodyLineOffset: number;
  /** the file line of each front matter key, for errors about its value */
  frontMatterLines?: Record<string, number>;
  /** route path under the base path without leading or trailing slash: 'docs/tutorial-basics/quoting' */
  routePath: string;
  /** the docs version it belongs to ('current', '1.0'); undefined on a site whose docs are unversioned */
  version?: string;
  /** a locale's page without a translation: the default locale's file stands in */
  untranslated?: boolean;
  /** other absolute paths naming this page in relative links: the original of a translation, the missing translation of an original */
  aliases?: string[];
}

export interface CategoryMeta {
  /** folder under content/docs, '/'-separated */
  dir: string;
  /** absolute path of _category_.json, when there is one */
  file?: string;
  label: string;
  position?: number;
  collapsed: boolean;
  collapsible: boolean;
  /** a class name put on the category's sidebar item */
  className?: string;
  /** a generated index page at docs/category/<slug>, when configured */
  generatedIndex?: { slug: string; title: string; description?: string; routePath: string };
  /** the doc serving as the category page ({type: 'doc', id}) */
  linkDocId?: string;
  /** the docs version it belongs to; undefined on a site whose docs are unversioned */
  version?: string;
}

export interface SourcePage {
  /** absolute path: the Markdown or React file; for a plugin's Markdown page, a path named after the plugin */
  file: string;
  /** who made a page that is not a file under content/: "the plugin 'x'" */
  origin?: string;
  /** a plugin's React page: the props its component gets beside ReactPageProps */
  props?: Record<string, unknown>;
  kind: 'markdown' | 'react';
  /** route path under the base path without slashes: '' for the home page, 'markdown-page' */
  routePath: string;
  frontMatter: DocFrontMatter;
  body: string;
  bodyLineOffset: number;
  /** a locale's Markdown page without a translation: the default locale's file stands in */
  untranslated?: boolean;
  /** other absolute paths naming this page in relative links (as a doc's) */
  aliases?: string[];
}

export interface SiteContent {
  docs: SourceDoc[];
  categories: CategoryMeta[];
  pages: SourcePage[];
  /** warnings about the files read (too large, not UTF-8): errors are thrown */
  diagnostics: Diagnostic[];
}
