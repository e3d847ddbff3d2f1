/**
 * The site configuration as a user writes it (`UserConfig`, in `sitegen.config.ts` through
 * `defineConfig`) and as every stage reads it (`ResolvedConfig`: validated, defaults filled,
 * paths absolute). Config is resolved exactly once.
 */
import type { SiteLocale } from '../locales/types.js';
import type { MarkdownPlugins, PluginConfig } from '../plugins/types.js';
import type { ColorMode, HeadTagView, NavbarPosition, ThemeStrings } from '../view/index.js';

interface NavbarItemCommon {
  /**
   * the side of the navbar the item sits on
   * @defaultValue 'left'
   */
  position?: NavbarPosition;
  /** a class name added to the item's element, for the site's CSS */
  className?: string;
}

/** A default link: `to` is a site path (under the base path), `href` a full URL. */
export interface NavbarLinkItem extends NavbarItemCommon {
  /**
   * what the item is: a link (`default`, the type of an item without one), a `dropdown`, the
   * `search` box, raw `html`, a `doc`, the first doc of a sidebar (`docSidebar`), a docs
   * version (`docsVersion`), the version menu (`docsVersionDropdown`) or the locale menu
   * (`localeDropdown`)
   * @defaultValue 'default'
   */
  type?: 'default';
  /** the text shown; a `doc` item shows the doc's title without it */
  label: string;
  /** a path on this site, under the base path ('/docs/intro'); checked by the link check */
  to?: string;
  /** a full URL of another site, opened as an external link */
  href?: string;
  /** a path prefix under which this item shows as active */
  activeBasePath?: string;
}

export interface NavbarDropdownItem extends NavbarItemCommon {
  type: 'dropdown';
  label: string;
  to?: string;
  href?: string;
  /** a dropdown's entries: links (`to` or `href`), `doc`, `docSidebar` or `html` */
  items: NavbarDropdownChild[];
}

export type NavbarDropdownChild =
  | {
      /**
       * a link (`default`), a `doc`, the first doc of a sidebar (`docSidebar`) or raw `html`
       * @defaultValue 'default'
       */
      type?: 'default';
      /** the text shown */
      label: string;
      /** a path on this site, under the base path */
      to?: string;
      /** a full URL of another site */
      href?: string;
    }
  | {
      type: 'doc';
      /** the doc's id: its path under `content/docs` without extension */
      docId: string;
      label?: string;
    }
  | {
      type: 'docSidebar';
      /** a key of `sidebars` */
      sidebarId: string;
      label?: string;
    }
  | {
      type: 'html';
      /** HTML written as it is (trusted: it is the site's own) */
      value: string;
    };

export interface NavbarLocaleDropdownItem extends NavbarItemCommon {
  type: 'localeDropdown';
}

export interface NavbarSearchItem extends NavbarItemCommon {
  type: 'search';
}

export interface NavbarHtmlItem extends NavbarItemCommon {
  type: 'html';
  /** for `html`: the HTML written as it is (trusted: it is the site's own) */
  value: string;
}

/** A link to one doc, by its id (its path under `content/docs` without extension). */
export interface NavbarDocItem extends NavbarItemCommon {
  type: 'doc';
  /** for `doc`: the doc's id, its path under `content/docs` without extension ('guides/install') */
  docId: string;
  label?: string;
}

/** A link to the first doc of a sidebar. */
export interface NavbarDocSidebarItem extends NavbarItemCommon {
  type: 'docSidebar';
  /** for `docSidebar`: a key of `sidebars`; the item links to its first doc */
  sidebarId: string;
  label: string;
}

/** A link to one docs version: the named one, or by default the latest (the version at /docs). */
export interface NavbarDocsVersionItem extends NavbarItemCommon {
  type: 'docsVersion';
  label?: string;
  /**
   * for `docsVersion`: a version name of versions.json, or 'current'
   * @defaultValue the latest version
   */
  version?: string;
  /**
   * for `docsVersion` and `docsVersionDropdown`: the docs the versions are of (Docusaurus's
   * name; a site has one docs area)
   * @defaultValue 'default'
   */
  docsPluginId?: string;
}

