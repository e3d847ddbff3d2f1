import { describe, expect, it } from 'vitest';
import { docIdOf, docRoutePath, stripNumberPrefix } from './docId.js';

describe('docIdOf', () => {
  it('drops the extension and number prefixes of every segment', () => {
    expect(docIdOf('01-tutorial/02-quoting.md')).toBe('tutorial/quoting');
    expect(docIdOf('intro.mdx')).toBe('intro');
    expect(docIdOf('2024.md')).toBe('2024');
  });

  it('reads the position from a number prefix', () => {
    expect(stripNumberPrefix('03-fees')).toEqual({ name: 'fees', position: 3 });
    expect(stripNumberPrefix('fees')).toEqual({ name: 'fees' });
  });
});

describe('docRoutePath', () => {
  it('puts docs under the docs route', () => {
    expect(docRoutePath({ docsRouteBasePath: 'docs', id: 'tutorial/quoting' })).toBe('docs/tutorial/quoting');
  });

  it('reads an absolute slug from the docs route and a relative one from the doc folder', () => {
    expect(docRoutePath({ docsRouteBasePath: 'docs', id: 'a/b', slug: '/start' })).toBe('docs/start');
    expect(docRoutePath({ docsRouteBasePath: 'docs', id: 'a/b', slug: 'c' })).toBe('docs/a/c');
    expect(docRoutePath({ docsRouteBasePath: 'docs', id: 'b', slug: 'c/' })).toBe('docs/c');
  });
});
