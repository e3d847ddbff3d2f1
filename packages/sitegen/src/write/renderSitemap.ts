import type { AlternateView } from '../view/index.js';

/** A page of the sitemap: its absolute URL and, on a site with several locales, the page in each. */
export interface SitemapEntry {
  url: string;
  alternates?: readonly AlternateView[];
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** sitemap.xml listing every page by its absolute URL, with its alternates (xhtml:link) where it has some. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const withAlternates = entries.some((entry) => (entry.alternates?.length ?? 0) > 0);
  const lines = entries
    .map(({ url, alternates = [] }) => {
      const links = alternates.map(
        (alternate) =>
          `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      );
      return `  <url><loc>${escapeXml(url)}</loc>${links.length === 0 ? '' : `${links.join('')}\n  `}</url>`;
    })
    .join('\n');
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${withAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${lines}\n</urlset>\n`;
}