export interface NavbarDocsVersionDropdownItem extends NavbarItemCommon {
  type: 'docsVersionDropdown';
  docsPluginId?: string;
  /**
   * for `docsVersionDropdown`: version names to show, in order; each must exist
   * @defaultValue every version
   */
  versions?: string[];
}

export type NavbarItem =
  | NavbarLinkItem
  | NavbarDropdownItem
  | NavbarLocaleDropdownItem
  | NavbarSearchItem
  | NavbarHtmlItem
  | NavbarDocItem
  | NavbarDocSidebarItem
  | NavbarDocsVersionItem
  | NavbarDocsVersionDropdownItem;

export interface FooterLink {
  /** the text shown */
  label: string;
  /** a path on this site, under the base path ('/docs/intro'); one of `to` and `href` is needed */
  to?: string;
  /** a full URL of another site */
  href?: string;
}

export interface FooterGroup {
  /** the group's heading */
  title: string;
  /** the group's links */
  items: FooterLink[];
}

export interface AnnouncementBarConfig {
  /** names this announcement: a reader who closed it sees it again only when the id changes */
  id: string;
  /** the text, HTML allowed */
  content: string;
  /**
   * a CSS colour
   * @defaultValue '#fff'
   */
  backgroundColor?: string;
  /**
   * a CSS colour
   * @defaultValue '#000'
   */
  textColor?: string;
  /**
   * whether the reader can close it
   * @defaultValue true
   */
  isCloseable?: boolean;
}

export interface SidebarConfig {
  /** 'autogenerated': from the folders and positions of `content/docs` (optionally one folder); 'api': the API reference */
  type: 'autogenerated' | 'api';
  /**
   * for 'autogenerated': a folder under content/docs, named without number prefixes
   * @defaultValue the whole docs folder
   */
  dirName?: string;
  /** folders (relative to `dirName`) left out of an autogenerated sidebar */
  exclude?: string[];
}

/** A category's own page in a sidebars file: a doc, or a generated index of its items. */
export type SidebarCategoryLinkConfig =
  | { type: 'doc'; id: string }
  | {
      type: 'generated-index';
      /** the page's title, default the category's label */
      title?: string;
      description?: string;
      /** its route under the docs, default 'category/<label slugified>' */
      slug?: string;
    };

/** A category of a sidebars file. */
export interface SidebarCategoryConfig {
  type: 'category';
  label: string;
  items: SidebarItemConfig[];
  link?: SidebarCategoryLinkConfig;
  /** @defaultValue true */
  collapsible?: boolean;
  /** @defaultValue true */
  collapsed?: boolean;
  className?: string;
  /** shown on the category's card in a generated index */
  description?: string;
}

/**
 * One item of a sidebar written out (Docusaurus's sidebars format): a doc id, an item
 * object, or the shorthand `{ 'Category label': [items] }`.
 * @documentedElsewhere the sidebars file, in sitegen's Markdown guide
 */
export type SidebarItemConfig =
  | string
  /** a doc by its id, with its own label and class if given */
  | { type: 'doc'; id: string; label?: string; className?: string }
  /** a link to a doc that does not make this sidebar the doc's sidebar */
  | { type: 'ref'; id: string; label?: string; className?: string }
  /** a link to a URL or a site path */
  | { type: 'link'; href: string; label: string; className?: string }
  /** trusted HTML shown as it is */
  | { type: 'html'; value: string; className?: string; defaultStyle?: boolean }
  | SidebarCategoryConfig
  /** the items of a folder under content/docs, as an autogenerated sidebar would list them */
  | { type: 'autogenerated'; dirName: string }
  /** the API reference's items (its index, the globals page and a category per kind) */
  | { type: 'api'; label?: string }
  | { [categoryLabel: string]: SidebarItemConfig[] };

/**
 * A sidebar: generated (`{type: 'autogenerated'}` from the docs folders, `{type: 'api'}` the
 * API reference), or written out item by item as Docusaurus's sidebars file has it.
 */
export type SidebarDefinition = SidebarConfig | SidebarItemConfig[] | { [categoryLabel: string]: SidebarItemConfig[] };

/** The default export of `sidebars.ts`: sidebars by id, as in Docusaurus (`satisfies SidebarsConfig`). */
export type SidebarsConfig = Record<string, SidebarDefinition>;

