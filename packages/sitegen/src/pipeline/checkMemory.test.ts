import { describe, expect, it } from 'vitest';
import type { SourceDoc } from '../content/types.js';
import { isSitegenError } from '../errors/SitegenError.js';
import { assertFitsInMemory, estimateHeap, HEAP_BYTES_PER_PAGE, HEAP_BYTES_PER_SOURCE_BYTE } from './checkMemory.js';

const GB = 1024 ** 3;
/** `count` docs of `bytes` of Markdown each (only their bodies count) */
const docsOf = (count: number, bytes: number) => ({
  docs: Array.from({ length: count }, () => ({ body: 'x'.repeat(bytes) }) as SourceDoc),
  pages: [],
});

describe('estimateHeap', () => {
  it('grows with the pages and their Markdown', () => {
    const one = estimateHeap(docsOf(1000, 100));
    const more = estimateHeap(docsOf(2000, 100));
    const longer = estimateHeap(docsOf(1000, 200));
    expect(more.needed - one.needed).toBe(1000 * (HEAP_BYTES_PER_PAGE + 100 * HEAP_BYTES_PER_SOURCE_BYTE));
    expect(longer.needed - one.needed).toBe(1000 * 100 * HEAP_BYTES_PER_SOURCE_BYTE);
  });
});

describe('assertFitsInMemory', () => {
  it("lets a folder of 100,000 short pages build under Node's default limit", () => {
    expect(() => assertFitsInMemory(docsOf(100_000, 200), 'sitegen.config.ts', 4 * GB)).not.toThrow();
  });

  it('refuses 100,000 pages of a few kilobytes, saying how much memory to give Node', () => {
    try {
      assertFitsInMemory(docsOf(100_000, 4000), '/site/sitegen.config.ts', 4 * GB);
      expect.unreachable();
    } catch (error) {
      expect(isSitegenError(error) && error.code).toBe('build/out-of-memory');
      const { message, hint, location } = error as Error & { hint: string; location: { file: string } };
      expect(message).toContain('100,000 pages (381 MB of Markdown) need about');
      expect(message).toContain("more than Node's limit of 4.0 GB");
      expect(hint).toMatch(/NODE_OPTIONS=--max-old-space-size=\d+ \(megabytes\)/);
      expect(location.file).toBe('/site/sitegen.config.ts');
    }
  });
});
