/** A last path segment with an extension other than .html: a file (Markdown twin, sitemap, index data), not a route. */
const FILE_EXTENSION = /\.(?!html?$)[^./]+$/i;

/**
 * The URL a link leads to when the client router may load it: same origin, under the
 * base path, and a page rather than a file. Null leaves the link to the browser.
 */
export function routeUrl(href: string, currentHref: string, basePath: string): URL | null {
  const url = new URL(href, currentHref);
  if (url.origin !== new URL(currentHref).origin) return null;
  if (!`${url.pathname}/`.startsWith(basePath) || FILE_EXTENSION.test(url.pathname)) return null;
  return url;
}

/** What identifies a page: its path and query, not its #hash. */
export function pageKey(url: URL): string {
  return url.pathname + url.search;
}
