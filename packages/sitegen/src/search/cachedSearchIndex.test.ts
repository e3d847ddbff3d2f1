import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cachedSearchIndex, startSearchIndex } from './cachedSearchIndex.js';
import { searchableBytes } from './searchableHtml.js';

const runs = vi.hoisted(() => ({ count: 0, fed: 0 }));
vi.mock('./buildSearchIndex.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./buildSearchIndex.js')>();
  return {
    ...actual,
    startPagefind: async () => {
      runs.count += 1;
      const feed = await actual.startPagefind();
      return {
        ...feed,
        add: (page: Parameters<typeof feed.add>[0]) => {
          runs.fed += 1;
          return feed.add(page);
        },
      };
    },
  };
});

const page = (href: string, text: string) => ({
  href,
  html: `<!DOCTYPE html><html lang="en"><body><article data-pagefind-body><h1 data-pagefind-meta="title">${text}</h1><p>${text} words</p></article></body></html>`,
});

describe('cachedSearchIndex', () => {
  it('runs Pagefind only when the pages changed, and gives back the same files from the cache', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-search-cache-'));
    const pages = [page('/a', 'Alpha'), page('/b', 'Beta')];
    const first = await cachedSearchIndex(pages, cacheDir);
    expect(runs.count).toBe(1);
    expect(first.map((file) => file.path)).toContain('pagefind/pagefind-entry.json');

    const second = await cachedSearchIndex(pages, cacheDir);
    expect(runs.count).toBe(1);
    expect(second.map((file) => [file.path, Buffer.from(file.contents).toString('base64')])).toEqual(
      first.map((file) => [file.path, Buffer.from(file.contents).toString('base64')]),
    );

    await cachedSearchIndex([page('/a', 'Alpha'), page('/b', 'Gamma')], cacheDir);
    expect(runs.count).toBe(2);
  });

  it("takes a page's share as a render worker cut it: the same index, and the page itself is not read again", async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-search-cut-'));
    const pages = [page('/a', 'Delta'), page('/b', 'Epsilon')];
    const before = runs.count;
    const here = await cachedSearchIndex(pages, cacheDir);
    const cutInWorkers = pages.map(({ href, html }) => ({ href, html: '', searchable: searchableBytes(html) }));
    const there = await cachedSearchIndex(cutInWorkers, cacheDir);
    // the same pages: the stored index is reused, not made again
    expect(runs.count).toBe(before + 1);
    expect(there.map((file) => file.path)).toEqual(here.map((file) => file.path));
  });

  it('indexing meanwhile, with no index stored, feeds Pagefind the pages added so far and then each page as it is added', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-search-cache-'));
    const before = { ...runs };
    const builder = await startSearchIndex(cacheDir);
    expect(builder.mayReuse).toBe(false);
    builder.add(page('/s', 'Streamed'));
    builder.indexMeanwhile();
    await vi.waitFor(() => expect(runs.fed).toBe(before.fed + 1));
    builder.add(page('/t', 'Twice'));
    expect(runs.fed).toBe(before.fed + 2);
    const files = await builder.finish();
    expect(runs.count).toBe(before.count + 1);
    expect(files.some((file) => file.path.startsWith('pagefind/fragment/'))).toBe(true);
    // stored: the same pages again are not fed to Pagefind at all
    const again = await startSearchIndex(cacheDir);
    expect(again.mayReuse).toBe(true);
    again.add(page('/s', 'Streamed'));
    again.indexMeanwhile();
    again.add(page('/t', 'Twice'));
    await again.finish();
    expect(runs.count).toBe(before.count + 1);
    expect(runs.fed).toBe(before.fed + 2);
  });

  it('runs Pagefind once when asked to index meanwhile after the index is being finished', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-search-cache-'));
    const before = { ...runs };
    const builder = await startSearchIndex(cacheDir);
    builder.add(page('/u', 'Upsilon'));
    const finished = builder.finish();
    builder.indexMeanwhile();
    expect((await finished).map((file) => file.path)).toContain('pagefind/pagefind-entry.json');
    // one run, fed the one page once
    expect(runs.count).toBe(before.count + 1);
    expect(runs.fed).toBe(before.fed + 1);
  });

  it('indexes again when the stored blob is cut short', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-search-cache-'));
    const pages = [page('/c', 'Delta')];
    await cachedSearchIndex(pages, cacheDir);
    const blob = path.join(cacheDir, 'search-index.bin');
    await writeFile(blob, (await readFile(blob)).subarray(0, 10));
    const before = runs.count;
    const files = await cachedSearchIndex(pages, cacheDir);
    expect(runs.count).toBe(before + 1);
    expect(files.length).toBeGreaterThan(1);
  });
});
