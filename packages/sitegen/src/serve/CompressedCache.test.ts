import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedCache } from './CompressedCache.js';

const text = Buffer.from('a line of a page that compresses well\n'.repeat(500));

/** A file whose reads are counted: each read is one compression. */
function counted(bytes: Uint8Array) {
  const file = {
    reads: 0,
    read: async (): Promise<Uint8Array> => {
      file.reads++;
      return bytes;
    },
  };
  return file;
}

describe('CompressedCache', () => {
  it('compresses a file once per encoding, however many requests ask, at once or later', async () => {
    const cache = new CompressedCache();
    const file = counted(text);
    const first = await Promise.all(Array.from({ length: 10 }, () => cache.compressed('page', 'br', file.read)));
    expect(file.reads).toBe(1);
    expect(brotliDecompressSync(first[0] as Buffer).equals(text)).toBe(true);
    expect(await cache.compressed('page', 'br', file.read)).toBe(first[0]);
    expect(file.reads).toBe(1);
    expect(gunzipSync(await cache.compressed('page', 'gzip', file.read)).equals(text)).toBe(true);
    expect(file.reads).toBe(2);
  });

  it('compresses again under a new key: the file changed', async () => {
    const cache = new CompressedCache();
    const file = counted(text);
    await cache.compressed('page:v1', 'br', file.read);
    await cache.compressed('page:v2', 'br', file.read);
    expect(file.reads).toBe(2);
  });

  it('holds no more than its bytes, letting the least recently used go first', async () => {
    // random bytes do not compress: each entry is a little over 1,000 bytes
    const cache = new CompressedCache(2_500);
    const files = ['a', 'b', 'c'].map(() => counted(randomBytes(1_000)));
    const [a, b, c] = files as [ReturnType<typeof counted>, ReturnType<typeof counted>, ReturnType<typeof counted>];
    await cache.compressed('a', 'gzip', a.read);
    await cache.compressed('b', 'gzip', b.read);
    await cache.compressed('a', 'gzip', a.read);
    await cache.compressed('c', 'gzip', c.read);
    expect(cache.bytes).toBeLessThanOrEqual(2_500);
    // 'a' was used after 'b': 'b' went
    await cache.compressed('a', 'gzip', a.read);
    await cache.compressed('b', 'gzip', b.read);
    expect([a.reads, b.reads, c.reads]).toEqual([1, 2, 1]);
  });

  it('keeps nothing of a compression that failed: the next request tries again', async () => {
    const cache = new CompressedCache();
    let fail = true;
    const read = async (): Promise<Uint8Array> => {
      if (fail) throw new Error('EIO');
      return text;
    };
    await expect(cache.compressed('page', 'br', read)).rejects.toThrow('EIO');
    fail = false;
    expect(brotliDecompressSync(await cache.compressed('page', 'br', read)).equals(text)).toBe(true);
  });
});
