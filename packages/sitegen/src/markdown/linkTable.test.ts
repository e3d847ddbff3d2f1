import { describe, expect, it } from 'vitest';
import { testRouter } from '../test/router.js';
import { linkResolversOf } from './linkTable.js';

const resolvers = linkResolversOf({
  router: testRouter('/b/'),
  routeOfFile: new Map([['/site/content/docs/api/structures/options.md', 'docs/api/structures/options']]),
  symbols: new Map(),
});

describe('linkResolversOf: links to Markdown files', () => {
  it('resolves a file relative to the page', () => {
    expect(resolvers.resolveFileLink('/site/content/docs/api/window.md', 'structures/options.md')).toBe('/b/docs/api/structures/options');
  });

  it('keeps a query and a hash, which do not change the file', () => {
    const from = '/site/content/docs/api/window.md';
    expect(resolvers.resolveFileLink(from, 'structures/options.md?inline')).toBe('/b/docs/api/structures/options?inline');
    expect(resolvers.resolveFileLink(from, 'structures/options.md#width')).toBe('/b/docs/api/structures/options#width');
    expect(resolvers.resolveFileLink(from, 'structures/options.md?inline#width')).toBe('/b/docs/api/structures/options?inline#width');
  });

  it('finds nothing for a file that is not a page', () => {
    expect(resolvers.resolveFileLink('/site/content/docs/api/window.md', 'structures/missing.md?inline')).toBeUndefined();
  });
});
