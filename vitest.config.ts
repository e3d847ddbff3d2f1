import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The gSwap SDK's shipped code imports runtime dependencies that the root package.json drops
 * with pnpm overrides (see the README). For the behavioural tests of the guides
 * (tests/content/sdk-*.test.ts), imports made *by the SDK's dist files* of those packages are
 * resolved to small local stand-ins; nothing else is redirected. What each stand-in provides,
 * and where it is simpler than the real package, is written at the top of its file.
 */
const STAND_INS: Record<string, string> = {
  '@gala-chain/api': 'gala-chain-api.ts',
  '@gala-chain/connect': 'gala-chain-connect.ts',
  '@gala-chain/dex': 'gala-chain-dex.ts',
  debug: 'debug.ts',
  'socket.io-client': 'socket-io-client.ts',
};

const standInFolder = new URL('./tests/content/sdk-runtime/standins/', import.meta.url);

function standInFor(source: string, importer: string | undefined): string | null {
  const standIn = STAND_INS[source];
  if (!standIn || !importer?.replaceAll('\\', '/').includes('/@gala-chain/gswap-sdk/dist/')) return null;
  return fileURLToPath(new URL(standIn, standInFolder));
}

export default defineConfig({
  plugins: [{ name: 'gswap-sdk-stand-ins', enforce: 'pre', resolveId: (source, importer) => standInFor(source, importer) }],
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    // fixture builds and browser tests start esbuild, Shiki and Chromium
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // run the SDK through Vite (not Node's loader), so its imports reach the plugin above
    server: { deps: { inline: ['@gala-chain/gswap-sdk'] } },
  },
});
