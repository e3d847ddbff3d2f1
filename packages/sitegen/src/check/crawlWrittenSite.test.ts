import { describe, expect, it } from 'vitest';
import { pageHrefsOf } from './crawlWrittenSite.js';

describe('pageHrefsOf', () => {
  it('crawls from every written HTML file, pages at their route', () => {
    const files = [
      { path: 'index.html', contents: '', source: 'a page' },
      { path: 'docs/intro/index.html', contents: '', source: 'a page' },
      { path: '404.html', contents: '', source: 'the not-found page' },
      { path: 'legacy/page.html', copyFrom: '/site/static/legacy/page.html', source: 'static/legacy/page.html' },
      { path: 'assets/main-ABC.js', contents: '', source: 'the theme bundle' },
      { path: 'docs/intro.md', contents: '', source: 'a twin' },
    ];
    expect(pageHrefsOf('/b/', files)).toEqual(['/b/', '/b/docs/intro', '/b/404.html', '/b/legacy/page.html']);
  });
});
