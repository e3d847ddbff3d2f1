import { TokenClassKey } from '@gala-chain/api';
import { validateTokenOrder } from '@gala-chain/dex';
import { GSwap, GSwapSDKError, compareTokens, getTokenOrdering, parseTokenClassKey } from '@gala-chain/gswap-sdk';
import { describe, expect, it } from 'vitest';

/**
 * Small claims of liquidity-management.md and asset-balances.md, checked on the shipped SDK
 * and the chaincode it installs: the pool order is `localeCompare`, not code-unit order, on
 * both sides; getUserAssets refuses a fractional page with a plain Error before any request.
 */

const LOWER = 'abc|Unit|none|none';
const UPPER = 'Bcd|Unit|none|none';
const classKey = (key: string): TokenClassKey => Object.assign(new TokenClassKey(), parseTokenClassKey(key));

describe('liquidity-management.md, token order', () => {
  it('the SDK and the chaincode order tokens with localeCompare, which differs from <', () => {
    expect(LOWER < UPPER).toBe(false);
    expect(compareTokens(LOWER, UPPER)).toBeLessThan(0);
    expect(getTokenOrdering(LOWER, UPPER, true).token0).toBe(LOWER);
    expect(() => validateTokenOrder(classKey(LOWER), classKey(UPPER))).not.toThrow();
    expect(() => validateTokenOrder(classKey(UPPER), classKey(LOWER))).toThrow('Token0 must be smaller');
  });
});

describe('asset-balances.md, paging', () => {
  it('a fractional page or page size throws a plain Error before any request', async () => {
    const requests: string[] = [];
    const gSwap = new GSwap({
      httpRequestor: async (url) => {
        requests.push(String(url));
        throw new Error('no request expected');
      },
    });
    const owner = 'eth|d8291E50E2e68fb2c70d77cCDc707D291a89f209';
    const page = await gSwap.assets.getUserAssets(owner, 1.5).catch((error: unknown) => error);
    expect(page).toBeInstanceOf(Error);
    expect(page).not.toBeInstanceOf(GSwapSDKError);
    expect(page).toMatchObject({ message: 'Invalid page: must be a positive integer' });
    await expect(gSwap.assets.getUserAssets(owner, 1, 20.5)).rejects.toThrow('Invalid limit: must be an integer between 1 and 100');
    expect(requests).toEqual([]);
  });
});
