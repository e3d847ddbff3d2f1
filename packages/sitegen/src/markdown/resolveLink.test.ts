import { testRouter } from '../test/router.js';
import { describe, expect, it } from 'vitest';
import { type LinkResolverContext, resolveLink } from './resolveLink.js';

const context: LinkResolverContext = {
  resolveSitePath: (sitePath) => testRouter('/gswap-sdk/').linkHref(sitePath),
  resolveFileLink: (fromFile, target) =>
    fromFile === '/site/docs/a.md' && target.startsWith('./b.md') ? `/gswap-sdk/docs/b${target.slice('./b.md'.length)}` : undefined,
  staticFileOf: () => undefined,
  fileHref: (outputPath) => `/gswap-sdk/${outputPath}`,
  resolveApiLink: (symbol) =>
    ({ GSwap: '/gswap-sdk/docs/api/classes/GSwap', 'GSwap.swap': '/gswap-sdk/docs/api/classes/GSwap#swap' })[symbol],
};

const resolve = (raw: string) => resolveLink(raw, '/site/docs/a.md', context);

describe('resolveLink', () => {
  it('resolves Markdown files relative to the page, keeping the hash', () => {
    expect(resolve('./b.md')).toEqual({ kind: 'internal', href: '/gswap-sdk/docs/b' });
    expect(resolve('./b.md#fees')).toEqual({ kind: 'internal', href: '/gswap-sdk/docs/b#fees' });
  });

  it('reports a Markdown file that is not in the site', () => {
    expect(resolve('../missing.mdx#x')).toEqual({
      kind: 'broken',
      reason: "Broken link '../missing.mdx#x': no such Markdown file in the site",
      hint: 'Link to an existing .md/.mdx file, relative to this one (names are case-sensitive).',
    });
  });

  it('resolves api: symbols and members', () => {
    expect(resolve('api:GSwap')).toEqual({ kind: 'internal', href: '/gswap-sdk/docs/api/classes/GSwap', symbol: 'GSwap' });
    expect(resolve('api:GSwap.swap')).toEqual({ kind: 'internal', href: '/gswap-sdk/docs/api/classes/GSwap#swap', symbol: 'GSwap.swap' });
  });

  it('reports an unknown or empty api: symbol', () => {
    expect(resolve('api:Nope')).toMatchObject({ kind: 'broken', reason: "Broken link 'api:Nope': no such symbol in the API reference" });
    expect(resolve('api:')).toMatchObject({ kind: 'broken' });
  });

  it('puts the base path before site paths, once', () => {
    expect(resolve('/docs/intro')).toEqual({ kind: 'internal', href: '/gswap-sdk/docs/intro' });
    expect(resolve('/gswap-sdk/docs/intro')).toEqual({ kind: 'internal', href: '/gswap-sdk/docs/intro' });
    expect(resolve('/gswap-sdk')).toEqual({ kind: 'internal', href: '/gswap-sdk' });
    expect(resolve('/')).toEqual({ kind: 'internal', href: '/gswap-sdk/' });
  });

  it('keeps same-page anchors and other relative paths as written', () => {
    expect(resolve('#fees')).toEqual({ kind: 'internal', href: '#fees' });
    expect(resolve('../img/logo.png')).toEqual({ kind: 'internal', href: '../img/logo.png' });
  });

  it('tells external links from other schemes', () => {
    expect(resolve('https://github.com/x')).toEqual({ kind: 'external', href: 'https://github.com/x' });
    expect(resolve('//cdn.example.com/a.js')).toEqual({ kind: 'external', href: '//cdn.example.com/a.js' });
    expect(resolve('mailto:dev@example.com')).toEqual({ kind: 'scheme', href: 'mailto:dev@example.com' });
  });

  it('does not take a URL to a .md file on another site for a doc', () => {
    expect(resolve('https://github.com/x/README.md')).toEqual({ kind: 'external', href: 'https://github.com/x/README.md' });
  });
});
