import { describe, expect, it } from 'vitest';
import { createRouter } from '../router/createRouter.js';
import { pageHrefsOf } from './crawlWrittenSite.js';

describe('pageHrefsOf', () => {
  it('crawls from every written HTML file, pages at their route', () => {
    const written = ['index.html', 'docs/intro/index.html', '404.html', 'legacy/page.html', 'assets/main-ABC.js', 'docs/intro.md'];
    expect(pageHrefsOf(createRouter({ basePath: '/b/', origin: '', docsRoutePath: 'docs', apiRoutePath: 'docs/api' }), written)).toEqual([
      '/b/',
      '/b/docs/intro',
      '/b/404.html',
      '/b/legacy/page.html',
    ]);
  });
});