export interface ApiConfig {
  /**
   * what the reference documents: package names ('viem', '@uniswap/sdk-core', 'viem/chains'),
   * found as TypeScript finds an import from the site folder, or declaration files relative to
   * the site folder
   */
  entryPoints: string[];
  /** the tsconfig TypeDoc reads the declarations with, relative to the site folder */
  tsconfig?: string;
  /**
   * glob patterns of declarations left out
   * @defaultValue []
   */
  exclude?: string[];
  /**
   * the reference's route under the docs route: 'api' puts it at /docs/api/
   * @defaultValue 'api'
   */
  routeBasePath?: string;
  /**
   * the sidebar of type 'api' that lists the reference (added when `sidebars` declares none)
   * @defaultValue 'api'
   */
  sidebarId?: string;
  /**
   * a Markdown file shown on the API index page, relative to the site folder
   * @defaultValue the package's README
   */
  readme?: string;
  /**
   * external type names mapped to documentation URLs, e.g. `{ BigNumber: 'https://…' }`;
   * other external types are plain text
   * @defaultValue {}
   */
  externalLinks?: Record<string, string>;
  /**
   * the package's name as the reference shows it
   * @defaultValue the `name` of the nearest package.json above the entry point
   */
  packageName?: string;
  /**
   * the package's version as the reference shows it
   * @defaultValue the `version` of that package.json
   */
  packageVersion?: string;
  /**
   * the package's own documentation site: site-relative links in its doc comments
   * ('/docs/actions') go there ('https://viem.sh/docs/actions') instead of into this site
   */
  packageDocsUrl?: string;
  /**
   * whether broken links in the package's doc comments and README fail `--strict`
   * @defaultValue true
   */
  strictPackageLinks?: boolean;
}

/** How a docs version is announced above its pages. */
export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** Options of one docs version (`current`, or a name of versions.json). */
export interface DocsVersionOptions {
  /**
   * shown in the version dropdown
   * @defaultValue the name; `currentVersionLabel` for current
   */
  label?: string;
  /**
   * its route under the docs
   * @defaultValue 'next' for current, '' for the latest, else the name
   */
  path?: string;
  /**
   * the banner above its pages
   * @defaultValue 'unreleased' for current, 'none' for the latest, 'unmaintained' for older ones
   */
  banner?: VersionBanner;
}

/**
 * The docs' versions. The released ones are listed in `versions.json` beside the config
 * (newest first, written by `sitegen docs:version <name>`); `current` is content/docs.
 */
export interface DocsConfig {
  /**
   * the label of the current docs (content/docs); the default reads in each locale's words (the theme's `nextVersion`)
   * @defaultValue 'Next'
   */
  currentVersionLabel?: string;
  /**
   * options by version name ('current' or a name of versions.json)
   * @defaultValue {}
   */
  versions?: Record<string, DocsVersionOptions>;
  /**
   * build only these versions (names of versions.json, and 'current'): keeps dev builds fast
   * @defaultValue every version
   */
  onlyIncludeVersions?: string[];
}

/**
 * The site's languages. The default locale's pages are at the base path; each other locale's
 * at `<base path><locale>/`, from the translated files under `i18n/<locale>/` (a page with no
 * translation shows the default locale's, marked untranslated).
 */
export interface I18nConfig {
  /** the locale of the content under `content/`, built at the base path */
  defaultLocale: string;
  /** every locale built, the default one included: 'en', 'fr', 'ar' */
  locales: string[];
  /** how each locale is named and written, by locale */
  localeConfigs?: Record<string, LocaleConfig>;
}

/** One locale's name and writing. */
export interface LocaleConfig {
  /**
   * the locale's name in the locale dropdown, in its own language ('Français')
   * @defaultValue the locale's own name (Intl.DisplayNames), else the locale itself
   */
  label?: string;
  /**
   * the writing direction: `<html dir>`; 'rtl' mirrors the layout
   * @defaultValue 'rtl' for Arabic, Hebrew, Persian and Urdu, else 'ltr'
   */
  direction?: 'ltr' | 'rtl';
  /**
   * the BCP 47 tag of `<html lang>` and of hreflang ('fr-FR')
   * @defaultValue the locale itself
   */
  htmlLang?: string;
  /**
   * the locale's folder under the base path: `/<path>/`
   * @defaultValue the locale itself
   */
  path?: string;
}

