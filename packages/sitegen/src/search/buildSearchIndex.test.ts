import { afterEach, describe, expect, it } from 'vitest';
import { type SearchIndexFile, type SearchPage, startPagefind } from './buildSearchIndex.js';
import { searchableBytes } from './searchableHtml.js';
import { openSearchIndex, type OpenSearchIndex } from '../test/openSearchIndex.js';

/** The index of whole rendered pages, fed as the build feeds them. */
async function buildSearchIndex(pages: readonly SearchPage[]): Promise<SearchIndexFile[]> {
  const feed = await startPagefind();
  for (const page of pages) feed.add({ href: page.href, html: searchableBytes(page.html) });
  return feed.files();
}

/** a page marked up the way the theme renders one: navigation outside the indexed article */
function page(href: string, title: string, body: string, options: { indexed?: boolean } = {}): SearchPage {
  const article = options.indexed === false ? '<article>' : '<article data-pagefind-body>';
  const html =
    `<!DOCTYPE html><html lang="en"><head><title>${title} | SDK</title></head><body>` +
    `<nav>Guides API Reference quoteExactInput navigation</nav>${article}` +
    `<h1 data-pagefind-meta="title" data-pagefind-weight="10">${title}</h1>${body}</article></body></html>`;
  return { href, html };
}

const pages: SearchPage[] = [
  page(
    '/gswap-sdk/docs/api/classes/Quoting',
    'Quoting',
    '<p>Quotes for swaps.</p>' +
      '<h2 id="quoteexactinput">quoteExactInput<a class="sg-heading-anchor" href="#quoteexactinput">#</a></h2><p>Quotes an exact input amount.</p>' +
      '<h2 id="quoteexactoutput">quoteExactOutput</h2><p>Quotes an exact output amount.</p>',
  ),
  page(
    '/gswap-sdk/docs/tutorial-basics/quoting',
    'Quoting',
    '<p>Before a swap, ask for a quote.</p><h2 id="exact-input">Exact input</h2><p>Call <code>quoteExactInput</code> with the tokens and the amount.</p>',
  ),
  page('/gswap-sdk/docs/intro', 'Introduction', '<p>The SDK of a token-swap exchange.</p>'),
  page('/gswap-sdk/', 'SDK', '<p>Home page mentions liquidity and quoteExactInput.</p>', { indexed: false }),
];

describe('buildSearchIndex', () => {
  let opened: OpenSearchIndex | undefined;
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it('returns the index and the search runtime under pagefind/, without Pagefind’s own UIs', async () => {
    const files = await buildSearchIndex(pages);
    const paths = files.map((file) => file.path);
    expect(paths).toContain('pagefind/pagefind.js');
    expect(paths).toContain('pagefind/pagefind-entry.json');
    expect(paths.some((path) => path.startsWith('pagefind/index/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('pagefind/fragment/'))).toBe(true);
    expect(paths.filter((path) => /ui|highlight|playground/.test(path))).toEqual([]);
    expect(files.every((file) => file.contents.byteLength > 0)).toBe(true);
  });

  it('finds the API page and the guide, with the sections that mention the query', async () => {
    opened = await openSearchIndex(await buildSearchIndex(pages));
    const hits = await opened.search('quoteExactInput');
    expect(hits.map((hit) => hit.url)).toEqual(['/gswap-sdk/docs/api/classes/Quoting', '/gswap-sdk/docs/tutorial-basics/quoting']);
    expect(hits[0]?.title).toBe('Quoting');
    expect(hits[0]?.sections.map((section) => [section.title, section.url])).toContainEqual([
      'quoteExactInput',
      '/gswap-sdk/docs/api/classes/Quoting#quoteexactinput',
    ]);
    expect(hits[1]?.sections.map((section) => section.url)).toContain('/gswap-sdk/docs/tutorial-basics/quoting#exact-input');
    expect(hits[1]?.excerpt).toContain('<mark>quoteExactInput</mark>');
  });

  it('leaves out pages without an indexed article and text outside it', async () => {
    opened = await openSearchIndex(await buildSearchIndex(pages));
    expect(await opened.search('liquidity')).toEqual([]);
    expect(await opened.search('navigation')).toEqual([]);
  });

  it('finds nothing for a word no page has', async () => {
    opened = await openSearchIndex(await buildSearchIndex(pages));
    expect(await opened.search('zyxwvut')).toEqual([]);
  });
});
