import { describe, expect, it } from 'vitest';
import { hrefInLocale, localeBasePath, siteBasePathOf } from './localeUrls.js';

const en = { path: '' };
const fr = { path: 'fr' };

describe("a locale's place under the base path", () => {
  it('puts the default locale at the base path and another under its folder', () => {
    expect(localeBasePath('/b/', en)).toBe('/b/');
    expect(localeBasePath('/b/', fr)).toBe('/b/fr/');
    expect(localeBasePath('/', fr)).toBe('/fr/');
  });

  it("finds the site's base path above a locale's", () => {
    expect(siteBasePathOf('/b/fr/', fr)).toBe('/b/');
    expect(siteBasePathOf('/b/', en)).toBe('/b/');
    expect(siteBasePathOf('/fr/', fr)).toBe('/');
  });

  it('keeps the route under each locale folder, from the default locale and from another', () => {
    expect(hrefInLocale('/b/fr/docs/intro', { localeBase: '/b/fr/', locale: fr }, en)).toBe('/b/docs/intro');
    expect(hrefInLocale('/b/docs/1.0/intro', { localeBase: '/b/', locale: en }, fr)).toBe('/b/fr/docs/1.0/intro');
    expect(hrefInLocale('/b/', { localeBase: '/b/', locale: en }, fr)).toBe('/b/fr/');
  });
});