/** A tag in every page's <head>: `{ tagName: 'meta', attributes: { name: 'x', content: 'y' } }`. */
export type HeadTag = HeadTagView;

/**
 * What `sitegen.config.ts` default-exports, through `defineConfig`. Every key but `title` is
 * optional. sitegen's own docs site generates its configuration reference from the comments
 * here: a key without a description fails its test.
 */
export interface UserConfig {
  /** the site's name: the navbar's title, the end of every page's `<title>`, `og:site_name` */
  title: string;
  /**
   * a line under the title on the home page, and the description of `llms.txt`
   * @defaultValue ''
   */
  tagline?: string;
  /**
   * the site's origin alone, such as 'https://example.github.io' (a path goes in `baseUrl`):
   * the sitemap's addresses, canonical links and `og:url` start with it; without it the build
   * warns once
   */
  url?: string;
  /**
   * the path the site is served under, such as '/sitegen/': every link, asset and route starts
   * with it (a path, not a URL; no '..', '?', '#', '%', '\' or spaces)
   * @defaultValue '/'
   */
  baseUrl?: string;
  /**
   * whether pages' URLs end with '/' (Docusaurus's option): `true` links to `/docs/intro/`,
   * `false` links to `/docs/intro` and writes each page as `docs/intro.html` (for hosts that
   * redirect a folder's URL to add a slash); unset links to `/docs/intro` and writes
   * `docs/intro/index.html`. Hrefs, canonical links, `og:url`, the sitemap and llms.txt follow it.
   */
  trailingSlash?: boolean;
  /** the icon of the browser tab: a path under the static folder ('img/favicon.svg') */
  favicon?: string;
  /** the social card of every page (og:image): a site path under static/ ('img/card.png') or a URL; front matter `image` overrides it */
  image?: string;
  /**
   * keeps the whole site out of search engines: a robots meta on every page, and robots.txt disallows all
   * @defaultValue false
   */
  noIndex?: boolean;
  /**
   * each doc shows when its file was last changed in git, from one `git log` for the whole
   * content folder (nothing outside a git repository)
   * @defaultValue false
   */
  lastUpdated?:
    | boolean
    | {
        /**
         * show who made that change too
         * @defaultValue false
         */
        author?: boolean;
      };
  /**
   * stylesheets of the site, relative to this file, bundled after the theme's and the plugins' in this order
   * @defaultValue []
   */
  customCss?: string[];
  /**
   * tags added at the end of every page's `<head>` (analytics, verification...)
   * @defaultValue []
   */
  headTags?: HeadTag[];
  /**
   * the `lang` of every page
   * @defaultValue `i18n.defaultLocale`, else 'en'
   */
  lang?: string;
  /**
   * the folder of `docs/` and `pages/`, relative to this file
   * @defaultValue 'content'
   */
  contentDir?: string;
  /**
   * the folder copied as it is into the output (`static/img/a.png` → `img/a.png`), relative to this file
   * @defaultValue 'static'
   */
  staticDir?: string;
  /**
   * where `sitegen build` writes, relative to this file: a new or empty folder, or one sitegen wrote
   * @defaultValue 'build'
   */
  outDir?: string;
  /** which files the pages and the config may reach: images, static files, MDX imports */
  files?: {
    /**
     * folders outside this file's folder whose files may be published too (a monorepo's shared
     * `assets/`), relative to this file; a file outside the site's folder and these, or in a
     * hidden file or folder (`.env`, `.git`), is refused
     * @defaultValue []
     */
    allow?: string[];
  };
  /**
   * the route of the docs area under the base path
   * @defaultValue 'docs'
   */
  docsRouteBasePath?: string;
  /** the doc the docs root shows; without it the root lists the first sidebar's top-level items as cards */
  docsRootDocId?: string;
  /** each doc gets an 'Edit this page' link to `<editUrl>/<its path from the site folder>` */
  editUrl?: string;
  /** the bar at the top of every page */
  navbar?: {
    /**
     * the text beside the logo
     * @defaultValue the site's `title`
     */
    title?: string;
    /** the logo beside the title */
    logo?: {
      /** the image, a path under the static folder */
      src: string;
      /**
       * its alternative text
       * @defaultValue the site's `title`
       */
      alt?: string;
      /** the image shown in dark mode instead */
      srcDark?: string;
    };
    /**
     * hide the navbar while the reader scrolls down, show it when they scroll up
     * @defaultValue false
     */
    hideOnScroll?: boolean;
    /**
     * the navbar's items, left to right on each side
     * @defaultValue []
     */
    items?: NavbarItem[];
  };
  /** the footer of every page */
  footer?: {
    /**
     * the footer's colours
     * @defaultValue 'dark'
     */
    style?: 'light' | 'dark';
    /**
     * columns of links
     * @defaultValue []
     */
    links?: FooterGroup[];
    /** the line under the links, HTML allowed */
    copyright?: string;
  };
  /** a banner above the navbar on every page */
  announcementBar?: AnnouncementBarConfig;
  /** light and dark mode */
  colorMode?: {
    /**
     * the mode a first visit shows ('system': the reader's system setting)
     * @defaultValue 'dark'
     */
    defaultMode?: ColorMode;
    /**
     * hide the navbar's light/dark switch
     * @defaultValue false
     */
    disableSwitch?: boolean;
    /**
     * follow the reader's system setting until they choose
     * @defaultValue false
     */
    respectPrefersColorScheme?: boolean;
  };
  /**
   * the sidebars of the docs, by id (navbar `docSidebar` items name them): `{type: 'autogenerated' | 'api'}`,
   * or items in Docusaurus's sidebars format. A `sidebars.ts` file beside the config holds them
   * instead (its default export), as in Docusaurus.
   * @defaultValue { docs: { type: 'autogenerated' } }
   */
  sidebars?: Record<string, SidebarDefinition>;
  /** the headings 'On this page' lists */
  tableOfContents?: {
    /**
     * the highest heading level listed
     * @defaultValue 2
     */
    minHeadingLevel?: number;
    /**
     * the lowest heading level listed
     * @defaultValue 3
     */
    maxHeadingLevel?: number;
  };
  /** the docs' versions (`sitegen docs:version` makes one) */
  docs?: DocsConfig;
  /**
   * the site's locales
   * @defaultValue { defaultLocale: 'en', locales: ['en'] }
   */
  i18n?: I18nConfig;
  /** an API reference generated from a package's TypeScript declarations (needs `typedoc` installed) */
  api?: ApiConfig;
  /** how Markdown is read and shown */
  markdown?: MarkdownPlugins & {
    /**
     * Shiki themes of code blocks, for light and dark mode
     * @defaultValue { light: 'github-light-default', dark: 'github-dark-default' }
     */
    codeThemes?: {
      /** the theme in light mode */
      light: string;
      /** the theme in dark mode */
      dark: string;
    };
    /**
     * a code block language → the language to highlight it as: `{ fiddle: 'js' }`
     * @defaultValue {}
     */
    codeLanguageAliases?: Record<string, string>;
    /**
     * comments in code blocks that mark lines with a class and are taken out of the code, as
     * Docusaurus's `themeConfig.prism.magicComments`: `{ className: 'code-error', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } }`.
     * Given, it replaces the default: list the highlight comment too to keep it. The class
     * `theme-code-block-highlighted-line` is sitegen's highlighted line; the site's CSS styles the others
     * @defaultValue [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]
     */
    magicComments?: MagicComment[];
    /**
     * link identifiers in TypeScript code blocks and inline code to the API reference
     * @defaultValue true
     */
    linkCodeToApi?: boolean;
    /**
     * a Markdown file larger than this many bytes warns
     * @defaultValue 1048576 (1 MiB)
     */
    largeFileSize?: number;
    /**
     * a Markdown file larger than this many bytes fails the build
     * @defaultValue 5242880 (5 MiB)
     */
    maxFileSize?: number;
    /**
     * raw HTML in Markdown: `'no-scripts'` keeps it but fails the build on what runs code
     * (`<script>`, `<style>`, `<iframe>`, `<object>`, `<embed>`, `on…=` attributes,
     * `javascript:` URLs); `'allow'` keeps all of it, for a site whose every author is trusted;
     * `'escape'` shows all of it as text
     * @defaultValue 'no-scripts'
     */
    rawHtml?: RawHtmlPolicy;
    /**
     * math in Markdown and MDX pages: `$…$` inline and `$$…$$` on lines of its own are rendered
     * with KaTeX as the site is built (HTML and MathML, no script in the browser), and the
     * site's CSS gets KaTeX's stylesheet and fonts, as VitePress's `markdown.math: true`
     * @defaultValue false
     */
    math?: boolean;
    /**
     * how a `.md` file is read, with Docusaurus 3's meaning: `'detect'` reads `.md` as
     * CommonMark and `.mdx` as MDX; `'mdx'` reads every `.md` as MDX too (imports, components,
     * `{expressions}`), as Docusaurus 3 does by default; `'md'` reads every file, `.mdx`
     * included, as CommonMark
     * @defaultValue 'detect'
     */
    format?: MarkdownFormat;
    /**
     * type-check the docs' TypeScript blocks against the installed packages
     * @defaultValue true for a site with an `api` section, else false
     */
    checkExamples?:
      | boolean
      | {
          /** a module, relative to this file, whose exports every example can use without importing them */
          prelude?: string;
        };
  };
  /**
   * the search box (Pagefind): `false` leaves search out
   * @defaultValue { placeholder: 'Search' }
   */
  search?:
    | false
    | {
        /**
         * the text of the empty search box
         * @defaultValue 'Search'
         */
        placeholder?: string;
      };
  /**
   * the theme module: a package name or a path relative to this file
   * @defaultValue '@sitegen/theme'
   */
  theme?: string;
  /**
   * plugins, run in this order: a factory, or `[factory, options]`
   * @defaultValue []
   */
  plugins?: PluginConfig[];
  /**
   * pages that moved: each `from` path (or paths) gets a page that sends the reader to `to` (a site path or a URL)
   * @defaultValue []
   */
  redirects?: RedirectConfig[];
  /**
   * theme components replaced by the site: name → module path relative to this file, whose default export is the component
   * @defaultValue {}
   */
  components?: Record<string, string>;
  /**
   * the site's content was written for VitePress (`sitegen migrate vitepress` writes this key):
   * every Markdown file under `srcDir` is a doc at VitePress's route (`guide/setup.md` →
   * `/guide/setup`, `guide/index.md` → `/guide/`, the docs at the site's root unless
   * `docsRouteBasePath` says otherwise), its links read as VitePress reads them (`./setup`,
   * `./setup.html`, `/guide/`), `:emoji:` shortcodes are shown as emoji, and a page's Vue
   * `<script setup>` and `<style>` blocks are left out with a warning. Without it, nothing changes.
   */
  vitepress?: VitePressConfig;
}

