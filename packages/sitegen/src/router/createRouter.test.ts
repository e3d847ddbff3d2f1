import { describe, expect, it } from 'vitest';
import { createRouter, routerConfigOf } from './createRouter.js';

const router = createRouter({ basePath: '/gswap-sdk/', origin: 'https://example.com', docsRoutePath: 'docs', apiRoutePath: 'docs/api' });

describe('createRouter', () => {
  it('makes hrefs under the base path from site paths and locations', () => {
    expect(router.href('')).toBe('/gswap-sdk/');
    expect(router.href('/docs/intro')).toBe('/gswap-sdk/docs/intro');
    expect(router.hrefOf({ routePath: 'docs/api/classes/GSwap', anchor: 'swap' })).toBe('/gswap-sdk/docs/api/classes/GSwap#swap');
    expect(router.linkHref('/docs/intro')).toBe('/gswap-sdk/docs/intro');
    expect(router.linkHref('/gswap-sdk/docs/intro')).toBe('/gswap-sdk/docs/intro');
    expect(router.linkHref('/gswap-sdk')).toBe('/gswap-sdk');
    expect(router.absoluteUrl(router.href('llms.txt'))).toBe('https://example.com/gswap-sdk/llms.txt');
    expect(router.sitePathOf('/gswap-sdk/docs/intro')).toBe('docs/intro');
    expect(router.sitePathOf('/docs/intro')).toBeUndefined();
  });

  it('places pages, twins, the not-found page, the search index and shared sidebars', () => {
    expect(router.outputFile('')).toBe('index.html');
    expect(router.outputFile('docs/intro')).toBe('docs/intro/index.html');
    expect(router.pageHrefOfFile('docs/intro/index.html')).toBe('/gswap-sdk/docs/intro');
    expect(router.pageHrefOfFile('index.html')).toBe('/gswap-sdk/');
    expect(router.markdownTwinFile('')).toBe('index.md');
    expect(router.markdownTwinFile('docs/intro')).toBe('docs/intro.md');
    expect(router.notFound).toEqual({ routePath: '404', outputFile: '404.html', href: '/gswap-sdk/404.html' });
    expect(router.searchIndexHref).toBe('/gswap-sdk/pagefind/');
    expect(router.sidebarFragmentFile('api sidebar')).toBe('assets/sidebar-api_sidebar.html');
    expect(router.localeHref('fr')).toBe('/gswap-sdk/fr/');
  });

  it('trailingSlash: true ends every page href with a slash, not files or the root', () => {
    const slash = createRouter({ ...router.config, trailingSlash: true });
    expect(slash.pageHref('docs/intro')).toBe('/gswap-sdk/docs/intro/');
    expect(slash.pageHref('')).toBe('/gswap-sdk/');
    expect(slash.hrefOf({ routePath: 'docs/api/classes/GSwap', anchor: 'swap' })).toBe('/gswap-sdk/docs/api/classes/GSwap/#swap');
    expect(slash.linkHref('/docs/intro?x=1#a')).toBe('/gswap-sdk/docs/intro/?x=1#a');
    expect(slash.linkHref('/img/logo.svg')).toBe('/gswap-sdk/img/logo.svg');
    expect(slash.sitePathHref('docs/1.0')).toBe('/gswap-sdk/docs/1.0/');
    expect(slash.sitePathHref('sitemap.xml')).toBe('/gswap-sdk/sitemap.xml');
    expect(slash.href('assets/x.css')).toBe('/gswap-sdk/assets/x.css');
    expect(slash.outputFile('docs/intro')).toBe('docs/intro/index.html');
    expect(slash.pageHrefOfFile('docs/intro/index.html')).toBe('/gswap-sdk/docs/intro/');
    expect(slash.pageHrefOfFile('404.html')).toBe('/gswap-sdk/404.html');
  });

  it('trailingSlash: false writes each page as a file of its own, linked without a slash', () => {
    const bare = createRouter({ ...router.config, trailingSlash: false });
    expect(bare.pageHref('docs/intro')).toBe('/gswap-sdk/docs/intro');
    expect(bare.linkHref('/docs/intro/#a')).toBe('/gswap-sdk/docs/intro#a');
    expect(bare.pageHref('')).toBe('/gswap-sdk/');
    expect(bare.outputFile('docs/intro')).toBe('docs/intro.html');
    expect(bare.outputFile('')).toBe('index.html');
    expect(bare.pageHrefOfFile('docs/intro.html')).toBe('/gswap-sdk/docs/intro');
    expect(bare.pageHrefOfFile('index.html')).toBe('/gswap-sdk/');
  });

  it('unset, keeps hrefs as they are written', () => {
    expect(router.linkHref('/docs/intro/')).toBe('/gswap-sdk/docs/intro/');
    expect(router.pageHref('docs/intro')).toBe('/gswap-sdk/docs/intro');
    expect(router.pageHrefOfFile('404.html')).toBe('/gswap-sdk/404.html');
  });

  it('gives docs their route from id and slug, categories and API pages theirs', () => {
    expect(router.docRoutePath({ id: 'guide/setup' })).toBe('docs/guide/setup');
    expect(router.docRoutePath({ id: 'guide/setup', slug: '/start' })).toBe('docs/start');
    expect(router.docRoutePath({ id: 'guide/setup', slug: 'begin/' })).toBe('docs/guide/begin');
    expect(router.categoryRoutePath('category/the-guide')).toBe('docs/category/the-guide');
    expect(router.apiRoutePath()).toBe('docs/api');
    expect(router.apiRoutePath('classes', 'GSwap')).toBe('docs/api/classes/GSwap');
  });

  it('takes its config from the resolved config', () => {
    expect(routerConfigOf({ baseUrl: '/', url: '', docsRouteBasePath: 'guides', api: undefined })).toEqual({
      basePath: '/',
      origin: '',
      docsRoutePath: 'guides',
      apiRoutePath: 'guides/api',
    });
  });

  it('places each docs version under its path, and keeps site paths written in its docs inside it', () => {
    const versioned = createRouter({
      ...routerConfigOf({ baseUrl: '/b/', url: '', docsRouteBasePath: 'docs', api: undefined }, [
        { name: 'current', path: 'next' },
        { name: '2.0', path: '' },
        { name: '1.0', path: '1.0' },
      ]),
    });
    const old = versioned.forVersion('1.0');
    expect(old.docsRoutePath).toBe('docs/1.0');
    expect(old.docRoutePath({ id: 'guide/setup' })).toBe('docs/1.0/guide/setup');
    expect(old.docRoutePath({ id: 'guide/setup', slug: '/start' })).toBe('docs/1.0/start');
    expect(old.categoryRoutePath('category/x')).toBe('docs/1.0/category/x');
    expect(old.apiRoutePath('classes', 'GSwap')).toBe('docs/1.0/api/classes/GSwap');
    expect(old.sidebarFragmentFile('docs')).toBe('assets/sidebar-1_0-docs.html');
    expect(old.linkHref('/docs/intro#a')).toBe('/b/docs/1.0/intro#a');
    expect(old.linkHref('/docs')).toBe('/b/docs/1.0');
    // a path naming a version, or outside the docs, is left as written
    expect(old.linkHref('/docs/next/intro')).toBe('/b/docs/next/intro');
    expect(old.linkHref('/docs/1.0/intro')).toBe('/b/docs/1.0/intro');
    expect(old.linkHref('/docsearch')).toBe('/b/docsearch');
    expect(old.linkHref('/markdown-page')).toBe('/b/markdown-page');
    expect(versioned.forVersion('current').linkHref('/docs/intro')).toBe('/b/docs/next/intro');
    // the latest is the docs route itself
    const latest = versioned.forVersion('2.0');
    expect(latest.docRoutePath({ id: 'intro' })).toBe('docs/intro');
    expect(latest.linkHref('/docs/intro')).toBe('/b/docs/intro');
    expect(latest.sidebarFragmentFile('docs')).toBe('assets/sidebar-docs.html');
    expect(old.forVersion('current')).toBe(versioned.forVersion('current').forVersion('current'));
    expect(() => versioned.forVersion('3.0')).toThrow(/no docs version '3.0'/);
  });

  it('is its own router for the one version of a site without versions', () => {
    expect(
      routerConfigOf({ baseUrl: '/', url: '', docsRouteBasePath: 'docs', api: undefined }, [{ name: 'current', path: '' }]),
    ).not.toHaveProperty('versions');
    expect(router.forVersion('current')).toBe(router);
  });
});
