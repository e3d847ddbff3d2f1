import BigNumber from 'bignumber.js';
import { signatures } from '@gala-chain/api';
import { TickData } from '@gala-chain/dex';
import { GSwap, type PriceIn, validateTickRange } from '@gala-chain/gswap-sdk';
import { describe, expect, it } from 'vitest';
import { runGuideBlock } from './sdk-runtime/guideBlocks.js';
import { publicKeyOf } from './sdk-runtime/chainCheck.js';
import { createFakeNetwork } from './sdk-runtime/fakeNetwork.js';
import { POSITION_ID, PRIVATE_KEY, recordingClient, useGuideEnv, WALLET } from './sdk-runtime/guideEnv.js';

/**
 * The liquidity guides' writes, run on the SDK's shipped code: what each one signs and sends to
 * the bundler. The point of the guides' `walletAddress` rule is checked on the SDK itself too.
 */

const env = useGuideEnv();
const GALA_KEY = { collection: 'GALA', category: 'Unit', type: 'none', additionalKey: 'none' };

const sent = (method: string) => {
  const transaction = env.network.transactions.find((candidate) => candidate.method === method);
  if (!transaction) throw new Error(`no ${method} transaction was sent`);
  return transaction;
};

describe('liquidity-management.md, run', () => {
  it('open-position.ts signs the wallet as owner, with sized amounts and 1 % minimums', async () => {
    await runGuideBlock('tutorial-basics/liquidity-management.md', 'open-position.ts');
    const { signedDto, stringsInstructions } = sent('AddLiquidity');
    const { gSwap } = recordingClient(env.network);
    expect(signedDto).toMatchObject({
      owner: WALLET,
      positionId: '',
      token0: GALA_KEY,
      fee: 3000,
      tickLower: gSwap.pools.calculateTicksForPrice('0.015' as PriceIn, 60),
      tickUpper: gSwap.pools.calculateTicksForPrice('0.025' as PriceIn, 60),
      amount0Desired: '1000',
      amount1Desired: '25.380511',
      amount0Min: '990',
      amount1Min: '25.126705',
    });
    expect(stringsInstructions).toContain(`$userPosition$${WALLET}`);
  });

  it('add-by-ticks.ts signs owner and liquidityProvider', async () => {
    await runGuideBlock('tutorial-basics/liquidity-management.md', 'add-by-ticks.ts');
    expect(sent('AddLiquidity').signedDto).toMatchObject({
      owner: WALLET,
      liquidityProvider: WALLET,
      tickLower: -42000,
      tickUpper: -36900,
    });
  });

  it('full-range.ts uses the extreme ticks and pairs 1,000 GALA with 1,000 x spot GUSDC', async () => {
    await runGuideBlock('tutorial-basics/liquidity-management.md', 'full-range.ts');
    expect(sent('AddLiquidity').signedDto).toMatchObject({
      owner: WALLET,
      tickLower: -886800,
      tickUpper: 886800,
      amount0Desired: '1000',
      amount1Desired: '20',
    });
  });

  it('grow-position.ts tops up the position it read, in its range', async () => {
    await runGuideBlock('tutorial-basics/liquidity-management.md', 'grow-position.ts');
    expect(sent('AddLiquidity').signedDto).toMatchObject({ owner: WALLET, positionId: POSITION_ID, tickLower: -41100, tickUpper: -37080 });
  });

  it('collect-fees.ts sends the owed fees to the wallet', async () => {
    await runGuideBlock('tutorial-basics/liquidity-management.md', 'collect-fees.ts');
    expect(sent('CollectPositionFees').signedDto).toMatchObject({
      recipient: WALLET,
      positionId: POSITION_ID,
      amount0Requested: '3.12',
      amount1Requested: '0.061',
    });
  });

  it('remove-half.ts removes half the liquidity, with minimums 1 % under the estimate', async () => {
    await runGuideBlock('tutorial-basics/liquidity-management.md', 'remove-half.ts');
    const { signedDto } = sent('RemoveLiquidity');
    expect(signedDto).toMatchObject({ recipient: WALLET, positionId: POSITION_ID, amount: '770.6123555' });
    expect(new BigNumber(signedDto.amount0Min as string).toNumber()).toBeCloseTo(2071.88311542 * 0.99, 6);
  });

  it('one-position.ts finds the position on its page and reads it', async () => {
    await runGuideBlock('tutorial-basics/liquidity-management.md', 'one-position.ts');
    expect(env.printed).toEqual(['liquidity 1541.224711', 'fees owed: 3.12 token0, 0.061 token1']);
  });

  it("token-decimals.ts reads and checks a token's decimals", async () => {
    const { decimalsOf } = await runGuideBlock<{ decimalsOf(gSwap: GSwap, owner: string, symbol: string): Promise<number> }>(
      'tutorial-basics/liquidity-management.md',
      'token-decimals.ts',
    );
    expect(await decimalsOf(new GSwap(), WALLET, 'GUSDC')).toBe(6);
    expect(await decimalsOf(new GSwap(), WALLET, 'GALA')).toBe(8);
  });

  it('uniswap-comparison.md gswap-mint.ts signs the owner too', async () => {
    await runGuideBlock('uniswap-comparison.md', 'gswap-mint.ts');
    expect(sent('AddLiquidity').signedDto).toMatchObject({ owner: WALLET, amount0Desired: '1000', amount1Desired: '25.380511' });
  });
});