/** A site moved from VitePress: where its pages are and how their routes are made. */
export interface VitePressConfig {
  /**
   * the folder of the Markdown pages, relative to this file (VitePress's `srcDir`); `@/` in
   * snippet imports and includes names it
   * @defaultValue '.'
   */
  srcDir?: string;
  /**
   * a page's path → its route, as VitePress's `rewrites`: `{ 'packages/:pkg/src/:page': ':pkg/:page' }`
   * (`:name` matches one segment, `:name*` the rest of the path; the `.md` may be left out)
   * @defaultValue {}
   */
  rewrites?: Record<string, string>;
  /**
   * files and folders under `srcDir` that are not pages (VitePress's `srcExclude`): globs such as 'README.md' or 'drafts/**'
   * @defaultValue []
   */
  srcExclude?: string[];
}

export interface RedirectConfig {
  /** a site path under the base path, such as '/docs/old-name' */
  from: string | string[];
  /** a site path ('/docs/new-name') or a full URL */
  to: string;
}

/** Constants of SPEC §9 that are not per-site settings but the theme and client need. */
export interface ThemeConstants {
  breakpoint: number;
  progressBarDelayMs: number;
  lazyLoadDelayMs: number;
}

/** A comment that marks code lines (`markdown.magicComments`, Docusaurus's `magicComments`). */
export interface MagicComment {
  /** the class of the lines it marks */
  className: string;
  /** the comment that marks the line after it */
  line?: string;
  /** the comments that mark the lines between them */
  block?: {
    /** the comment before the first line */
    start: string;
    /** the comment after the last line */
    end: string;
  };
}

