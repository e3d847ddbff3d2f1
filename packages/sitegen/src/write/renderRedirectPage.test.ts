import { describe, expect, it } from 'vitest';
import { renderRedirectPage } from './renderRedirectPage.js';

describe('renderRedirectPage', () => {
  it('refreshes to the target at once, names it canonical, and links to it', () => {
    const html = renderRedirectPage({ href: '/b/docs/intro', canonical: 'https://example.com/b/docs/intro', title: 'Intro', lang: 'en' });
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/b/docs/intro">');
    expect(html).toContain('<link rel="canonical" href="https://example.com/b/docs/intro">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<p><a href="/b/docs/intro">Intro</a></p>');
  });

  it('escapes what it writes', () => {
    const html = renderRedirectPage({ href: '/docs/a"b', canonical: '/docs/a"b', title: '<Q&A>', lang: 'en' });
    expect(html).toContain('content="0; url=/docs/a&quot;b"');
    expect(html).toContain('<title>&lt;Q&amp;A&gt;</title>');
  });
});
