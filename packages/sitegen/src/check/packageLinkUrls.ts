import type { Route } from '../routes/types.js';

/**
 * Where the links the documented package wrote (doc comments, README) lead, as the crawl names a
 * broken one ('/b/docs/x', '/b/docs/x#part'). With api.strictPackageLinks off, those stay
 * warnings: the link check reported them before anything was written, and the crawl of
 * `--strict-links` lets them pass.
 */
export function packageLinkUrls(routes: readonly Route[]): Set<string> {
  const urls = new Set<string>();
  for (const route of routes) {
    for (const link of route.links) {
      if (link.origin !== 'package') continue;
      const url = new URL(link.href, `http://site${route.page.href}`);
      urls.add(url.pathname);
      if (url.hash.length > 1) urls.add(url.pathname + url.hash);
    }
  }
  return urls;
}