describe('why the guides always pass walletAddress (the SDK code itself)', () => {
  const range = {
    positionId: POSITION_ID,
    token0: 'GALA|Unit|none|none',
    token1: 'GUSDC|Unit|none|none',
    fee: 3000,
    tickLower: -41100,
    tickUpper: -37080,
  };

  it('liquidity writes with only the client default sign no owner and no recipient', async () => {
    const { gSwap, signed } = recordingClient(env.network, { walletAddress: WALLET });
    await gSwap.positions.addLiquidityByTicks({ ...range, amount0Desired: 1, amount1Desired: 1, amount0Min: 0, amount1Min: 0 });
    await gSwap.positions.removeLiquidity({ ...range, amount: 1 });
    await gSwap.positions.collectPositionFees({ ...range, amount0Requested: 1, amount1Requested: 1 });
    for (const { payload } of signed) {
      expect(payload.owner).toBeUndefined();
      expect(payload.liquidityProvider).toBeUndefined();
      expect(payload.recipient).toBeUndefined();
    }
    expect(env.network.transactions[0]?.stringsInstructions).toContain('$userPosition$undefined');
  });

  it('a swap, unlike them, falls back to the default wallet', async () => {
    const { gSwap, signed } = recordingClient(env.network, { walletAddress: WALLET });
    await gSwap.swaps.swap('GALA|Unit|none|none', 'GUSDC|Unit|none|none', 3000, { exactIn: 10, amountOutMinimum: 0.19 });
    expect(signed[0]?.payload.recipient).toBe(WALLET);
  });
});

