import type { Diagnostic } from '../errors/Diagnostic.js';
import type { Route, RouteLink } from '../routes/types.js';

export interface CheckLinksParams {
  routes: Route[];
  /** links of the navbar, footer and sidebars */
  navigationLinks: RouteLink[];
  basePath: string;
  /** hrefs of files that are not pages (static files, assets) */
  fileHrefs: Iterable<string>;
  /** warnings become errors (CI) */
  strict: boolean;
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
 * Every internal link and anchor checked against the route table, before anything is
 * written. A broken Markdown link or anchor is a warning (an error with `strict`); a
 * broken navigation link is the config's mistake and always an error.
 */
export function checkLinks(params: CheckLinksParams): Diagnostic[] {
  const { routes, basePath, strict } = params;
  const anchors = new Map<string, Set<string>>();
  for (const route of routes) anchors.set(pageKey(route.page.href), new Set(route.anchors));
  const files = new Set([...params.fileHrefs].map(pageKey));
  if (basePath.length > 1) files.add(basePath.slice(0, -1));

  const diagnostics: Diagnostic[] = [];
  const check = (link: RouteLink, fromHref: string): void => {
    // the Markdown stage already reported the .md files and api: symbols it could not resolve
    if (link.href.startsWith('api:') || unresolvedMarkdownFile.test(link.href)) return;
    const hashAt = link.href.indexOf('#');
    const anchor = hashAt === -1 ? '' : decodeURIComponent(link.href.slice(hashAt + 1));
    // relative paths resolve against the page's URL, as the browser does
    const rawPath = new URL(hashAt === -1 ? link.href : link.href.slice(0, hashAt), `http://site${fromHref}`).pathname;
    const target = pageKey(rawPath);
    const isMarkdown = link.origin !== 'navigation';
    const severity = isMarkdown && !strict ? 'warning' : 'error';
    const pageAnchors = anchors.get(target);
    if (pageAnchors === undefined && !files.has(target) && !files.has(rawPath)) {
      diagnostics.push({
        severity,
        code: isMarkdown ? 'links/broken-markdown-link' : 'links/broken',
        message: `broken link to ${link.href}: no page at ${target}`,
        location: link.source,
        hint: target.startsWith(basePath) || `${target}/` === basePath
          ? 'Link to an existing page: a relative .md file, or a site path under the base path.'
          : `Internal links must start with the base path ${basePath}.`,
      });
      return;
    }
    if (anchor !== '' && pageAnchors !== undefined && !pageAnchors.has(anchor)) {
      diagnostics.push({
        severity,
        code: 'links/broken-anchor',
        message: `broken anchor #${anchor} on ${target}`,
        location: link.source,
        hint: 'Use the id of a heading on that page (its text, lower-cased, with spaces as dashes).',
      });
    }
  };
  for (const route of routes) for (const link of route.links) check(link, route.page.href);
  const seen = new Set<string>();
  for (const link of params.navigationLinks) {
    if (seen.has(link.href)) continue;
    seen.add(link.href);
    check(link, basePath);
  }
  return diagnostics;
}
