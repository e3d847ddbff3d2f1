import { defineConfig } from 'vitest/config';

// vitest 5 prints failures with Map.groupBy, which Node 20 lacks: without it a failing
// test crashes the reporter instead of showing why it failed
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group === undefined) groups.set(k, [item]);
        else group.push(item);
      }
      return groups;
    },
  });
}

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    // fixture builds and browser tests start esbuild, Shiki and Chromium
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
