import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeVersion } from '../buildDiskCache.js';
import type { SearchIndexFile, SearchPage } from './buildSearchIndex.js';

interface Manifest {
  key: string;
  files: string[];
}

/**
 * The search index of the last build, kept in `cacheDir/search/` with the hash of the
 * pages it indexed: a build whose pages did not change (a warm build) reads it back
 * instead of running Pagefind, the slowest stage of such a build. Pagefind is imported
 * only when it runs.
 */
export async function cachedSearchIndex(pages: readonly SearchPage[], cacheDir: string): Promise<SearchIndexFile[]> {
  // pagefind's exports have no `require` condition; its resolved path names its version (pnpm's store)
  const pagefindVersion = import.meta.resolve('pagefind');
  const hash = createHash('sha256').update(codeVersion({ dir: fileURLToPath(new URL('.', import.meta.url)), packages: [], from: import.meta.url })).update(pagefindVersion);
  for (const page of pages) hash.update(page.href).update('\0').update(page.html).update('\0');
  const key = hash.digest('hex');
  const dir = path.join(cacheDir, 'search');
  const stored = await readManifest(path.join(dir, 'manifest.json'));
  if (stored?.key === key) {
    try {
      return await Promise.all(stored.files.map(async (file) => ({ path: file, contents: await readFile(path.join(dir, 'files', file)) })));
    } catch {
      // a file went missing: index again
    }
  }
  const { buildSearchIndex } = await import('./buildSearchIndex.js');
  const files = await buildSearchIndex(pages);
  // only a speed-up: another build saving at the same time, or a read-only folder, leaves it unsaved
  await saveIndex(dir, { key, files: files.map((file) => file.path) }, files).catch(() => undefined);
  return files;
}

async function readManifest(file: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** Written beside, then swapped in, so an interrupted build never leaves a manifest naming missing files. */
async function saveIndex(dir: string, manifest: Manifest, files: readonly SearchIndexFile[]): Promise<void> {
  const temp = `${dir}.${process.pid}.tmp`;
  await rm(temp, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(temp, 'files', file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
  await writeFile(path.join(temp, 'manifest.json'), JSON.stringify(manifest));
  await rm(dir, { recursive: true, force: true });
  await rename(temp, dir);
}
