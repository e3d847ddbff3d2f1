import { describe, expect, it } from 'vitest';
import type { NavbarView, PageView } from '../view/index.js';
import { alternatesOf, navbarInLocale } from './alternates.js';
import type { SiteLocale } from './types.js';

const locale = (name: string, path: string, htmlLang = name): SiteLocale => ({
  name,
  label: name.toUpperCase(),
  direction: 'ltr',
  htmlLang,
  path,
  isDefault: path === '',
});
const locales = [locale('en', ''), locale('fr', 'fr', 'fr-FR'), locale('pt-BR', 'br')];
const [en, fr] = locales as [SiteLocale, SiteLocale, SiteLocale];
const frConfig = { baseUrl: '/b/fr/', url: 'https://x.dev', locale: fr, locales };
const enConfig = { ...frConfig, baseUrl: '/b/', locale: en };

describe('a page in the other locales', () => {
  it('lists every locale by its htmlLang and its path, then x-default', () => {
    expect(alternatesOf(frConfig, '/b/fr/docs/intro')).toEqual([
      { hreflang: 'en', href: 'https://x.dev/b/docs/intro' },
      { hreflang: 'fr-FR', href: 'https://x.dev/b/fr/docs/intro' },
      { hreflang: 'pt-BR', href: 'https://x.dev/b/br/docs/intro' },
      { hreflang: 'x-default', href: 'https://x.dev/b/docs/intro' },
    ]);
  });

  it('finds the same route from the default locale', () => {
    expect(alternatesOf(enConfig, '/b/docs/1.0/intro').map((alternate) => alternate.href)).toEqual([
      'https://x.dev/b/docs/1.0/intro',
      'https://x.dev/b/fr/docs/1.0/intro',
      'https://x.dev/b/br/docs/1.0/intro',
      'https://x.dev/b/docs/1.0/intro',
    ]);
  });

  it("points the locale dropdown's entries at the page, the page's locale active", () => {
    const navbar: NavbarView = {
      title: 'T',
      homeHref: '/b/fr/',
      hideOnScroll: false,
      items: [{ type: 'localeDropdown', position: 'right', label: 'en', items: [] }],
    };
    const page = { kind: 'markdown', href: '/b/fr/about', title: 'About', html: '', toc: [], hideTableOfContents: false } as PageView;
    const [item] = navbarInLocale(navbar, page, frConfig).items;
    expect(item).toEqual({
      type: 'localeDropdown',
      position: 'right',
      label: 'FR',
      items: [
        { label: 'EN', href: '/b/about', isExternal: false, isActive: false, hreflang: 'en' },
        { label: 'FR', href: '/b/fr/about', isExternal: false, isActive: true, hreflang: 'fr-FR' },
        { label: 'PT-BR', href: '/b/br/about', isExternal: false, isActive: false, hreflang: 'pt-BR' },
      ],
    });
  });
});