describe("the chain's check of a signed payload (why remove-half.ts passes strings)", () => {
  const range = {
    walletAddress: WALLET,
    positionId: POSITION_ID,
    token0: 'GALA|Unit|none|none',
    token1: 'GUSDC|Unit|none|none',
    fee: 3000,
    tickLower: -41100,
    tickUpper: -37080,
    amount: '770.6123555',
  };

  it('removeLiquidity signs BigNumber minimums unconverted: the DTO rebuilt from the body fails its signature', async () => {
    // a network of its own: the refused transaction is the point here, not a failure of the test
    const network = createFakeNetwork(env.socket, publicKeyOf(PRIVATE_KEY));
    const { gSwap, signed } = recordingClient(network);
    await gSwap.positions.removeLiquidity({ ...range, amount0Min: new BigNumber('2051.1642842658'), amount1Min: new BigNumber('42.5') });
    const signedText = Buffer.from(signatures.getPayloadToSign(signed[0]?.payload ?? {})).toString('utf8');
    expect(signedText).toContain('"amount0Min":{"c":[');
    expect(network.transactions[0]?.signedDto.amount0Min).toBe('2051.1642842658');
    expect(network.transactions[0]?.verdict).toEqual({
      valid: false,
      reason: 'the signature does not match the DTO rebuilt from the body',
    });

    await gSwap.positions.removeLiquidity({ ...range, amount0Min: '2051.1642842658', amount1Min: '42.5' });
    expect(network.transactions[1]?.verdict).toEqual({ valid: true });
  });

  it('the chain refuses an eth| recipient without its checksum case, and a swap minimum of 0 (trading.md, asset-balances.md)', async () => {
    const network = createFakeNetwork(env.socket, publicKeyOf(PRIVATE_KEY));
    const { gSwap } = recordingClient(network);
    await gSwap.swaps.swap(
      'GALA|Unit|none|none',
      'GUSDC|Unit|none|none',
      3000,
      { exactIn: 1, amountOutMinimum: '0.01' },
      WALLET.toLowerCase(),
    );
    await gSwap.swaps.swap('GALA|Unit|none|none', 'GUSDC|Unit|none|none', 3000, { exactIn: 1, amountOutMinimum: 0 }, WALLET);
    await gSwap.swaps.swap('GALA|Unit|none|none', 'GUSDC|Unit|none|none', 3000, { exactIn: 1, amountOutMinimum: '0.01' }, WALLET);
    expect(network.transactions.map(({ verdict }) => (verdict.valid ? 'valid' : verdict.reason))).toEqual([
      expect.stringContaining(
        'recipient property with value eth|d8291e50e2e68fb2c70d77ccdc707d291a89f209 is not a valid GalaChain user alias',
      ),
      expect.stringContaining('amountOutMinimum must be negative but is 0'),
      'valid',
    ]);
  });

  it('a JavaScript number as an amount is refused by the DTO validation', async () => {
    const network = createFakeNetwork(env.socket, publicKeyOf(PRIVATE_KEY));
    await recordingClient(network).gSwap.positions.removeLiquidity({ ...range, amount0Min: 2051.16, amount1Min: '42.5' });
    expect(network.transactions[0]?.verdict).toMatchObject({
      valid: false,
      reason: expect.stringContaining('amount0Min should be a stringified number'),
    });
  });
});

describe("liquidity-management.md's smaller claims, on the SDK code and the chaincode", () => {
  it('token-decimals.ts: getUserAssets reads decimals with parseInt, so only text that is no number fails the check', async () => {
    const { decimalsOf } = await runGuideBlock<{ decimalsOf(gSwap: GSwap, owner: string, symbol: string): Promise<number> }>(
      'tutorial-basics/liquidity-management.md',
      'token-decimals.ts',
    );
    const assetsWith = (decimals: string) => ({
      status: 200,
      body: JSON.stringify({ data: { token: [{ symbol: 'ODD', name: 'Odd', decimals, quantity: '1' }], count: 1 } }),
    });
    env.network.failNextWith = assetsWith('8.5');
    expect(await decimalsOf(new GSwap(), WALLET, 'ODD')).toBe(8);
    env.network.failNextWith = assetsWith('eight');
    await expect(decimalsOf(new GSwap(), WALLET, 'ODD')).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { type: 'INVALID_TOKEN_DECIMALS' },
    });
  });

  it('a price becomes its nearest tick, then a multiple of the spacing below it: at most half a tick above the price', () => {
    const pools = new GSwap().pools;
    const justBelowTick60 = (1.0001 ** 59.6).toString() as PriceIn;
    expect(pools.calculateTicksForPrice(justBelowTick60, 60)).toBe(60);
    expect(pools.calculatePriceForTicks(60).isGreaterThan(justBelowTick60)).toBe(true);
    expect(pools.calculateTicksForPrice((1.0001 ** 119).toString() as PriceIn, 60)).toBe(60);
  });

  it("full range: the SDK stops at ±886,800, the chaincode's ticks go to ±887,272", () => {
    expect([TickData.MIN_TICK, TickData.MAX_TICK]).toEqual([-887_272, 887_272]);
    expect(() => validateTickRange(-887_220, 887_220)).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ type: 'INVALID_TICK_BOUNDS' }) }),
    );
    expect(() => validateTickRange(-886_800, 886_800)).not.toThrow();
    // the prices of the SDK's extreme ticks, which calculatePriceForTicks reports as 0 and Infinity
    expect(1.0001 ** 886_800).toBeGreaterThan(3e38);
    expect(1.0001 ** 886_800).toBeLessThan(4e38);
  });
});
