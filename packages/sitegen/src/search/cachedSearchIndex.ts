import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeVersion } from '../buildDiskCache.js';
import type { SearchIndexFile, SearchPage } from './buildSearchIndex.js';

interface Manifest {
  key: string;
  /** each file's path and length, in the order they follow one another in the blob */
  files: { path: string; bytes: number }[];
}

/**
 * The search index of the last build, kept in `cacheDir` with the hash of the pages it
 * indexed: a build whose pages did not change (a warm build) reads it back instead of
 * running Pagefind, the slowest stage of such a build. Pagefind is imported only when it
 * runs. The index is one file per page and more (10,000 pages: 10,100 files), so it is kept
 * as one blob and a manifest: two reads, not ten thousand.
 */
export async function cachedSearchIndex(pages: readonly SearchPage[], cacheDir: string): Promise<SearchIndexFile[]> {
  // pagefind's exports have no `require` condition; its resolved path names its version (pnpm's store)
  const pagefindVersion = import.meta.resolve('pagefind');
  const hash = createHash('sha256').update(codeVersion({ dir: fileURLToPath(new URL('.', import.meta.url)), packages: [], from: import.meta.url })).update(pagefindVersion);
  for (const page of pages) hash.update(page.href).update('\0').update(page.html).update('\0');
  const key = hash.digest('hex');
  const manifestFile = path.join(cacheDir, 'search-index.json');
  const blobFile = path.join(cacheDir, 'search-index.bin');
  const stored = await readStored(manifestFile, blobFile, key);
  if (stored !== undefined) return stored;
  const { buildSearchIndex } = await import('./buildSearchIndex.js');
  const files = await buildSearchIndex(pages);
  // only a speed-up: a read-only folder leaves it unsaved
  await saveIndex(manifestFile, blobFile, key, files).catch(() => undefined);
  return files;
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
  const suffix = `.${process.pid}.tmp`;
  await writeFile(blobFile + suffix, Buffer.concat(files.map((file) => file.contents)));
  await rename(blobFile + suffix, blobFile);
  await writeFile(manifestFile + suffix, JSON.stringify(manifest));
  await rename(manifestFile + suffix, manifestFile);
}
