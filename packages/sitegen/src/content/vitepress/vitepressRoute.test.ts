import { describe, expect, it } from 'vitest';
import { isExcludedSource } from './isExcludedSource.js';
import { rewrite, vitepressRoute } from './vitepressRoute.js';

describe('vitepressRoute', () => {
  it("makes index.md its folder's page, and the root's the site's root", () => {
    expect(vitepressRoute('index.md', {})).toBe('');
    expect(vitepressRoute('guide/index.md', {})).toBe('guide');
    expect(vitepressRoute('guide/getting-started.md', {})).toBe('guide/getting-started');
    // VitePress keeps number prefixes in its routes
    expect(vitepressRoute('01-intro.md', {})).toBe('01-intro');
  });

  it("applies the first of the site's rewrites that matches", () => {
    const rewrites = { 'en/:rest*': ':rest*', 'packages/:pkg/src/:page': ':pkg/:page', 'old.md': 'new.md' };
    expect(rewrite('en/guide/markdown.md', rewrites)).toBe('guide/markdown.md');
    expect(vitepressRoute('en/index.md', rewrites)).toBe('');
    expect(vitepressRoute('packages/pkg-a/src/intro.md', rewrites)).toBe('pkg-a/intro');
    expect(vitepressRoute('packages/pkg-a/src/deep/intro.md', rewrites)).toBe('packages/pkg-a/src/deep/intro');
    expect(vitepressRoute('old.md', rewrites)).toBe('new');
    expect(rewrite('other.md', rewrites)).toBe('other.md');
  });
});

describe('isExcludedSource', () => {
  const excluded = { folders: ['public', 'dist'], globs: ['**/guide/examples/*', 'AGENTS.md'] };
  it('leaves out node_modules, the static and output folders and the srcExclude globs', () => {
    expect(isExcludedSource('node_modules/x/README.md', excluded)).toBe(true);
    expect(isExcludedSource('public/a.md', excluded)).toBe(true);
    expect(isExcludedSource('dist/index.md', excluded)).toBe(true);
    expect(isExcludedSource('guide/examples/a.md', excluded)).toBe(true);
    expect(isExcludedSource('AGENTS.md', excluded)).toBe(true);
    expect(isExcludedSource('guide/index.md', excluded)).toBe(false);
    expect(isExcludedSource('publication.md', excluded)).toBe(false);
  });
});
