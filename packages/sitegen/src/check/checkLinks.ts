import type { Diagnostic } from '../errors/Diagnostic.js';
import { baseFolderHref, isUnderBase } from '../router/basePath.js';
import { isExternalUrl, type Router } from '../router/createRouter.js';
import type { Route, RouteLink } from '../routes/types.js';
import { scanHtml } from './scanHtml.js';
import { suggestAnchor, suggestHref } from '../errors/suggestClosest.js';
import { decodeAnchor } from './decodeAnchor.js';

export interface CheckLinksParams {
  routes: Route[];
  /** links of the navbar, footer and sidebars */
  navigationLinks: RouteLink[];
  router: Pick<Router, 'basePath' | 'href'>;
  /** hrefs of files that are not pages (static files, assets) */
  fileHrefs: Iterable<string>;
  /** warnings become errors (CI) */
  strict: boolean;
  /** with `strict`, broken links the documented package wrote (doc comments, README) are errors too (api.strictPackageLinks; default true) */
  strictPackageLinks?: boolean;
}

const unresolvedMarkdownFile = /^(?![a-z]+:|\/).*\.mdx?(?:[?#]|$)/i;

/** '/b/docs/intro/' and '/b/docs/intro/index.html' → '/b/docs/intro' */
function pageKey(pathname: string): string {
  let key = pathname;
  if (key.endsWith('/index.html')) key = key.slice(0, -'index.html'.length);
  if (key.length > 1 && key.endsWith('/')) key = key.slice(0, -1);
  try {
    return decodeURI(key);
  } catch {
    return key;
  }
}

/**
 * A React page's markup is the page author's: its links and ids are read from the
 * rendered HTML, and its broken links fail the build like the navigation's.
 */
function withReactLinks(route: Route): Route {
  if (route.page.kind !== 'react') return route;
  const scanned = scanHtml(route.page.html);
  const links = scanned.hrefs
    .filter((href) => href !== '' && !isExternalUrl(href))
    .map((href): RouteLink => ({ href, source: { file: route.source }, origin: 'react' }));
  return { ...route, anchors: [...route.anchors, ...scanned.ids], links: [...route.links, ...links] };
}

/** An image's `src` names no file the site has (a page is no image either). */
function brokenImage(link: RouteLink, target: string, severity: Diagnostic['severity']): Diagnostic {
  return {
    severity,
    code: 'links/broken-image',
    message: `broken image ${link.href}${link.via === undefined ? '' : ` (${link.via})`}: no file at ${target}`,
    location: link.source,
    hint: 'A site path (/img/logo.svg) names a file of the static folder (static/img/logo.svg); a path relative to the Markdown file is copied with the page.',
  };
}

const PACKAGE_LINK_HINT =
  "The package's authors wrote it for their own site or repository: api.packageDocsUrl sends the site-relative links of its doc comments to their site, api.readme replaces its README, api.strictPackageLinks: false lets --strict-links pass.";

/**
 * The links of the package's doc comments, one per target: a summary shows on its export's
 * page, the index and globals, and its links are reported once, from the deepest page.
 */
function onePerTarget(routes: readonly Route[]): { link: RouteLink; fromHref: string }[] {
  const chosen = new Map<string, { link: RouteLink; fromHref: string }>();
  for (const route of routes) {
    for (const link of route.links) {
      if (link.origin !== 'package') continue;
      const url = new URL(link.href, `http://site${route.page.href}`);
      const key = url.pathname + url.hash;
      const before = chosen.get(key);
      if (before === undefined || route.page.href.length > before.fromHref.length) chosen.set(key, { link, fromHref: route.page.href });
    }
  }
  return [...chosen.values()];
}

/**
 * Every internal link and anchor checked against the route table, before anything is
 * written. A broken Markdown (or API comment) link or anchor is a warning, an error with
 * `strict` (one the package's authors wrote, only with `strictPackageLinks`); a broken link
 * of the navigation or of a React page is an error. Near misses name the page or anchor
 * most likely meant.
 */
export function checkLinks(params: CheckLinksParams): Diagnostic[] {
  const { router, strict } = params;
  const { basePath } = router;
  const routes = params.routes.map(withReactLinks);
  const anchors = new Map<string, Set<string>>();
  for (const route of routes) anchors.set(pageKey(route.page.href), new Set(route.anchors));
  const files = new Set([...params.fileHrefs].map(pageKey));
  if (basePath !== '/') files.add(baseFolderHref(basePath));
  const pageHrefs = routes.filter((route) => route.page.kind !== 'notFound').map((route) => pageKey(route.page.href));

  const diagnostics: Diagnostic[] = [];
  const check = (link: RouteLink, fromHref: string): void => {
    // the Markdown stage already reported the .md files and api: symbols it could not resolve
    if (link.href.startsWith('api:') || unresolvedMarkdownFile.test(link.href)) return;
    const hashAt = link.href.indexOf('#');
    const anchor = hashAt === -1 ? '' : decodeAnchor(link.href.slice(hashAt + 1));
    // relative paths resolve against the page's URL, as the browser does
    const rawPath = new URL(hashAt === -1 ? link.href : link.href.slice(0, hashAt), `http://site${fromHref}`).pathname;
    const target = pageKey(rawPath);
    const isWarning =
      link.origin === 'package'
        ? !(strict && (params.strictPackageLinks ?? true))
        : (link.origin === 'markdown' || link.origin === 'api' || link.kind === 'image') && !strict;
    const severity = isWarning ? 'warning' : 'error';
    const from = link.via === undefined ? '' : ` (${link.via})`;
    const pageAnchors = anchors.get(target);
    if (link.kind === 'image') {
      if (!files.has(target) && !files.has(rawPath)) diagnostics.push(brokenImage(link, target, severity));
      return;
    }
    if (pageAnchors === undefined && !files.has(target) && !files.has(rawPath)) {
      const underBase = isUnderBase(basePath, target);
      const meant = suggestHref(underBase ? target : pageKey(router.href(target)), pageHrefs);
      diagnostics.push({
        severity,
        code: link.origin === 'navigation' || link.origin === 'react' ? 'links/broken' : 'links/broken-markdown-link',
        // the resolved path is said only when it differs from what was written (relative, query, trailing slash)
        message: `broken link to ${link.href}${from}: ${target === link.href ? 'no such page' : `no page at ${target}`}`,
        location: link.source,
        hint:
          meant !== undefined
            ? `Did you mean ${meant}?`
            : link.origin === 'package'
              ? PACKAGE_LINK_HINT
              : underBase
                ? 'Link to an existing page: a relative .md file, or a site path under the base path.'
                : `Internal links must start with the base path ${basePath}.`,
      });
      return;
    }
    if (anchor !== '' && pageAnchors !== undefined && !pageAnchors.has(anchor)) {
      const meant = suggestAnchor(anchor, pageAnchors);
      diagnostics.push({
        severity,
        code: 'links/broken-anchor',
        message: `broken anchor #${anchor} on ${target}${from}`,
        location: link.source,
        hint:
          meant !== undefined
            ? `Did you mean #${meant}?`
            : 'Use the id of a heading on that page (its text, lower-cased, with spaces as dashes).',
      });
    }
  };
  for (const route of routes) for (const link of route.links) if (link.origin !== 'package') check(link, route.page.href);
  for (const { link, fromHref } of onePerTarget(routes)) check(link, fromHref);
  const seen = new Set<string>();
  for (const link of params.navigationLinks) {
    const key = `${link.href}\n${link.via ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    check(link, basePath);
  }
  return diagnostics;
}
