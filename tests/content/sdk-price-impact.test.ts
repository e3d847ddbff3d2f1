import BigNumber from 'bignumber.js';
import { GSwap, type GetQuoteResult, type NumericAmount } from '@gala-chain/gswap-sdk';
import { describe, expect, it, vi } from 'vitest';
import { runGuideBlock } from './sdk-runtime/guideBlocks.js';
import { useGuideEnv, WALLET } from './sdk-runtime/guideEnv.js';

/**
 * The price-impact guards of the guides (price-impact.md, trading.md), run against the SDK's
 * shipped quoting code: they must let a small trade through and stop a large one.
 */

const GALA = 'GALA|Unit|none|none';
const GUSDC = 'GUSDC|Unit|none|none';
const env = useGuideEnv();

interface ImpactGuard {
  impactPercent(quote: GetQuoteResult): BigNumber;
  quoteWithinImpact(
    gSwap: GSwap,
    tokenIn: string,
    tokenOut: string,
    amount: NumericAmount,
    maxPercent?: BigNumber.Value,
  ): Promise<GetQuoteResult>;
}

describe('price-impact.md: impact-guard.ts', () => {
  it('lets a trade that moves the price by less than 1 % through', async () => {
    const { quoteWithinImpact, impactPercent } = await runGuideBlock<ImpactGuard>('pool-concepts/price-impact.md', 'impact-guard.ts');
    const quote = await quoteWithinImpact(new GSwap(), GALA, GUSDC, 10_000);
    expect(impactPercent(quote).toNumber()).toBeCloseTo(0.3976, 3);
  });

  it('refuses a trade that moves the price by 7.5 %', async () => {
    const { quoteWithinImpact } = await runGuideBlock<ImpactGuard>('pool-concepts/price-impact.md', 'impact-guard.ts');
    await expect(quoteWithinImpact(new GSwap(), GALA, GUSDC, 200_000)).rejects.toThrow('Price impact 7.52 % exceeds 1 %');
  });

  it('(the guard the guide used to show, priceImpact > 1, never fires: the value is negative)', async () => {
    const quote = await new GSwap().quoting.quoteExactInput(GALA, GUSDC, 1_000_000);
    expect(quote.priceImpact.isGreaterThan(1)).toBe(false);
    expect(quote.priceImpact.toNumber()).toBeLessThan(-0.3);
  });
});

describe('price-impact.md: size-to-budget.ts', () => {
  it('finds a sale far below the maximum whose impact is within the limit, and no much larger one', async () => {
    await runGuideBlock('pool-concepts/price-impact.md', 'size-to-budget.ts');
    const line = env.printed.find((printed) => printed.startsWith('Selling up to '));
    const amount = new BigNumber(/Selling up to ([\d.]+) GALA/.exec(line ?? '')?.[1] ?? 'NaN');
    // about 0.25 % of the 0.3 % pool's 5,000,000 GALA, not the 1,000,000 maximum
    expect(amount.toNumber()).toBeGreaterThan(10_000);
    expect(amount.toNumber()).toBeLessThan(20_000);
    const gSwap = new GSwap();
    const atAmount = await gSwap.quoting.quoteExactInput(GALA, GUSDC, amount);
    expect(atAmount.priceImpact.abs().multipliedBy(100).toNumber()).toBeLessThanOrEqual(0.5);
    const beyond = await gSwap.quoting.quoteExactInput(GALA, GUSDC, amount.plus(500));
    expect(beyond.priceImpact.abs().multipliedBy(100).toNumber()).toBeGreaterThan(0.5);
  });
});

describe('trading.md: careful-trade.ts', () => {
  it('sells 1,000 GALA: checks the balance, quotes, swaps with a 1 % limit and waits', async () => {
    vi.stubEnv('SELL_GALA', '1000');
    await runGuideBlock('tutorial-basics/trading.md', 'careful-trade.ts');
    expect(env.printed).toContain('Done: hash-of-tx-1');
    const [swap] = env.network.transactions;
    expect(swap?.method).toBe('Swap');
    expect(swap?.signedDto).toMatchObject({ recipient: WALLET, amount: '1000', zeroForOne: true, fee: 500 });
  });

  it('stops before swapping when 200,000 GALA would move the price by more than 1 %', async () => {
    vi.stubEnv('SELL_GALA', '200000');
    await expect(runGuideBlock('tutorial-basics/trading.md', 'careful-trade.ts')).rejects.toThrow('Price impact too high: 7.52 %');
    expect(env.network.transactions).toEqual([]);
  });
});
