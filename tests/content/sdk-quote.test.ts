import BigNumber from 'bignumber.js';
import { FEE_TIER, GSwap } from '@gala-chain/gswap-sdk';
import { describe, expect, it } from 'vitest';
import { useGuideEnv } from './sdk-runtime/guideEnv.js';
import { runGuideBlock } from './sdk-runtime/guideBlocks.js';

/**
 * Quoting, run through the SDK's shipped code (dist/index.mjs) on recorded pool state: what it
 * asks the gateway, which tier it picks, and what `priceImpact` really is.
 */

const GALA = 'GALA|Unit|none|none';
const GUSDC = 'GUSDC|Unit|none|none';
const env = useGuideEnv();

describe('quoteExactInput on the SDK code', () => {
  it('asks every fee tier for its composite pool, in pool token order, and returns the best', async () => {
    const gSwap = new GSwap({ httpRequestor: env.network.httpRequestor });
    const quote = await gSwap.quoting.quoteExactInput(GUSDC, GALA, 100);

    const asked = env.network.requests.map((request) => request.body as { token0: { collection: string }; fee: number });
    expect(env.network.requests.every((request) => request.url.endsWith('/api/asset/dexv3-contract/GetCompositePool'))).toBe(true);
    expect(asked.map((body) => body.fee).sort((a, b) => a - b)).toEqual([500, 3000, 10000]);
    // GALA sorts before GUSDC, whichever is sold
    expect(asked.every((body) => body.token0.collection === 'GALA')).toBe(true);
    // the 1 % pool is missing (OBJECT_NOT_FOUND) and simply skipped
    expect([FEE_TIER.PERCENT_00_05, FEE_TIER.PERCENT_00_30]).toContain(quote.feeTier);
    expect(quote.inTokenAmount.toFixed()).toBe('100');
  });

  it('picks the cheap shallow pool for a small trade and the deep pool for a large one', async () => {
    const gSwap = new GSwap({ httpRequestor: env.network.httpRequestor });
    expect((await gSwap.quoting.quoteExactInput(GALA, GUSDC, 1_000)).feeTier).toBe(500);
    expect((await gSwap.quoting.quoteExactInput(GALA, GUSDC, 100_000)).feeTier).toBe(3000);
  });

  it('reports priceImpact as the signed fraction (newPrice - currentPrice) / currentPrice, negative for every swap', async () => {
    const gSwap = new GSwap({ httpRequestor: env.network.httpRequestor });
    const quotes = [
      await gSwap.quoting.quoteExactInput(GALA, GUSDC, 100_000),
      await gSwap.quoting.quoteExactInput(GUSDC, GALA, 1_000),
      await gSwap.quoting.quoteExactOutput(GALA, GUSDC, 500),
      await gSwap.quoting.quoteExactOutput(GUSDC, GALA, 20_000),
    ];
    for (const quote of quotes) {
      expect(quote.priceImpact.isNegative()).toBe(true);
      expect(quote.priceImpact.toFixed(12)).toBe(quote.newPrice.minus(quote.currentPrice).dividedBy(quote.currentPrice).toFixed(12));
    }
    // 100,000 GALA is 2 % of the 0.3 % pool's GALA: the price falls by about 3.9 %, not 0.039 %
    expect(quotes[0]!.priceImpact.toNumber()).toBeCloseTo(-0.0387, 3);
  });

  it('prices in output tokens per input token, and the fee comes out of what you receive', async () => {
    const gSwap = new GSwap({ httpRequestor: env.network.httpRequestor });
    const quote = await gSwap.quoting.quoteExactInput(GALA, GUSDC, 10_000, FEE_TIER.PERCENT_00_30);
    expect(quote.currentPrice.toNumber()).toBeCloseTo(0.02, 12);
    const withoutImpact = new BigNumber(10_000).multipliedBy(0.997).multipliedBy(0.02);
    expect(quote.outTokenAmount.isLessThan(withoutImpact)).toBe(true);
    expect(quote.outTokenAmount.dividedBy(quote.inTokenAmount).isLessThan(quote.currentPrice)).toBe(true);
  });
});

describe('the quoting guide, run', () => {
  it('quote-exact-input.ts prints the amounts and the tier', async () => {
    await runGuideBlock('tutorial-basics/quoting.md', 'quote-exact-input.ts');
    expect(env.printed).toEqual(['You sell   500 GALA', 'You get    10.034945 GUSDC', 'Pool used  fee tier 500']);
  });

  it('effective-price.ts shows the impact as a positive percentage', async () => {
    await runGuideBlock('tutorial-basics/quoting.md', 'effective-price.ts');
    const impact = env.printed.find((line) => line.startsWith('Price impact:'));
    expect(impact).toMatch(/^Price impact: 0\.\d{3} %$/);
  });

  it('the average price with the fee lies between before and after for a large trade, below after for a small one', async () => {
    const gSwap = new GSwap({ httpRequestor: env.network.httpRequestor });
    const prices = async (amount: number) => {
      const quote = await gSwap.quoting.quoteExactInput(GALA, GUSDC, amount, FEE_TIER.PERCENT_00_30);
      const average = quote.outTokenAmount.dividedBy(quote.inTokenAmount);
      return { before: quote.currentPrice, average, beforeFee: average.dividedBy(0.997), after: quote.newPrice };
    };
    const large = await prices(20_000);
    expect(large.average.isLessThan(large.before) && large.average.isGreaterThan(large.after)).toBe(true);
    // quoting.md's figures: 1,000 GALA move the price 0.04 % and average 0.32 % below the start
    const small = await prices(1_000);
    expect(small.average.isLessThan(small.after)).toBe(true);
    expect(small.beforeFee.isGreaterThan(small.after) && small.beforeFee.isLessThan(small.before)).toBe(true);
    expect(small.after.dividedBy(small.before).minus(1).toNumber()).toBeCloseTo(-0.0004, 4);
    expect(small.average.dividedBy(small.before).minus(1).toNumber()).toBeCloseTo(-0.0032, 4);
  });

  it('compare-tiers.ts lists the tiers that have a pool, best first', async () => {
    await runGuideBlock('tutorial-basics/quoting.md', 'compare-tiers.ts');
    expect(env.printed).toHaveLength(2);
    expect(env.printed[0]).toMatch(/^0\.05 % pool: .* GUSDC, impact 0\.\d+ %$/);
    expect(env.printed[1]).toMatch(/^0\.3 % pool: /);
  });
});
