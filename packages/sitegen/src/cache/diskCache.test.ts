import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, codeVersion, loadDiskCache } from './diskCache.js';

describe('loadDiskCache', () => {
  it('keeps the entries a build used for the next process, and forgets the rest', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-cache-')), 'c.json');
    const first = await loadDiskCache<number>({ file, version: 'v1' });
    first.set('a', 1);
    first.set('b', 2);
    await first.save();

    const second = await loadDiskCache<number>({ file, version: 'v1' });
    expect(second.get('a')).toBe(1);
    await second.save();

    const third = await loadDiskCache<number>({ file, version: 'v1' });
    expect([third.get('a'), third.get('b')]).toEqual([1, undefined]);
  });

  it('takes two saves of one cache at once, as two builds of a site in one process make them', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-cache-')), 'c.json');
    const caches = await Promise.all([1, 2].map(() => loadDiskCache<string>({ file, version: 'v1' })));
    for (const [index, cache] of caches.entries()) cache.set('k', `value ${index}`);
    await Promise.all(caches.map((cache) => cache.save()));
    expect(['value 0', 'value 1']).toContain((await loadDiskCache<string>({ file, version: 'v1' })).get('k'));
  });

  it('starts afresh when the version differs', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-cache-')), 'c.json');
    const cache = await loadDiskCache<string>({ file, version: 'v1' });
    cache.set('k', 'value');
    await cache.save();
    expect((await loadDiskCache<string>({ file, version: 'v2' })).get('k')).toBeUndefined();
  });

  it('writes the JSON of its version and entries, however many pieces that takes', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-cache-')), 'c.json');
    const cache = await loadDiskCache<{ html: string; ids: string[] }>({ file, version: 'v"1' });
    const entries = Array.from({ length: 300 }, (_, i): [string, { html: string; ids: string[] }] => [
      `k${i}\u2028"`,
      { html: `<p>${'é→'.repeat(i * 40)}</p>`, ids: [String(i)] },
    ]);
    for (const [key, value] of entries) cache.set(key, value);
    await cache.save();
    const written = await readFile(file, 'utf8');
    expect(written.length).toBeGreaterThan(2 * (1 << 20));
    expect(written).toBe(JSON.stringify({ version: 'v"1', entries: Object.fromEntries(entries) }));
    expect((await loadDiskCache<{ html: string }>({ file, version: 'v"1' })).get('k299\u2028"')?.html).toBe(entries[299]?.[1].html);
  });
});

describe('cacheKey', () => {
  it('separates parts so that shifting text between them changes the key', () => {
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
    expect(cacheKey('a', 'b')).toBe(cacheKey('a', 'b'));
  });
});

describe('codeVersion', () => {
  it('changes with a source file in a subfolder, not with a test file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-version-'));
    await mkdir(path.join(dir, 'mdx'));
    await writeFile(path.join(dir, 'stage.js'), 'a');
    await writeFile(path.join(dir, 'mdx', 'render.js'), 'b');
    const version = () => codeVersion({ dir, packages: [], from: import.meta.url });
    const before = version();
    await writeFile(path.join(dir, 'mdx', 'render.test.js'), 'c');
    expect(version()).toBe(before);
    await writeFile(path.join(dir, 'mdx', 'render.js'), 'changed');
    expect(version()).not.toBe(before);
  });
});
