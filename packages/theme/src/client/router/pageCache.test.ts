import { describe, expect, it } from 'vitest';
import { createPageCache } from './pageCache.js';

function counting(fail: Set<string> = new Set()) {
  const calls: string[] = [];
  const fetchPage = (key: string) => {
    calls.push(key);
    return fail.has(key) ? Promise.reject(new Error(`no ${key}`)) : Promise.resolve(`<p>${key}</p>`);
  };
  return { calls, fetchPage };
}

describe('createPageCache', () => {
  it('fetches a page once, however often it is asked for', async () => {
    const { calls, fetchPage } = counting();
    const cache = createPageCache(fetchPage, 30);
    const [a, b] = await Promise.all([cache.load('/a'), cache.load('/a')]);
    expect([a, b, await cache.load('/a')]).toEqual(['<p>/a</p>', '<p>/a</p>', '<p>/a</p>']);
    expect(calls).toEqual(['/a']);
  });

  it('drops the least recently used page beyond the limit', async () => {
    const { calls, fetchPage } = counting();
    const cache = createPageCache(fetchPage, 2);
    await cache.load('/a');
    await cache.load('/b');
    await cache.load('/a');
    await cache.load('/c');
    await cache.load('/a');
    await cache.load('/b');
    expect(calls).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const fail = new Set(['/a']);
    const { calls, fetchPage } = counting(fail);
    const cache = createPageCache(fetchPage, 30);
    await expect(cache.load('/a')).rejects.toThrow('no /a');
    fail.clear();
    expect(await cache.load('/a')).toBe('<p>/a</p>');
    expect(calls).toEqual(['/a', '/a']);
  });
});
