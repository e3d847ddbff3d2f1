import { describe, expect, it, vi } from 'vitest';
import type { SearchIndexBuilder } from './cachedSearchIndex.js';
import { indexWhileRendering } from './indexWhileRendering.js';

const builder = (mayReuse: boolean): SearchIndexBuilder => ({
  add: () => undefined,
  mayReuse,
  indexMeanwhile: vi.fn(),
  finish: async () => [],
  discard: async () => undefined,
});

describe('indexWhileRendering', () => {
  it('indexes beside rendering in workers at once', () => {
    const index = builder(false);
    indexWhileRendering(index, 2);
    expect(index.indexMeanwhile).toHaveBeenCalledTimes(1);
  });

  it('on this thread, indexes beside rendering only when other processes leave a core free', async () => {
    const free = builder(false);
    indexWhileRendering(free, 0, async () => 0.1);
    await vi.waitFor(() => expect(free.indexMeanwhile).toHaveBeenCalledTimes(1));
    const busy = builder(false);
    const sampled = vi.fn(async () => 1);
    indexWhileRendering(busy, 0, sampled);
    await vi.waitFor(() => expect(sampled).toHaveBeenCalled());
    await Promise.resolve();
    expect(busy.indexMeanwhile).not.toHaveBeenCalled();
  });

  it('leaves an index that may be reused to the end, where it is read back, without sampling the cores', () => {
    const index = builder(true);
    const sampled = vi.fn(async () => 0);
    indexWhileRendering(index, 0, sampled);
    expect(sampled).not.toHaveBeenCalled();
    expect(index.indexMeanwhile).not.toHaveBeenCalled();
  });
});
