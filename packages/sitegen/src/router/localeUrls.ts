/**
 * Where each locale's pages live under the site's base path: the default locale at the base
 * path itself, another under its folder ('/widgets/fr/'). The locale builds, their alternates
 * and the crawl take these from here, so that only the router joins or cuts the base path.
 */

/** A locale's folder as the router needs it: '' for the default locale, 'fr' for another. */
export interface LocalePlace {
  path: string;
}

/** The base path of a locale's pages: '/widgets/' and 'fr' → '/widgets/fr/'; the default locale's is the site's own. */
export function localeBasePath(siteBasePath: string, locale: LocalePlace): string {
  return locale.path === '' ? siteBasePath : `${siteBasePath}${locale.path}/`;
}

/** The site's base path, above every locale's folder: '/widgets/' for the base path '/widgets/fr/' of 'fr'. */
export function siteBasePathOf(localeBase: string, locale: LocalePlace): string {
  return locale.path === '' ? localeBase : localeBase.slice(0, localeBase.length - locale.path.length - 1);
}

/**
 * The href of a page of one locale ('/widgets/fr/docs/intro', under `localeBase`) in
 * `other`: the same route under that locale's base path.
 */
export function hrefInLocale(pageHref: string, from: { localeBase: string; locale: LocalePlace }, other: LocalePlace): string {
  const routePath = pageHref.startsWith(from.localeBase) ? pageHref.slice(from.localeBase.length) : '';
  return `${localeBasePath(siteBasePathOf(from.localeBase, from.locale), other)}${routePath}`;
}
