import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    // fixture builds and browser tests start esbuild, Shiki and Chromium
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