/** What raw HTML in Markdown may hold (`markdown.rawHtml`). */
export type RawHtmlPolicy = 'no-scripts' | 'allow' | 'escape';

/** How `.md` and `.mdx` files are read (`markdown.format`). */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

export interface ResolvedConfig {
  /** absolute path of the config file */
  configFile: string;
  /** absolute folder of the config file; other paths are resolved from it */
  siteDir: string;
  contentDir: string;
  staticDir: string;
  outDir: string;
  /** where builds keep what the next one reuses: node_modules/.cache/sitegen beside the config */
  cacheDir: string;
  title: string;
  tagline: string;
  url: string;
  /** starts and ends with '/' */
  baseUrl: string;
  /** as given: undefined keeps hrefs without the slash and pages in folders */
  trailingSlash?: boolean;
  favicon?: string;
  image?: string;
  noIndex: boolean;
  lastUpdated: false | { author: boolean };
  /** absolute paths */
  customCss: string[];
  /** `files.allow` as absolute paths */
  files: { allow: string[] };
  headTags: HeadTag[];
  lang: string;
  docsRouteBasePath: string;
  docsRootDocId?: string;
  editUrl?: string;
  navbar: {
    title: string;
    logo?: { src: string; alt: string; srcDark?: string };
    hideOnScroll: boolean;
    /** every item with its position filled ('left' by default) */
    items: (NavbarItem & { position: NavbarPosition })[];
  };
  footer: { style: 'light' | 'dark'; links: FooterGroup[]; copyright?: string };
  announcementBar?: Required<AnnouncementBarConfig>;
  colorMode: { defaultMode: ColorMode; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  sidebars: Record<string, SidebarDefinition>;
  /** the `sidebars.ts` file the sidebars came from, when there is one (named in sidebar errors) */
  sidebarsFile?: string;
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  docs: {
    /** as the site set it; unset, the current docs are labelled in the locale's words (currentDocsLabel) */
    currentVersionLabel?: string;
    versions: Record<string, DocsVersionOptions>;
    onlyIncludeVersions?: string[];
  };
  i18n: I18nConfig;
  /** every locale of the site, the default one first */
  locales: SiteLocale[];
  /** the locale this config builds: the default one, or one `localizeConfig` made it for */
  locale: SiteLocale;
  /** absolute `i18n/<locale>` of a locale other than the default: its translated files */
  localeDir?: string;
  /** `<html dir>`, on a site with several locales or a right-to-left one */
  dir?: 'ltr' | 'rtl';
  /** the theme's words in the locale built; undefined: the theme's English */
  themeStrings?: ThemeStrings;
  api?: Required<Pick<ApiConfig, 'entryPoints' | 'routeBasePath' | 'sidebarId' | 'exclude' | 'externalLinks' | 'strictPackageLinks'>> &
    Pick<ApiConfig, 'tsconfig' | 'readme' | 'packageName' | 'packageVersion' | 'packageDocsUrl'>;
  markdown: Required<MarkdownPlugins> & {
    codeThemes: { light: string; dark: string };
    codeLanguageAliases: Record<string, string>;
    /** undefined: Docusaurus's highlight comments */
    magicComments?: MagicComment[];
    linkCodeToApi: boolean;
    largeFileSize: number;
    maxFileSize: number;
    rawHtml: RawHtmlPolicy;
    math: boolean;
    format: MarkdownFormat;
    /** false, or on with the prelude's absolute path */
    checkExamples: false | { prelude?: string };
  };
  search: false | { placeholder: string };
  /** the theme module's specifier, as written ('@sitegen/theme' by default) */
  theme: string;
  plugins: PluginConfig[];
  redirects: { from: string[]; to: string }[];
  /**
   * the config's code: the local files it imports (plugins, Markdown plugins), and a hash
   * that changes with them and with the versions of the packages they import
   */
  code: ConfigCode;
  /** theme components replaced by the site: name → absolute path of its module */
  components: Record<string, string>;
  /** a site moved from VitePress (`vitepress`), its folder absolute */
  vitepress?: { srcDir: string; rewrites: Record<string, string>; srcExclude: string[] };
  constants: ThemeConstants;
}

/** What the config module is made of, for caches and `sitegen dev` to follow. */
export interface ConfigCode {
  /** absolute paths of the config file and every local module bundled with it */
  files: string[];
  /** changes when any of them, or an imported package's version, changes; '' for a config not read from a file */
  hash: string;
}
