import type { ApiArticleView } from './apiModel.js';
import type { ThemeStrings } from './strings.js';

/**
 * The view model the theme renders. sitegen computes one `PageView` per route and one
 * `SiteView` per build; the theme only renders them. Every `href` arrives final (base path
 * included), every `isCurrent` precomputed: components never work out URLs or state, and
 * the theme never touches the disk.
 *
 * Fields holding `html` are trusted markup produced by sitegen (Markdown output, Shiki
 * output, doc comments); they enter the tree through the single `RawHtml` component.
 */

export type ColorMode = 'light' | 'dark' | 'system';

export interface ColorModeView {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export interface LinkView {
  label: string;
  href: string;
  /** true for links that leave the site: rendered with rel="noopener noreferrer" and target="_blank" */
  isExternal: boolean;
}

export type NavbarPosition = 'left' | 'right';

export type NavbarItemView =
  | {
      type: 'link';
      position: NavbarPosition;
      label: string;
      href: string;
      isExternal: boolean;
      isActive: boolean;
      /** the link points at the page being shown (aria-current="page"); an active link elsewhere in its area gets aria-current="true" */
      isCurrentPage?: boolean;
      className?: string;
      /** the link also shows as active on every page under this href (config `activeBasePath`) */
      activeBaseHref?: string;
      /** the link also shows as active on every page of this doc sidebar (`docSidebar` items) */
      sidebarId?: string;
      /**
       * a link into the docs of a site with several versions: the same link in each version, by
       * name; pages outside the docs follow the reader's preferred version with it
       */
      versionHrefs?: Record<string, string>;
    }
  | {
      type: 'dropdown';
      position: NavbarPosition;
      label: string;
      href?: string;
      items: NavbarDropdownEntry[];
      isActive: boolean;
      className?: string;
    }
  | { type: 'localeDropdown'; position: NavbarPosition; label: string; items: NavbarDropdownEntry[]; className?: string }
  | {
      type: 'search';
      position: NavbarPosition;
      className?: string;
      /** the button's label and the input's placeholder (config `search.placeholder`) */
      placeholder: string;
      /** the folder of the search index, e.g. '/gswap-sdk/pagefind/' */
      indexHref: string;
      /** how long loading search may take before an indicator shows (SPEC §9 lazy-loading delay) */
      lazyLoadDelayMs: number;
    }
  | { type: 'html'; position: NavbarPosition; html: string; className?: string }
  | {
      type: 'docsVersionDropdown';
      position: NavbarPosition;
      label: string;
      items: NavbarDropdownEntry[];
      pluginId: string;
      className?: string;
    }
  /**
   * A navbar item that failed to resolve or render: the theme shows an error telling the
   * site owner to check this navbar configuration item.
   */
  | { type: 'error'; position: NavbarPosition; message: string; itemJson: string };

export interface NavbarDropdownEntry {
  label: string;
  href: string;
  isExternal: boolean;
  isActive: boolean;
  /** docs version entries remember the reader's choice under this version name */
  versionName?: string;
  /** an entry into the docs of a site with several versions: its href in each version, by name */
  versionHrefs?: Record<string, string>;
  /** trusted HTML shown instead of a link (an `html` child of a dropdown); label and href are then unused */
  html?: string;
  /** a locale dropdown's entry: the locale's BCP 47 tag (`hreflang` and `lang` of the link) */
  hreflang?: string;
}

export interface NavbarView {
  title: string;
  logo?: { src: string; alt: string; srcDark?: string };
  /** where the title links to (the site root under the base path) */
  homeHref: string;
  items: NavbarItemView[];
  hideOnScroll: boolean;
}

export interface FooterView {
  style: 'light' | 'dark';
  groups: { title: string; items: LinkView[] }[];
  copyright?: string;
}

export interface AnnouncementBarView {
  id: string;
  /** trusted HTML from the site config */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

/** A tag the site adds to every page's <head>. */
export interface HeadTagView {
  /** one of the elements <head> may hold */
  tagName: 'meta' | 'link' | 'script' | 'style' | 'noscript' | 'base';
  /** attribute name → value; `true` writes the attribute alone (`async`), `false` leaves it out */
  attributes?: Record<string, string | boolean>;
  /** the content of a script, style or noscript: trusted, written as it is */
  innerHTML?: string;
}

export interface SiteView {
  title: string;
  tagline: string;
  /** e.g. '/gswap-sdk/' — always starts and ends with '/' */
  basePath: string;
  /** absolute site URL without trailing slash, for canonical links and the sitemap; may be '' */
  url: string;
  lang: string;
  /** `<html dir>`: set on a site with several locales, and on a right-to-left one */
  dir?: 'ltr' | 'rtl';
  /** the theme's words in the page's locale; undefined: the theme's English */
  strings?: ThemeStrings;
  favicon?: string;
  /** the social card of pages without their own (og:image): an absolute URL when the site has `url` */
  image?: string;
  /** the whole site is kept out of search engines */
  noIndex: boolean;
  navbar: NavbarView;
  footer: FooterView;
  announcementBar?: AnnouncementBarView;
  colorMode: ColorModeView;
  /** desktop breakpoint in px (996 by default) */
  breakpoint: number;
  /** how long a client-side route change may take before the progress bar shows (SPEC §9: 200 ms) */
  progressBarDelayMs: number;
  /** final hrefs of the bundled assets, content-hashed */
  assets: { css: string[]; js: string[] };
  /** the site's own tags for <head>, after the theme's */
  headTags: HeadTagView[];
  /** the docs versions built: the current docs first, then the released ones, newest first */
  versions: VersionView[];
}

export interface VersionView {
  name: string;
  label: string;
  isCurrent: boolean;
  /** the docs root of that version */
  href: string;
  /** the version at the docs route: the newest released one, or the current docs when none is */
  isLatest?: boolean;
}

/** The docs version a page of a site with several versions belongs to. */
export interface PageVersionView {
  name: string;
  label: string;
  /** above the article of a version other than the latest */
  banner?: VersionBannerView;
}

/** 'This is unreleased documentation…' / 'This is documentation for 1.0, which is no longer actively maintained.' */
export interface VersionBannerView {
  kind: 'unreleased' | 'unmaintained';
  /** the same page in the latest version, or that version's docs root when it has no such page */
  latestHref: string;
  latestLabel: string;
  /** the latest version's name: following the link makes it the reader's preferred version */
  latestName: string;
}

/** What the browser needs to follow the reader's docs version on a page of a site with several versions. */
export interface DocsVersionsView {
  /** the docs plugin whose preferred version is stored ('default') */
  pluginId: string;
  /** the page's own version; none for a page outside the docs */
  version?: PageVersionView;
  /** the version at the docs route */
  latest: string;
  /** every version built, with this page in it (its docs root where it has no such page, or for a page outside the docs) */
  versions: { name: string; label: string; href: string }[];
}

export interface TocItem {
  id: string;
  /** plain text of the heading */
  text: string;
  level: number;
}

export type SidebarItemView =
  | { type: 'link'; label: string; href: string; isCurrent: boolean; isExternal?: boolean; className?: string }
  /** trusted HTML from the sidebars file (`{type: 'html', value}`), shown as it is; `defaultStyle`: spaced and styled like the links */
  | { type: 'html'; html: string; className?: string; defaultStyle?: boolean; href?: undefined }
  | {
      type: 'category';
      label: string;
      /** the category's own page (generated index or doc), if any */
      href?: string;
      isCurrent: boolean;
      /** true when the current page is inside: rendered expanded */
      isActive: boolean;
      collapsed: boolean;
      collapsible: boolean;
      /** the owner's class for the category's item (`_category_.json` `className`) */
      className?: string;
      items: SidebarItemView[];
    };

export interface SidebarView {
  id: string;
  items: SidebarItemView[];
  /**
   * a large sidebar: the page leaves its collapsed categories empty, and the browser fills
   * them from this file (the whole sidebar's items, written once)
   */
  fragmentHref?: string;
  /** rows of a wide list were left out too: the browser completes the sidebar from the fragment on load */
  partial?: boolean;
}

export interface BreadcrumbView {
  label: string;
  href?: string;
}

export interface PaginationView {
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
}

interface PageViewBase {
  /** the route's final href, base path included, e.g. '/gswap-sdk/docs/intro' */
  href: string;
  title: string;
  description?: string;
  /** `<meta name="keywords">` (front matter `keywords`) */
  keywords?: string[];
  /** the page as Markdown (its twin, e.g. '/gswap-sdk/docs/intro.md'), when the site emits one */
  markdownHref?: string;
  /** the page's own social card (og:image), when its front matter names one */
  image?: string;
  /** the page is kept out of search engines */
  noIndex?: boolean;
  /**
   * a site with several docs versions: the page's version (none outside the docs, where search
   * finds the page in every version) and what the browser needs to follow the reader's version
   */
  docsVersions?: DocsVersionsView;
  /** a site with several locales: the page in each locale (`hreflang`), 'x-default' last */
  alternates?: AlternateView[];
  /** a page of a locale shown with the default locale's text: the theme says it is not translated */
  untranslated?: boolean;
}
/** The same page in another locale. */
export interface AlternateView {
  /** a BCP 47 tag ('fr-FR'), or 'x-default' */
  hreflang: string;
  /** absolute when the site has a `url`, else its href */
  href: string;
}

/**
 * The article's h1, when it is not simply `title` (Docusaurus's rule): a `#` heading opening
 * the body stays the h1 under a front-matter `title`, which names the document and its sidebar
 * entry; `hide_title` leaves out an h1 that would come from the front matter only.
 */
export interface ArticleHeadingView {
  /** the h1's text, when it differs from `title` */
  heading?: string;
  /** no h1 */
  hideTitle?: boolean;
}

/** A tag of a doc, linking to the tag's page. */
export interface TagView {
  label: string;
  href: string;
}

export interface DocPageView extends PageViewBase, ArticleHeadingView {
  kind: 'doc';
  /** trusted article HTML produced by the Markdown stage (without the h1 when the title comes from it) */
  html: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
  /** the doc's tags (front matter `tags`), shown below the article */
  tags?: TagView[];
  sidebar?: SidebarView;
  breadcrumbs: BreadcrumbView[];
  pagination: PaginationView;
  editUrl?: string;
  /** when the doc's file was last changed in git, with `lastUpdated` on */
  lastUpdated?: LastUpdatedView;
}

export interface LastUpdatedView {
  /** ISO 8601 */
  date: string;
  author?: string;
}

export interface CategoryPageView extends PageViewBase {
  kind: 'category';
  sidebar?: SidebarView;
  breadcrumbs: BreadcrumbView[];
  pagination: PaginationView;
  /** 'tag': a tag of the tags index, `count` its docs */
  cards: { label: string; href: string; description?: string; kind: 'doc' | 'category' | 'tag'; count?: number }[];
}

/** A page of the API reference: the docs layout around an article given as data (`apiModel.ts`). */
export interface ApiPageView extends PageViewBase {
  kind: 'api';
  article: ApiArticleView;
  toc: TocItem[];
  sidebar?: SidebarView;
  breadcrumbs: BreadcrumbView[];
  pagination: PaginationView;
}

export interface MarkdownPageView extends PageViewBase, ArticleHeadingView {
  kind: 'markdown';
  html: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
}

export interface ReactPageView extends PageViewBase {
  kind: 'react';
  /** markup rendered by sitegen from the site's own React page component */
  html: string;
}

export interface NotFoundPageView extends PageViewBase {
  kind: 'notFound';
}

export type PageView = DocPageView | CategoryPageView | ApiPageView | MarkdownPageView | ReactPageView | NotFoundPageView;
export type PageKind = PageView['kind'];

/**
 * Props of a site's own React page (`content/pages/*.tsx`, default export). The page may
 * also export `meta: ReactPageMeta`. It renders inside the layout (navbar, footer) and is
 * static HTML: interactive widgets belong in the theme's islands. Class names the theme
 * styles for such pages: `sg-hero`, `sg-hero__title`, `sg-hero__tagline`, `sg-hero__actions`,
 * `sg-button`, `sg-button--primary`, `sg-button--secondary`, `sg-features`, `sg-feature`,
 * `sg-feature__title`, `sg-container`.
 */
export interface ReactPageProps {
  site: { title: string; tagline: string; basePath: string };
  /** a site path ('docs/intro', 'img/logo.svg') → its final href under the base path (a page's with the `trailingSlash` of the config) */
  href: (path: string) => string;
}

export interface ReactPageMeta {
  title?: string;
  description?: string;
  /**
   * The page as Markdown, for its twin (`index.md`, read by coding agents): the body under its
   * title, links made with `href` like the page's own. Without it the twin holds the title and
   * description only.
   */
  markdown?: (props: ReactPageProps) => string;
}
