/**
 * Every URL of the site comes from here, made once from the resolved config before any
 * stage runs (TypeDoc's router is the model): where each kind of page lives (its route
 * path), the file it is written to, and its href under the base path. Nothing else joins
 * the base path to a path. The router is plain data and pure functions, so worker threads
 * rebuild the same one from `RouterConfig`.
 */
import type { ResolvedConfig } from '../config/types.js';
import { hrefUnderBase, pathUnderBase, urlOnOrigin } from './basePath.js';

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
  /**
   * the docs versions built, each with its path under the docs route ('' for the latest,
   * 'next' for the current docs, '1.0'); absent when the docs have one version
   */
  versions?: RouterVersion[];
  /** the version whose docs this router places (`forVersion`); absent: the one at the docs route */
  version?: string;
  /**
   * pages' hrefs end with '/' (true) or never do (false: each page is written as `x.html`);
   * absent: hrefs without the slash, pages written as `x/index.html`
   */
  trailingSlash?: boolean;
}

/** A docs version as the router places it. */
export interface RouterVersion {
  name: string;
  /** under the docs route: '' for the docs route itself */
  path: string;
}

/** The router's part of the resolved config; `versions`: the docs versions built, when more than one. */
export function routerConfigOf(
  config: Pick<ResolvedConfig, 'baseUrl' | 'url' | 'docsRouteBasePath' | 'api' | 'trailingSlash'>,
  versions: readonly RouterVersion[] = [],
): RouterConfig {
  return {
    basePath: config.baseUrl,
    origin: config.url,
    docsRoutePath: config.docsRouteBasePath,
    apiRoutePath: join(config.docsRouteBasePath, config.api?.routeBasePath ?? 'api'),
    ...(versions.length > 1 ? { versions: versions.map(({ name, path }) => ({ name, path: trimSlashes(path) })) } : {}),
    ...(config.trailingSlash === undefined ? {} : { trailingSlash: config.trailingSlash }),
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
  /** a path on the site ('docs/intro', '/docs/intro', 'assets/x.css', '') → its href, '/gswap-sdk/docs/intro', as written */
  href(sitePath: string): string;
  /** a page's route path → its href, with the trailing slash `trailingSlash` asks for */
  pageHref(routePath: string): string;
  /** a page (and an anchor on it) → its href */
  hrefOf(location: RouteLocation): string;
  /**
   * A site path an author wrote (a navbar or footer `to`, a redirect's `to`) → its href: a
   * path to a page (no file extension) gets the trailing slash `trailingSlash` asks for.
   */
  sitePathHref(sitePath: string): string;
  /**
   * A site path as an author writes it in a link ('/docs/intro'): under the base path; one
   * that already starts with the base path is kept as it is.
   */
  linkHref(sitePath: string): string;
  /** an href → its path under the base path ('/gswap-sdk/docs/intro' → 'docs/intro'), or undefined when it is off it */
  sitePathOf(href: string): string | undefined;
  /** an href → the absolute URL on the site's origin (sitemap, llms.txt) */
  absoluteUrl(href: string): string;
  /** where a page is written: '' → 'index.html', 'docs/intro' → 'docs/intro/index.html' ('docs/intro.html' with `trailingSlash: false`) */
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
  /**
   * The router of one docs version: its docs, categories, API reference and shared sidebars
   * under the version's path, and site paths written in its docs ('/docs/x') kept inside it
   * unless they name a version. With one version, this router itself.
   */
  forVersion(name: string): Router;
}

/** The folder of the search index in the output (Pagefind's own name for it). */
export const SEARCH_INDEX_DIR = 'pagefind';

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/** The last segment names a file ('x.css', 'sitemap.xml'), not a page; '1.0', a version's route, is a page. */
const FILE_EXTENSION = /\.[a-z][a-z0-9]*$/i;

/**
 * `trailingSlash` applied to a page's href, its query and hash kept: true ends the path with
 * '/', false takes the '/' off, undefined leaves it as it is. The root keeps its '/'.
 */
function applyTrailingSlash(pageHref: string, trailingSlash: boolean | undefined, basePath: string): string {
  if (trailingSlash === undefined) return pageHref;
  const at = pageHref.search(/[?#]/);
  const pathPart = at === -1 ? pageHref : pageHref.slice(0, at);
  if (pathPart === basePath || pathPart === '' || pathPart === '/') return pageHref;
  const trimmed = pathPart.replace(/\/+$/, '');
  return (trailingSlash ? `${trimmed}/` : trimmed) + (at === -1 ? '' : pageHref.slice(at));
}

/** The same for a path an author wrote, which may name a file rather than a page. */
function applyTrailingSlashToPath(sitePathHref: string, trailingSlash: boolean | undefined, basePath: string): string {
  const pathPart = sitePathHref.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return FILE_EXTENSION.test(pathPart) ? sitePathHref : applyTrailingSlash(sitePathHref, trailingSlash, basePath);
}

function join(...parts: string[]): string {
  return parts
    .map(trimSlashes)
    .filter((part) => part !== '')
    .join('/');
}

/** Where one version's docs go: the docs route and API route with its path, and site paths moved into it. */
function placeVersion(config: RouterConfig): {
  path: string;
  docsRoutePath: string;
  apiBase: string;
  inVersion: (sitePath: string) => string;
} {
  const docsRoot = trimSlashes(config.docsRoutePath);
  const apiBase = trimSlashes(config.apiRoutePath);
  const path = config.versions?.find((version) => version.name === config.version)?.path ?? '';
  if (path === '') return { path, docsRoutePath: docsRoot, apiBase, inVersion: (sitePath) => sitePath };
  const docsRoutePath = join(docsRoot, path);
  const isUnder = (sitePath: string, routePath: string): boolean => sitePath === routePath || sitePath.startsWith(`${routePath}/`);
  // a link to another version's page ('/docs/1.0/x') names it: only the docs' own paths move
  const versionRoots = (config.versions ?? []).flatMap((version) => (version.path === '' ? [] : [join(docsRoot, version.path)]));
  return {
    path,
    docsRoutePath,
    apiBase: join(docsRoutePath, isUnder(apiBase, docsRoot) ? apiBase.slice(docsRoot.length) : apiBase),
    inVersion(sitePath) {
      const trimmed = sitePath.replace(/^\/+/, '');
      const pathPart = trimmed.replace(/[?#].*$/, '');
      if (!isUnder(pathPart, docsRoot) || versionRoots.some((root) => isUnder(pathPart, root))) return sitePath;
      return `/${docsRoutePath}${trimmed.slice(docsRoot.length)}`;
    },
  };
}

export function createRouter(config: RouterConfig): Router {
  return routerOf(config, new Map());
}

/** A router of the family `versionRouters` holds: every version's router is made once, whichever asks for it. */
function routerOf(config: RouterConfig, versionRouters: Map<string | undefined, Router>): Router {
  const { basePath, trailingSlash } = config;
  const href = (sitePath: string): string => hrefUnderBase(basePath, sitePath);
  const pageHref = (routePath: string): string => applyTrailingSlash(href(routePath), trailingSlash, basePath);
  const sitePathHref = (sitePath: string): string => applyTrailingSlashToPath(href(sitePath), trailingSlash, basePath);
  const { path: versionPath, docsRoutePath, apiBase, inVersion } = placeVersion(config);
  const notFoundFile = '404.html';
  const router: Router = {
    config,
    basePath,
    href,
    pageHref,
    hrefOf: (location) => pageHref(location.routePath) + (location.anchor === undefined ? '' : `#${location.anchor}`),
    sitePathHref,
    linkHref: (sitePath) =>
      applyTrailingSlashToPath(
        sitePath.startsWith(basePath) || `${sitePath}/` === basePath ? sitePath : href(inVersion(sitePath)),
        trailingSlash,
        basePath,
      ),
    sitePathOf: (anyHref) => pathUnderBase(basePath, anyHref),
    absoluteUrl: (anyHref) => urlOnOrigin(config.origin, anyHref),
    outputFile: (routePath) =>
      routePath === '' ? 'index.html' : trailingSlash === false ? `${routePath}.html` : `${routePath}/index.html`,
    pageHrefOfFile: (outputFile) => {
      const route = outputFile.replace(/(?:^|\/)index\.html$/, '');
      // '404.html' stays a file's href, but with `trailingSlash: false` every page is one
      return sitePathHref(trailingSlash === false ? route.replace(/\.html$/, '') : route);
    },
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
    sidebarFragmentFile: (sidebarId) => {
      // each version's sidebars are its own: a version off the docs route names its file after its path
      const name = versionPath === '' ? sidebarId : `${versionPath}-${sidebarId}`;
      return `assets/sidebar-${name.replace(/[^\w-]/g, '_')}.html`;
    },
    localeHref: (locale) => href(`${locale}/`),
    forVersion(name) {
      if (config.versions === undefined || name === config.version) return router;
      if (!config.versions.some((version) => version.name === name)) throw new Error(`the router has no docs version '${name}'`);
      let found = versionRouters.get(name);
      if (found === undefined) {
        found = routerOf({ ...config, version: name }, versionRouters);
        versionRouters.set(name, found);
      }
      return found;
    },
  };
  versionRouters.set(config.version, router);
  return router;
}

/** True for URLs that leave the site (a scheme, or protocol-relative). */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}
