import { describe, expect, it } from 'vitest';
import { baseFolderHref, hrefUnderBase, isUnderBase, pathUnderBase, urlOnOrigin } from './basePath.js';

describe('the base path', () => {
  it('is joined to a site path, with or without its leading slash', () => {
    expect(hrefUnderBase('/b/', 'docs/intro')).toBe('/b/docs/intro');
    expect(hrefUnderBase('/b/', '/docs/intro')).toBe('/b/docs/intro');
    expect(hrefUnderBase('/', '')).toBe('/');
  });

  it('is cut from an href under it, and off it gives nothing', () => {
    expect(pathUnderBase('/b/', '/b/docs/intro')).toBe('docs/intro');
    expect(pathUnderBase('/b/', '/b/')).toBe('');
    expect(pathUnderBase('/b/', '/bc/x')).toBeUndefined();
    expect(pathUnderBase('/b/', '/b')).toBeUndefined();
    expect(pathUnderBase('/', '/x')).toBe('x');
  });

  it("counts its folder ('/b') as on the site", () => {
    expect(baseFolderHref('/b/')).toBe('/b');
    expect(baseFolderHref('/')).toBe('');
    expect(isUnderBase('/b/', '/b')).toBe(true);
    expect(isUnderBase('/b/', '/b/x')).toBe(true);
    expect(isUnderBase('/b/', '/x')).toBe(false);
  });

  it('is placed on an origin', () => {
    expect(urlOnOrigin('http://127.0.0.1:3000', '/b/')).toBe('http://127.0.0.1:3000/b/');
  });
});
