import { describe, expect, it, vi } from 'vitest';
import { runGuideBlock } from './sdk-runtime/guideBlocks.js';
import { useGuideEnv } from './sdk-runtime/guideEnv.js';

/**
 * The guide blocks that no other behavioural test runs, run once each on the SDK's real code and
 * the fake network: each must finish, and each transaction it sends must pass the chain's check
 * of its signature (useGuideEnv). The blocks with a test of their own are checked more closely
 * there. Left out: browser-setup.md's vite.config.ts and global-alias.ts (bundler set-up),
 * connect-wallet.ts (tests/e2e/gswap-browser.test.ts bundles it for Chromium, where the SDK
 * does not load), getting-started.md's browser-client.ts (it needs Gala Wallet in a page), and uniswap-comparison.md's uniswap-swap.ts (Uniswap's SDK, for comparison).
 * A block that only exports a function is loaded, not called.
 */

const env = useGuideEnv();

/** [guide, block, the requests it is expected to make: 'reads', 'writes' (and reads), or 'none'] */
const BLOCKS: [string, string, 'none' | 'reads' | 'writes'][] = [
  ['pool-concepts/price-impact.md', 'read-impact.ts', 'reads'],
  ['pool-concepts/liquidity-concentration.md', 'check-ticks.ts', 'none'],
  ['pool-concepts/liquidity-concentration.md', 'range-around-price.ts', 'reads'],
  ['pool-concepts/liquidity-concentration.md', 'in-range.ts', 'reads'],
  ['pool-concepts/slippage.md', 'protected-swap.ts', 'writes'],
  ['pool-concepts/slippage.md', 'retry-on-slippage.ts', 'writes'],
  ['pool-concepts/fees.md', 'fee-math.ts', 'none'],
  ['pool-concepts/fees.md', 'best-tier.ts', 'reads'],
  ['other/error-handling.md', 'catch.ts', 'reads'],
  ['other/error-handling.md', 'retry-reads.ts', 'reads'],
  ['other/error-handling.md', 'preflight.ts', 'none'],
  ['other/branded-types.md', 'brands-at-work.ts', 'reads'],
  ['other/branded-types.md', 'create-prices.ts', 'none'],
  ['other/branded-types.md', 'derived-prices.ts', 'reads'],
  ['other/branded-types.md', 'validate-amount.ts', 'none'],
  ['other/branded-types.md', 'token-keys.ts', 'none'],
  ['tutorial-basics/trading.md', 'sell-exact.ts', 'writes'],
  ['tutorial-basics/trading.md', 'buy-exact.ts', 'writes'],
  ['tutorial-basics/trading.md', 'limits.ts', 'none'],
  ['tutorial-basics/asset-balances.md', 'all-assets.ts', 'none'],
  ['tutorial-basics/asset-balances.md', 'can-afford.ts', 'reads'],
  ['tutorial-basics/asset-balances.md', 'format.ts', 'none'],
  ['tutorial-basics/liquidity-management.md', 'ordering.ts', 'none'],
  ['tutorial-basics/liquidity-management.md', 'pool.ts', 'reads'],
  ['tutorial-basics/liquidity-management.md', 'list-positions.ts', 'reads'],
  ['tutorial-basics/quoting.md', 'quote-exact-output.ts', 'reads'],
  ['tutorial-basics/quoting.md', 'one-tier.ts', 'reads'],
  ['tutorial-basics/transaction-status.md', 'socket.ts', 'none'],
  ['tutorial-basics/transaction-status.md', 'custom-bundler.ts', 'none'],
  ['tutorial-basics/transaction-status.md', 'wait-for-swap.ts', 'writes'],
  ['tutorial-basics/transaction-status.md', 'timeout.ts', 'none'],
  ['uniswap-comparison.md', 'gswap-swap.ts', 'writes'],
  ['getting-started.md', 'client.ts', 'none'],
  ['getting-started.md', 'first-quote.ts', 'reads'],
  ['intro.md', 'taste.ts', 'reads'],
];

describe('every other guide block, run on the SDK', () => {
  it.each(BLOCKS)('%s %s', async (doc, title, requests) => {
    vi.stubEnv('SELL_AMOUNT', '250');
    await runGuideBlock(doc, title);
    const writes = env.network.transactions.length;
    expect({ requests: env.network.requests.length > 0, writes: writes > 0 }).toEqual({
      requests: requests !== 'none',
      writes: requests === 'writes',
    });
  });
});
