import { describe, expect, it } from 'vitest';
import { resolveRequestPath } from './resolveRequestPath.js';

describe('resolveRequestPath', () => {
  const base = '/gswap-sdk/';

  it('redirects the root and the bare base path to the base path', () => {
    expect(resolveRequestPath('/', base)).toEqual({ kind: 'redirect', location: base });
    expect(resolveRequestPath('/gswap-sdk', base)).toEqual({ kind: 'redirect', location: base });
  });

  it('maps /x and /x/ to x/index.html', () => {
    expect(resolveRequestPath('/gswap-sdk/', base)).toEqual({ kind: 'file', candidates: ['index.html'] });
    expect(resolveRequestPath('/gswap-sdk/docs/intro', base)).toEqual({
      kind: 'file',
      candidates: ['docs/intro/index.html', 'docs/intro', 'docs/intro.html'],
    });
    expect(resolveRequestPath('/gswap-sdk/docs/intro/', base)).toEqual({
      kind: 'file',
      candidates: ['docs/intro/index.html', 'docs/intro', 'docs/intro.html'],
    });
  });

  it('serves a file with an extension as itself first', () => {
    expect(resolveRequestPath('/gswap-sdk/assets/main.1a2b.css', base)).toEqual({
      kind: 'file',
      candidates: ['assets/main.1a2b.css', 'assets/main.1a2b.css/index.html'],
    });
  });

  it('finds nothing outside the base path', () => {
    expect(resolveRequestPath('/other/page', base)).toEqual({ kind: 'file', candidates: [] });
  });

  it('refuses paths that try to leave the output, plain or encoded', () => {
    for (const pathname of [
      '/gswap-sdk/../package.json',
      '/gswap-sdk/%2e%2e/package.json',
      '/gswap-sdk/%2E%2E%2fpackage.json',
      '/gswap-sdk/a%5c..%5cb',
      '/gswap-sdk/%00',
      '/gswap-sdk/%zz',
    ]) {
      expect(resolveRequestPath(pathname, base), pathname).toEqual({ kind: 'refused' });
    }
  });

  it('works with the root base path', () => {
    expect(resolveRequestPath('/', '/')).toEqual({ kind: 'file', candidates: ['index.html'] });
    expect(resolveRequestPath('/docs/', '/')).toEqual({ kind: 'file', candidates: ['docs/index.html', 'docs', 'docs.html'] });
  });
});
