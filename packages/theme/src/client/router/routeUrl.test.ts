import { describe, expect, it } from 'vitest';
import { pageKey, routeUrl } from './routeUrl.js';

const here = 'https://example.com/gswap-sdk/docs/intro';
const route = (href: string) => routeUrl(href, here, '/gswap-sdk/')?.href ?? null;

describe('routeUrl', () => {
  it('routes pages under the base path, relative or absolute, with their hash', () => {
    expect(route('/gswap-sdk/docs/getting-started')).toBe('https://example.com/gswap-sdk/docs/getting-started');
    expect(route('quoting#exact-input')).toBe('https://example.com/gswap-sdk/docs/quoting#exact-input');
    expect(route('/gswap-sdk')).toBe('https://example.com/gswap-sdk');
    expect(route('/gswap-sdk/docs/page.html')).toBe('https://example.com/gswap-sdk/docs/page.html');
  });

  it('leaves other origins and paths outside the base path to the browser', () => {
    expect(route('https://github.com/gala/gswap-sdk')).toBeNull();
    expect(route('http://example.com/gswap-sdk/docs/intro')).toBeNull();
    expect(route('/other/docs/intro')).toBeNull();
    expect(route('/gswap-sdk-old/docs/intro')).toBeNull();
  });

  it('leaves files to the browser', () => {
    expect(route('/gswap-sdk/docs/intro.md')).toBeNull();
    expect(route('/gswap-sdk/sitemap.xml')).toBeNull();
    expect(route('/gswap-sdk/pagefind/pagefind.js')).toBeNull();
    expect(route('/gswap-sdk/llms.txt')).toBeNull();
  });

  it('routes everything under a root base path', () => {
    expect(routeUrl('/docs/intro', 'https://example.com/', '/')?.pathname).toBe('/docs/intro');
  });
});

describe('pageKey', () => {
  it('ignores the hash', () => {
    expect(pageKey(new URL('https://example.com/a/b?x=1#h'))).toBe('/a/b?x=1');
  });
});
