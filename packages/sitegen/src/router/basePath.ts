/**
 * The base path joined to and cut from paths on the site, for the modules that hold the base
 * path alone rather than a router (the servers, the dev server's reloads, the link check).
 * Only the router and config resolution join or cut the base path by hand: tests/basePath.test.ts
 * fails on any other module that does.
 */

/** A path on the site ('docs/intro', '/docs/intro', '') → its href under the base path: '/b/docs/intro'. */
export function hrefUnderBase(basePath: string, sitePath: string): string {
  return basePath + sitePath.replace(/^\/+/, '');
}

/** An href → the path under the base path ('/b/docs/intro' → 'docs/intro', '/b/' → ''), or undefined off it. */
export function pathUnderBase(basePath: string, href: string): string | undefined {
  return href.startsWith(basePath) ? href.slice(basePath.length) : undefined;
}

/** The base path without its closing slash: '/b' for '/b/', the URL a server redirects to the base path; '' for '/'. */
export function baseFolderHref(basePath: string): string {
  return basePath.slice(0, -1);
}

/** An href under the base path, or the base path's folder itself ('/b' for '/b/'). */
export function isUnderBase(basePath: string, href: string): boolean {
  return pathUnderBase(basePath, href) !== undefined || href === baseFolderHref(basePath);
}

/** An href on an origin: 'http://127.0.0.1:3000' and '/b/' → 'http://127.0.0.1:3000/b/'. */
export function urlOnOrigin(origin: string, href: string): string {
  return origin + href;
}
