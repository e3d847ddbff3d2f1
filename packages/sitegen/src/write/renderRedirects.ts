import type { ResolvedConfig } from '../config/types.js';
import { isExternalUrl, type Router } from '../router/createRouter.js';
import { renderRedirectPage } from './renderRedirectPage.js';
import type { OutputFile } from './writeSite.js';

/** A redirect's target as a final href: a URL as it is, a site path under the base path. */
export function redirectHref(to: string, router: Pick<Router, 'sitePathHref'>): string {
  return isExternalUrl(to) ? to : router.sitePathHref(to);
}

/** Where a redirect page is written: an old `/guide/setup.html` is that file, for a static host to serve as it is; a route is its page's file. */
function redirectFile(from: string, router: Pick<Router, 'outputFile'>): string {
  const route = from.replace(/^\/+|\/+$/g, '');
  return /\.html?$/i.test(route) ? route : router.outputFile(route);
}

/** A redirect page (renderRedirectPage) for each `from` of the config's redirects. */
export function renderRedirects(
  config: Pick<ResolvedConfig, 'redirects' | 'lang'>,
  router: Pick<Router, 'sitePathHref' | 'outputFile' | 'absoluteUrl'>,
): OutputFile[] {
  return config.redirects.flatMap((redirect) => {
    const href = redirectHref(redirect.to, router);
    const canonical = isExternalUrl(href) ? href : router.absoluteUrl(href);
    const contents = renderRedirectPage({ href, canonical, title: href, lang: config.lang });
    return redirect.from.map((from) => ({
      path: redirectFile(from, router),
      contents,
      source: `the redirect from ${from}`,
    }));
  });
}
