import type { ResolvedConfig } from '../config/types.js';
import { isExternalUrl, type Router } from '../router/createRouter.js';
import type { OutputFile } from './writeSite.js';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A redirect's target as a final href: a URL as it is, a site path under the base path. */
export function redirectHref(to: string, router: Pick<Router, 'href'>): string {
  return isExternalUrl(to) ? to : router.href(to);
}

/**
 * A page per `from` of each redirect, that sends the reader on at once: a meta refresh (no
 * JavaScript needed), a script that keeps the query and the fragment, and a link for the
 * rest. Crawlers follow the canonical link, and do not index the page itself.
 */
export function renderRedirects(
  config: Pick<ResolvedConfig, 'redirects' | 'lang'>,
  router: Pick<Router, 'href' | 'outputFile' | 'absoluteUrl'>,
): OutputFile[] {
  return config.redirects.flatMap((redirect) => {
    const href = redirectHref(redirect.to, router);
    const canonical = isExternalUrl(href) ? href : router.absoluteUrl(href);
    const html =
      `<!DOCTYPE html><html lang="${escapeHtml(config.lang)}"><head><meta charset="utf-8"><title>Moved</title>` +
      `<meta http-equiv="refresh" content="0; url=${escapeHtml(href)}"><link rel="canonical" href="${escapeHtml(canonical)}">` +
      '<meta name="robots" content="noindex">' +
      `<script>location.replace(${JSON.stringify(href).replace(/</g, '\\u003c')} + location.search + location.hash)</script>` +
      `</head><body><p>This page has moved to <a href="${escapeHtml(href)}">${escapeHtml(href)}</a>.</p></body></html>`;
    return redirect.from.map((from) => ({
      path: router.outputFile(from.replace(/^\/+|\/+$/g, '')),
      contents: html,
      source: `the redirect from ${from}`,
    }));
  });
}
