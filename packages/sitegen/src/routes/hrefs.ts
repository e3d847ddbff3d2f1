/** True for URLs that leave the site (scheme or protocol-relative). */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** A site path ('docs/intro', '/docs/intro', '') → its final href under the base path. */
export function hrefOf(basePath: string, sitePath: string): string {
  return basePath + sitePath.replace(/^\/+/, '');
}

/** Where a route's page is written: '' → index.html, 'docs/intro' → docs/intro/index.html. */
export function outputFileOf(routePath: string): string {
  return routePath === '' ? 'index.html' : `${routePath}/index.html`;
}
