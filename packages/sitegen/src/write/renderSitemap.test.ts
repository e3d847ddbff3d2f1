import { describe, expect, it } from 'vitest';
import { renderSitemap } from './renderSitemap.js';

describe('renderSitemap', () => {
  it('lists the URLs alone, without the xhtml namespace, on a site with one locale', () => {
    expect(renderSitemap([{ url: 'https://x.dev/a' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://x.dev/a</loc></url>\n</urlset>\n',
    );
  });

  it("lists each URL's alternates as xhtml:link, escaped", () => {
    const xml = renderSitemap([{ url: 'https://x.dev/a?b&c', alternates: [{ hreflang: 'fr', href: 'https://x.dev/fr/a?b&c' }] }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '  <url><loc>https://x.dev/a?b&amp;c</loc>\n    <xhtml:link rel="alternate" hreflang="fr" href="https://x.dev/fr/a?b&amp;c"/>\n  </url>',
    );
  });
});
