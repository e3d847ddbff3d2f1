import type { Diagnostic } from '../errors/Diagnostic.js';

/**
 * What the content stage finds under `content/`: docs with their front matter and
 * permalinks, category metadata, standalone pages. Markdown is still source here; the
 * markdown stage turns it into HTML.
 */

export interface DocFrontMatter {
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  description?: string;
  hide_table_of_contents?: boolean;
  /** the page's social card (a site path or a URL), instead of the site's `image` */
  image?: string;
  /** keeps the page out of search engines (robots meta) and the sitemap */
  noindex?: boolean;
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
