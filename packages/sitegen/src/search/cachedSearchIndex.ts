import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeVersion, tempFileOf } from '../cache/diskCache.js';
import type { PagefindFeed, SearchablePage, SearchIndexFile, SearchPage } from './buildSearchIndex.js';
import { searchableBytes } from './searchableHtml.js';

interface Manifest {
  key: string;
  /** each file's path and length, in the order they follow one another in the blob */
  files: { path: string; bytes: number }[];
}

/** Takes the searchable pages as they are rendered; gives the search index once all are in. */
export interface SearchIndexBuilder {
  add(page: SearchPage): void;
  /** an index was stored that these pages may reuse: `indexMeanwhile` would do nothing */
  readonly mayReuse: boolean;
  /**
   * Starts Pagefind (imported only when it runs) now, on the pages added so far and then on
   * each page as it is added, so it indexes while the build renders and writes the rest;
   * otherwise it runs on every page at `finish`. Does nothing once `finish` is called, or
   * when an index may be reused.
   */
  indexMeanwhile(): void;
  finish(): Promise<SearchIndexFile[]>;
  /** the build stopped before `finish` (a page failed to render, the disk failed) */
  discard(): Promise<void>;
}

/**
 * The search index, reusing the last build's from `cacheDir` when it was made from the
 * same pages: a warm build reads it back instead of running Pagefind, the slowest stage of
 * such a build. The index is one file per page and more (10,000 pages: 10,100 files), so
 * it is kept as one blob and a manifest: two reads, not ten thousand.
 */
export async function startSearchIndex(cacheDir: string): Promise<SearchIndexBuilder> {
  // pagefind's exports have no `require` condition; its resolved path names its version (pnpm's store)
  const pagefindVersion = import.meta.resolve('pagefind');
  const hash = createHash('sha256')
    .update(codeVersion({ dir: fileURLToPath(new URL('.', import.meta.url)), packages: [], from: import.meta.url }))
    .update(pagefindVersion);
  const manifestFile = path.join(cacheDir, 'search-index.json');
  const blobFile = path.join(cacheDir, 'search-index.bin');
  const mayReuse = await exists(manifestFile);
  // until Pagefind runs (a warm build's, until the stored index proves reusable)
  const kept: SearchablePage[] = [];
  let feed: PagefindFeed | undefined;
  let starting: Promise<PagefindFeed> | undefined;
  let finishing = false;
  // Pagefind (imported only when it runs) takes the pages kept so far, then each as it comes
  const start = (): Promise<PagefindFeed> => {
    starting ??= import('./buildSearchIndex.js').then(async ({ startPagefind }) => {
      const started = await startPagefind();
      for (const page of kept.splice(0)) started.add(page);
      feed = started;
      return started;
    });
    return starting;
  };
  return {
    mayReuse,
    add(page) {
      // what Pagefind reads is all the index is made from
      const searchable = { href: page.href, html: page.searchable ?? searchableBytes(page.html) };
      hash.update(searchable.href).update('\0').update(searchable.html).update('\0');
      if (feed === undefined) kept.push(searchable);
      else feed.add(searchable);
    },
    indexMeanwhile() {
      if (mayReuse || finishing || starting !== undefined) return;
      // a failure to start is reported by `finish`
      start().catch(() => undefined);
    },
    async finish() {
      finishing = true;
      const key = hash.digest('hex');
      const stored = starting === undefined && mayReuse ? await readStored(manifestFile, blobFile, key) : undefined;
      if (stored !== undefined) return stored;
      const files = await (await start()).files();
      // only a speed-up: a read-only folder leaves it unsaved
      await saveIndex(manifestFile, blobFile, key, files).catch(() => undefined);
      return files;
    },
    async discard() {
      finishing = true;
      const started = await starting?.catch(() => undefined);
      await started?.discard();
    },
  };
}

/** `startSearchIndex` for pages all at hand. */
export async function cachedSearchIndex(pages: readonly SearchPage[], cacheDir: string): Promise<SearchIndexFile[]> {
  const builder = await startSearchIndex(cacheDir);
  for (const page of pages) builder.add(page);
  return builder.finish();
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** The stored index when it was made from the same pages and is whole; otherwise undefined. */
async function readStored(manifestFile: string, blobFile: string, key: string): Promise<SearchIndexFile[] | undefined> {
  try {
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
    if (manifest.key !== key) return undefined;
    const blob = await readFile(blobFile);
    const files: SearchIndexFile[] = [];
    let offset = 0;
    for (const file of manifest.files) {
      files.push({ path: file.path, contents: blob.subarray(offset, offset + file.bytes) });
      offset += file.bytes;
    }
    return offset === blob.length ? files : undefined;
  } catch {
    // no index stored yet, or an unreadable one: index again
    return undefined;
  }
}

/**
 * The old manifest goes first and the new one comes last, each file written beside its
 * place and renamed into it: an interrupted save leaves no manifest, never a wrong index.
 */
async function saveIndex(manifestFile: string, blobFile: string, key: string, files: readonly SearchIndexFile[]): Promise<void> {
  await mkdir(path.dirname(manifestFile), { recursive: true });
  await rm(manifestFile, { force: true });
  const manifest: Manifest = { key, files: files.map((file) => ({ path: file.path, bytes: file.contents.byteLength })) };
  const blobTemp = tempFileOf(blobFile);
  await writeFile(blobTemp, Buffer.concat(files.map((file) => file.contents)));
  await rename(blobTemp, blobFile);
  const manifestTemp = tempFileOf(manifestFile);
  await writeFile(manifestTemp, JSON.stringify(manifest));
  await rename(manifestTemp, manifestFile);
}
