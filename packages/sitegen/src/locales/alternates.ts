import type { ResolvedConfig } from '../config/types.js';
import { hrefInLocale } from '../router/localeUrls.js';
import type { AlternateView, NavbarDropdownEntry, NavbarView, PageView } from '../view/index.js';
import type { SiteLocale } from './types.js';

type LocaleConfig = Pick<ResolvedConfig, 'baseUrl' | 'url' | 'locale' | 'locales'>;

/** The href of a page of this locale in `locale`: the router's, from this locale's base path. */
function hrefIn(config: Pick<ResolvedConfig, 'baseUrl' | 'locale'>, pageHref: string, locale: SiteLocale): string {
  return hrefInLocale(pageHref, { localeBase: config.baseUrl, locale: config.locale }, locale);
}

/**
 * The page in every locale, for `<link rel="alternate" hreflang>` and the sitemap: each
 * locale has every page (an untranslated one shows the default locale's text), at the same
 * route under its folder; 'x-default' is the default locale's.
 */
export function alternatesOf(config: LocaleConfig, pageHref: string): AlternateView[] {
  const url = (locale: SiteLocale): string => config.url + hrefIn(config, pageHref, locale);
  const alternates = config.locales.map((locale) => ({ hreflang: locale.htmlLang, href: url(locale) }));
  const fallback = config.locales.find((locale) => locale.isDefault);
  return fallback === undefined ? alternates : [...alternates, { hreflang: 'x-default', href: url(fallback) }];
}

/** The locale dropdown of a page: each entry leads to this page in its locale; the page's own locale is active. */
export function navbarInLocale(navbar: NavbarView, page: PageView, config: LocaleConfig): NavbarView {
  if (!navbar.items.some((item) => item.type === 'localeDropdown')) return navbar;
  // the not-found page has no route of its own: its entries lead to each locale's home
  const href = page.kind === 'notFound' ? config.baseUrl : page.href;
  const items: NavbarDropdownEntry[] = config.locales.map((locale) => ({
    label: locale.label,
    href: hrefIn(config, href, locale),
    isExternal: false,
    isActive: locale.name === config.locale.name,
    hreflang: locale.htmlLang,
  }));
  return {
    ...navbar,
    items: navbar.items.map((item) => (item.type === 'localeDropdown' ? { ...item, label: config.locale.label, items } : item)),
  };
}
