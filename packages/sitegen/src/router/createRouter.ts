/**
 * Every URL of the site comes from here, made once from the resolved config before any
 * stage runs (TypeDoc's router is the model): where each kind of page lives (its route
 * path), the file it is written to, and its href under the base path. Nothing else joins
 * the base path to a path. The router is plain data and pure functions, so worker threads
 * rebuild the same one from `RouterConfig`.
 */
import type { ResolvedConfig } from '../config/types.js';

/** What the router is made from: copied as it is to worker threads. */
export interface RouterConfig {
  /** '/gswap-sdk/': starts and ends with '/' */
  basePath: string;
  /** the site's origin, 'https://galachain.github.io', or '' */
  origin: string;
  /** route path of the docs: 'docs' */
  docsRoutePath: string;
  /** route path of the API reference: 'docs/api' */
  apiRoutePath: string;
}

/** The router's part of the resolved config. */
export function routerConfigOf(config: Pick<ResolvedConfig, 'baseUrl' | 'url' | 'docsRouteBasePath' | 'api'>): RouterConfig {
  return {
    basePath: config.baseUrl,
    origin: config.url,
    docsRoutePath: config.docsRouteBasePath,
    apiRoutePath: join(config.docsRouteBasePath, config.api?.routeBasePath ?? 'api'),
  };
}

/** A page of the site and, for a symbol, the anchor on it. */
export interface RouteLocation {
  routePath: string;
  anchor?: string;
}

export interface Router {
  readonly config: RouterConfig;
  readonly basePath: string;
  /** a path on the site ('docs/intro', '/docs/intro', 'assets/x.css', '') → its href, '/gswap-sdk/docs/intro' */
  href(sitePath: string): string;
  /** a page (and an anchor on it) → its href */
  hrefOf(location: RouteLocation): string;
  /**
   * A site path as an author writes it in a link ('/docs/intro'): under the base path; one
   * that already starts with the base path is kept as it is.
   */
  linkHref(sitePath: string): string;
  /** an href → the absolute URL on the site's origin (sitemap, llms.txt) */
  absoluteUrl(href: string): string;
  /** where a page is written: '' → 'index.html', 'docs/intro' → 'docs/intro/index.html' */
  outputFile(routePath: string): string;
  /** a written page → its href: 'docs/intro/index.html' → '/gswap-sdk/docs/intro' */
  pageHrefOfFile(outputFile: string): string;
  /** the docs' own route path, the docs root */
  readonly docsRoutePath: string;
  /**
   * A doc's route: 'docs/<id>', or its slug (absolute: under the docs; relative: in place
   * of the file's name, in the file's folder).
   */
  docRoutePath(doc: { id: string; slug?: string }): string;
  /** a category's generated index ('category/<slug>', or its own slug) under the docs */
  categoryRoutePath(slug: string): string;
  /** a page of the API reference: apiRoutePath('classes', 'GSwap') → 'docs/api/classes/GSwap'; () → the index */
  apiRoutePath(...segments: string[]): string;
  /** where the not-found page is written, and its href */
  readonly notFound: { routePath: string; outputFile: string; href: string };
  /** a page's Markdown twin: 'docs/intro' → 'docs/intro.md', the home page → 'index.md' */
  markdownTwinFile(routePath: string): string;
  /** the folder of the search index, relative to the output: 'pagefind' */
  readonly searchIndexDir: string;
  /** the href of that folder, '/gswap-sdk/pagefind/' */
  readonly searchIndexHref: string;
  /** where a shared sidebar is written: 'assets/sidebar-<id>.html' */
  sidebarFragmentFile(sidebarId: string): string;
  /** the home page of a locale other than the default: '/gswap-sdk/fr/' */
  localeHref(locale: string): string;
}

/** The folder of the search index in the output (Pagefind's own name for it). */
export const SEARCH_INDEX_DIR = 'pagefind';

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

function join(...parts: string[]): string {
  return parts
    .map(trimSlashes)
    .filter((part) => part !== '')
    .join('/');
}

export function createRouter(config: RouterConfig): Router {
  const { basePath } = config;
  const href = (sitePath: string): string => basePath + sitePath.replace(/^\/+/, '');
  const docsRoutePath = trimSlashes(config.docsRoutePath);
  const apiBase = trimSlashes(config.apiRoutePath);
  const notFoundFile = '404.html';
  return {
    config,
    basePath,
    href,
    hrefOf: (location) => href(location.routePath) + (location.anchor === undefined ? '' : `#${location.anchor}`),
    linkHref: (sitePath) => (sitePath.startsWith(basePath) || `${sitePath}/` === basePath ? sitePath : href(sitePath)),
    absoluteUrl: (pageHref) => config.origin + pageHref,
    outputFile: (routePath) => (routePath === '' ? 'index.html' : `${routePath}/index.html`),
    pageHrefOfFile: (outputFile) => href(outputFile.replace(/(?:^|\/)index\.html$/, '')),
    docsRoutePath,
    docRoutePath({ id, slug }) {
      if (slug === undefined) return join(docsRoutePath, id);
      if (slug.startsWith('/')) return join(docsRoutePath, slug);
      const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
      return join(docsRoutePath, dir, slug);
    },
    categoryRoutePath: (slug) => join(docsRoutePath, slug),
    apiRoutePath: (...segments) => join(apiBase, ...segments),
    notFound: { routePath: '404', outputFile: notFoundFile, href: href(notFoundFile) },
    markdownTwinFile: (routePath) => `${routePath === '' ? 'index' : routePath}.md`,
    searchIndexDir: SEARCH_INDEX_DIR,
    searchIndexHref: href(`${SEARCH_INDEX_DIR}/`),
    sidebarFragmentFile: (sidebarId) => `assets/sidebar-${sidebarId.replace(/[^\w-]/g, '_')}.html`,
    localeHref: (locale) => href(`${locale}/`),
  };
}

/** True for URLs that leave the site (a scheme, or protocol-relative). */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}
