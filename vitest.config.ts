import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    // fixture builds and browser tests start esbuild, Shiki and Chromium
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // the gSwap SDK loads the DEX chaincode, whose fabric-contract-api logs every contract
    // method it registers at 'info'; the guides' behavioural tests only need its warnings
    env: { CORE_CHAINCODE_LOGGING_LEVEL: 'WARNING' },
  },
});
