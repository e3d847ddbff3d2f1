import type BigNumber from 'bignumber.js';
import { GSwap, type GalaChainSigner, type UserAsset } from '@gala-chain/gswap-sdk';
import { describe, expect, it } from 'vitest';
import type { HttpRequestor } from './sdk-runtime/fakeNetwork.js';
import { runGuideBlock } from './sdk-runtime/guideBlocks.js';
import { recordingClient, useGuideEnv, WALLET } from './sdk-runtime/guideEnv.js';

/**
 * The remaining guide samples whose logic depends on the SDK's behaviour, run on its shipped
 * code: custom signers and requestors, balances, fees.
 */

const GALA = 'GALA|Unit|none|none';
const GUSDC = 'GUSDC|Unit|none|none';
const env = useGuideEnv();

describe('custom-signers-and-http.md, run', () => {
  it('policy-signer.ts refuses either kind of swap without its own limit, and signs both with it', async () => {
    const { PolicySigner } = await runGuideBlock<{
      PolicySigner: new (inner: GalaChainSigner) => GalaChainSigner & { signed: string[] };
    }>('other/custom-signers-and-http.md', 'policy-signer.ts');
    const signer = new PolicySigner(recordingClient(env.network).gSwap.signer!);
    const gSwap = new GSwap({ httpRequestor: env.network.httpRequestor, signer, walletAddress: WALLET });
    await expect(gSwap.swaps.swap(GALA, GUSDC, 3000, { exactIn: 10 })).rejects.toThrow('Refusing to sign a swap without amountOutMinimum');
    // the SDK fills amountOutMinimum of an exact output from exactOut: checking it alone let this through
    await expect(gSwap.swaps.swap(GALA, GUSDC, 3000, { exactOut: 1 })).rejects.toThrow('Refusing to sign a swap without amountInMaximum');
    await gSwap.swaps.swap(GALA, GUSDC, 3000, { exactIn: 10, amountOutMinimum: '0.19' });
    await gSwap.swaps.swap(GALA, GUSDC, 3000, { exactOut: 1, amountInMaximum: '51' });
    expect(signer.signed).toHaveLength(2);
    expect(signer.signed[0]).toMatch(/^Swap galaswap - operation - [0-9a-f-]{36}$/);
    expect(
      env.network.transactions.map(({ signedDto }) => [signedDto.amount, signedDto.amountOutMinimum, signedDto.amountInMaximum]),
    ).toEqual([
      ['10', '-0.19', '10'],
      ['-1', '-1', '51'],
    ]);
  });

  it('recorded-requestor.ts is enough for a quote, and a missing answer becomes the gateway error', async () => {
    const { recordedRequestor } = await runGuideBlock<{
      recordedRequestor(recorded: Record<string, unknown>, seen?: string[]): HttpRequestor;
    }>('other/custom-signers-and-http.md', 'recorded-requestor.ts');
    const pool = await (
      await env.network.httpRequestor('https://gateway.test/GetCompositePool', {
        method: 'POST',
        body: JSON.stringify({ token0: { collection: 'GALA' }, token1: { collection: 'GUSDC' }, fee: 3000 }),
      })
    ).json();
    const seen: string[] = [];
    const gSwap = new GSwap({ httpRequestor: recordedRequestor({ GetCompositePool: pool }, seen) });
    const quote = await gSwap.quoting.quoteExactInput(GALA, GUSDC, 1_000, 3000);
    expect(quote.outTokenAmount.toFixed()).toBe('19.936024');
    expect(seen).toEqual(['GetCompositePool']);
    await expect(gSwap.pools.getPoolData(GALA, GUSDC, 3000)).rejects.toMatchObject({ code: 'OBJECT_NOT_FOUND' });
  });

  it('http-requestor.ts passes requests to fetch and logs each one', async () => {
    const { gSwap } = await runGuideBlock<{ gSwap: GSwap }>('other/custom-signers-and-http.md', 'http-requestor.ts');
    await gSwap.pools.getPoolData(GALA, GUSDC, 3000);
    expect(env.printed).toContainEqual(expect.stringMatching(/^POST \/api\/asset\/dexv3-contract\/GetPoolData 200 in \d+ ms$/));
  });
});

describe('asset-balances.md and fees.md, run', () => {
  it('balances.ts asks for one page of 20 and prints each balance', async () => {
    await runGuideBlock('tutorial-basics/asset-balances.md', 'balances.ts');
    const request = new URL(env.network.requests[0]!.url);
    expect(request.pathname).toBe('/user/assets');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      address: 'eth|d8291E50E2e68fb2c70d77cCDc707D291a89f209',
      page: '1',
      limit: '20',
    });
    expect(env.printed).toEqual(['This wallet holds 2 different tokens', 'GALA     1250000.5', 'GUSDC    310.25']);
  });

  it('gas-budget.ts counts 1 GALA per write on top of what is spent', async () => {
    const { canPayGas } = await runGuideBlock<{ canPayGas(assets: UserAsset[], writes: number, galaSpent?: BigNumber.Value): boolean }>(
      'pool-concepts/fees.md',
      'gas-budget.ts',
    );
    const { tokens } = await new GSwap().assets.getUserAssets(WALLET);
    expect(canPayGas(tokens, 1, '1249999.5')).toBe(true);
    expect(canPayGas(tokens, 2, '1249999.5')).toBe(false);
  });

  it('validate-fee.ts rejects 123, which validateFee itself lets through', async () => {
    await runGuideBlock('pool-concepts/fees.md', 'validate-fee.ts');
    expect(env.printed).toEqual(['Trading in the 0.3 % pool']);
    const { parseFeeTier } = await runGuideBlock<{ parseFeeTier(value: string): number }>('pool-concepts/fees.md', 'validate-fee.ts');
    expect(() => parseFeeTier('123')).toThrow('123 is not a gSwap fee tier');
    expect(() => parseFeeTier('-1')).toThrow('Invalid fee');
  });

  it('owed-fees.ts reads each position of the page through getPosition', async () => {
    await runGuideBlock('pool-concepts/fees.md', 'owed-fees.ts');
    expect(env.printed).toEqual(['GALA/GUSDC (0.3 %): 3.12 GALA and 0.061 GUSDC to collect']);
  });
});
