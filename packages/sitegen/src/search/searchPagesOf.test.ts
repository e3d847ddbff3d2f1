import { describe, expect, it } from 'vitest';
import { searchPagesOf } from './searchPagesOf.js';

describe('searchPagesOf', () => {
  it('keeps docs and Markdown pages with their html, and leaves out home, category indexes and not-found', () => {
    const route = (outputFile: string, kind: 'doc' | 'category' | 'markdown' | 'react' | 'notFound', href: string) => ({
      outputFile,
      page: { kind, href },
    });
    const routes = [
      route('index.html', 'react', '/base/'),
      route('docs/intro/index.html', 'doc', '/base/docs/intro'),
      route('docs/category/tutorial/index.html', 'category', '/base/docs/category/tutorial'),
      route('markdown-page/index.html', 'markdown', '/base/markdown-page'),
      route('404.html', 'notFound', '/base/404'),
    ];
    const rendered = routes.map((r) => ({ path: r.outputFile, contents: `<html>${r.page.href}</html>` }));
    expect(searchPagesOf({ routes, rendered })).toEqual([
      { href: '/base/docs/intro', html: '<html>/base/docs/intro</html>' },
      { href: '/base/markdown-page', html: '<html>/base/markdown-page</html>' },
    ]);
  });
});
