import { describe, expect, it } from 'vitest';
import { measureSearch } from './measureSearch.js';

const html = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="en"><body><article data-pagefind-body><h1 data-pagefind-meta="title">${title}</h1><p>${text}</p></article></body></html>`;

describe('measureSearch', () => {
  it('reports the index size and each query with its hits', async () => {
    const pages = [
      { href: '/docs/a', html: html('Pools', 'Pools hold liquidity.') },
      { href: '/docs/b', html: html('Swaps', 'Swaps trade tokens against pools.') },
    ];
    const result = await measureSearch({ pages, queries: ['pools', 'nothingmatches'] });
    expect(result.pageCount).toBe(2);
    expect(result.fileCount).toBeGreaterThan(3);
    expect(result.indexBytes).toBeGreaterThan(0);
    expect(result.queries.map(({ query, hits }) => ({ query, hits }))).toEqual([
      { query: 'pools', hits: 2 },
      { query: 'nothingmatches', hits: 0 },
    ]);
  });
});
