import { readFileSync } from 'node:fs';
import { ConflictError } from '@gala-chain/api';
import {
  type FEE_TIER,
  GalaWalletSigner,
  GSwap,
  GSwapSDKError,
  getTokenOrdering,
  type PriceIn,
  PrivateKeySigner,
  type SqrtPriceIn,
} from '@gala-chain/gswap-sdk';
import { describe, expect, it, vi } from 'vitest';
import { runGuideBlock } from './sdk-runtime/guideBlocks.js';
import { recordingClient, useGuideEnv, WALLET } from './sdk-runtime/guideEnv.js';

/**
 * The error table of other/error-handling.md, held to the SDK's shipped code: each code it lists
 * is raised here by the call the table names, and the table lists exactly the codes raised here.
 */

const GALA = 'GALA|Unit|none|none';
const GUSDC = 'GUSDC|Unit|none|none';
const env = useGuideEnv();
const reproduced = new Set<string>();

async function codeOf(action: () => unknown): Promise<GSwapSDKError> {
  try {
    await action();
  } catch (error) {
    expect(error).toBeInstanceOf(GSwapSDKError);
    reproduced.add((error as GSwapSDKError).code);
    return error as GSwapSDKError;
  }
  throw new Error('expected the call to throw');
}

const readClient = () => new GSwap({ httpRequestor: env.network.httpRequestor });
const range = { positionId: '', fee: 3000, tickLower: -41100, tickUpper: -37080 };
const amounts = { amount0Desired: 1, amount1Desired: 1, amount0Min: 0, amount1Min: 0 };

describe('each code of the error table, raised by the SDK code', () => {
  it('NO_SIGNER: a write on a client without a signer', async () => {
    const error = await codeOf(() => readClient().swaps.swap(GALA, GUSDC, 3000, { exactIn: 1 }, WALLET));
    expect(error.code).toBe('NO_SIGNER');
  });

  it('VALIDATION_ERROR: no wallet for a write; an amount of zero', async () => {
    const noWallet = await codeOf(() => recordingClient(env.network).gSwap.swaps.swap(GALA, GUSDC, 3000, { exactIn: 1 }));
    expect([noWallet.code, noWallet.details?.type]).toEqual(['VALIDATION_ERROR', 'MISSING_WALLET_ADDRESS']);
    const zero = await codeOf(() => readClient().quoting.quoteExactInput(GALA, GUSDC, 0));
    expect([zero.code, zero.details?.type]).toEqual(['VALIDATION_ERROR', 'INVALID_NUMERIC_AMOUNT']);
  });

  it('INVALID_TOKEN_CLASS_KEY: a token string without four parts', async () => {
    expect((await codeOf(() => readClient().quoting.quoteExactInput('GALA', GUSDC, 1))).code).toBe('INVALID_TOKEN_CLASS_KEY');
  });

  it('INCORRECT_TOKEN_ORDERING: a liquidity write with the pair the wrong way round', async () => {
    const { gSwap } = recordingClient(env.network);
    const error = await codeOf(() =>
      gSwap.positions.addLiquidityByTicks({ ...range, ...amounts, walletAddress: WALLET, token0: GUSDC, token1: GALA }),
    );
    expect(error.code).toBe('INCORRECT_TOKEN_ORDERING');
  });

  it('NO_POOL_AVAILABLE only without a fee tier; with one, the gateway key OBJECT_NOT_FOUND', async () => {
    const silk = 'SILK|Unit|none|none';
    expect((await codeOf(() => readClient().quoting.quoteExactInput(GALA, silk, 1))).code).toBe('NO_POOL_AVAILABLE');
    const oneTier = await codeOf(() => readClient().quoting.quoteExactInput(GALA, silk, 1, 3000));
    expect(oneTier.code).toBe('OBJECT_NOT_FOUND');
    expect(oneTier.details).toMatchObject({ status: 400, errorKey: 'OBJECT_NOT_FOUND' });
  });

  it('HTTP_ERROR: an error answer without a GalaChain error key', async () => {
    env.network.failNextWith = { status: 502, body: '<html>Bad gateway</html>' };
    const error = await codeOf(() => readClient().pools.getPoolData(GALA, GUSDC, 3000));
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.details).toMatchObject({ status: 502, body: '<html>Bad gateway</html>' });
  });

  it('TRANSACTION_ID_ALREADY_REGISTERED: the bundler hands out an id still waited for', async () => {
    await GSwap.events.connectEventSocket();
    GSwap.events.registerTxId('tx-1', 1_000);
    const { gSwap } = recordingClient(env.network, { walletAddress: WALLET });
    expect((await codeOf(() => gSwap.swaps.swap(GALA, GUSDC, 3000, { exactIn: 1 }))).code).toBe('TRANSACTION_ID_ALREADY_REGISTERED');
    // disconnecting rejects every registered transaction, waited for or not: wait, so the rejection is handled
    const first = GSwap.events.wait('tx-1');
    GSwap.events.disconnectEventSocket();
    await expect(first).rejects.toMatchObject({ code: 'TRANSACTION_WAIT_FAILED' });
  });

  it('SOCKET_CONNECTION_REQUIRED: waiting without the event socket', async () => {
    const pending = await recordingClient(env.network, { walletAddress: WALLET }).gSwap.swaps.swap(GALA, GUSDC, 3000, { exactIn: 1 });
    expect((await codeOf(() => pending.wait())).code).toBe('SOCKET_CONNECTION_REQUIRED');
  });

  it('TRANSACTION_ID_NOT_REGISTERED: waiting after the outcome arrived, or for a transaction sent before connecting', async () => {
    const { gSwap } = recordingClient(env.network, { walletAddress: WALLET });
    const sentEarly = await gSwap.swaps.swap(GALA, GUSDC, 3000, { exactIn: 1 });
    await GSwap.events.connectEventSocket();
    expect((await codeOf(() => sentEarly.wait())).code).toBe('TRANSACTION_ID_NOT_REGISTERED');
    const late = await gSwap.swaps.swap(GALA, GUSDC, 3000, { exactIn: 1 });
    await new Promise((resolve) => setTimeout(resolve, 60)); // the outcome comes after 20 ms
    expect((await codeOf(() => late.wait())).code).toBe('TRANSACTION_ID_NOT_REGISTERED');
  });

  it('TRANSACTION_WAIT_TIMEOUT: no outcome within transactionWaitTimeoutMs', async () => {
    env.network.outcome = 'NONE';
    const gSwap = new GSwap({
      httpRequestor: env.network.httpRequestor,
      walletAddress: WALLET,
      transactionWaitTimeoutMs: 50,
      signer: recordingClient(env.network).gSwap.signer,
    });
    await GSwap.events.connectEventSocket();
    const pending = await gSwap.swaps.swap(GALA, GUSDC, 3000, { exactIn: 1 });
    const error = await codeOf(() => pending.wait());
    expect([error.code, error.details?.txId]).toEqual(['TRANSACTION_WAIT_TIMEOUT', pending.transactionId]);
  });

  it('TRANSACTION_WAIT_FAILED: a refused transaction, or disconnecting while waiting', async () => {
    env.network.outcome = 'FAILED';
    const { gSwap } = recordingClient(env.network, { walletAddress: WALLET });
    await GSwap.events.connectEventSocket();
    const refused = await codeOf(async () => (await gSwap.swaps.swap(GALA, GUSDC, 3000, { exactIn: 1 })).wait());
    expect(refused.code).toBe('TRANSACTION_WAIT_FAILED');
    expect(refused.details).toMatchObject({ ErrorKey: 'SLIPPAGE_TOLERANCE_EXCEEDED', Message: 'Slippage tolerance exceeded' });

    env.network.outcome = 'NONE';
    const pending = await gSwap.swaps.swap(GALA, GUSDC, 3000, { exactIn: 1 });
    const waiting = codeOf(() => pending.wait());
    GSwap.events.disconnectEventSocket();
    const dropped = await waiting;
    expect([dropped.code, dropped.details?.message]).toEqual(['TRANSACTION_WAIT_FAILED', 'Transaction waiter disabled']);
  });

  it('GALA_WALLET_NOT_AVAILABLE, EIP712_*: GalaWalletSigner without a wallet, or with an object it cannot type', async () => {
    const walletClient = new GSwap({ httpRequestor: env.network.httpRequestor, signer: new GalaWalletSigner(WALLET) });
    expect((await codeOf(() => walletClient.swaps.swap(GALA, GUSDC, 3000, { exactIn: 1 }, WALLET))).code).toBe('GALA_WALLET_NOT_AVAILABLE');
    vi.stubGlobal('gala', { setAddress: async () => {}, request: async () => 'signed' });
    const signer = new GalaWalletSigner(WALLET);
    expect((await codeOf(() => signer.signObject('Swap', { pool: { fee: 1 }, other: { pool: { fee: 2 } } }))).code).toBe(
      'EIP712_NAME_COLLISION',
    );
    expect((await codeOf(() => signer.signObject('Swap', { amount: 10n }))).code).toBe('EIP712_UNSUPPORTED_TYPE');
  });
});

describe('input errors that are plain Errors', () => {
  it.each<[string, () => Promise<unknown>, string]>([
    ['getUserAssets page 0', () => readClient().assets.getUserAssets(WALLET, 0), 'Invalid page'],
    ['getUserAssets limit 101', () => readClient().assets.getUserAssets(WALLET, 1, 101), 'Invalid limit'],
    ['a quote in fee tier 100', () => readClient().quoting.quoteExactInput(GALA, GUSDC, 1, 100 as FEE_TIER), 'Invalid fee tier'],
    [
      'addLiquidityByPrice with minPrice above maxPrice',
      () =>
        recordingClient(env.network).gSwap.positions.addLiquidityByPrice({
          ...range,
          ...amounts,
          walletAddress: WALLET,
          token0: GALA,
          token1: GUSDC,
          tickSpacing: 60,
          minPrice: '0.03' as PriceIn,
          maxPrice: '0.02' as PriceIn,
        }),
      'Invalid price range',
    ],
  ])('%s', async (_name, action, message) => {
    const error = await Promise.resolve()
      .then(action)
      .then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(GSwapSDKError);
    expect((error as Error).message.startsWith(message)).toBe(true);
  });
});

describe('the finer points of error-handling.md, on the SDK code and the packages below it', () => {
  it('INVALID_TOKEN_CLASS_KEY comes from the calls that send a token, not from the helpers that only compare', async () => {
    const { gSwap } = recordingClient(env.network, { walletAddress: WALLET });
    expect((await codeOf(() => gSwap.swaps.swap('GALA', GUSDC, 3000, { exactIn: 1, amountOutMinimum: '0.001' }))).code).toBe(
      'INVALID_TOKEN_CLASS_KEY',
    );
    expect((await codeOf(() => readClient().pools.getPoolData('GALA|Unit|none', GUSDC, 3000))).code).toBe('INVALID_TOKEN_CLASS_KEY');
    expect(
      readClient()
        .pools.calculateSpotPrice('GALA', 'GUSDC', '0.1414' as SqrtPriceIn)
        .toNumber(),
    ).toBeCloseTo(0.02, 3);
    expect(getTokenOrdering('GALA', 'GUSDC', false)).toMatchObject({ token0: 'GALA', token1: 'GUSDC' });
    // parts after the fourth are dropped, not refused
    await readClient().quoting.quoteExactInput('GALA|Unit|none|none|extra', GUSDC, 1, 3000);
    expect(env.network.requests.at(-1)?.body).toMatchObject({ token0: { collection: 'GALA', additionalKey: 'none' } });
  });

  it("the plain-Error table lists as many rows as the shipped code has 'throw new Error('", () => {
    const shipped = readFileSync(new URL('../../node_modules/@gala-chain/gswap-sdk/dist/index.mjs', import.meta.url), 'utf8');
    const page = readFileSync(new URL('../../content/docs/other/error-handling.md', import.meta.url), 'utf8');
    const section = page.slice(page.indexOf('### Errors that are not'), page.indexOf('### What the static helpers'));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toHaveLength(shipped.split('throw new Error(').length - 1);
  });

  it("a tier-less quote fails as a whole when one tier's pool maths cannot deliver, with @gala-chain/api's ConflictError", async () => {
    // the 0.05 % pool holds 10,025 GUSDC, the 0.3 % pool 100,000
    const error = await readClient()
      .quoting.quoteExactOutput(GALA, GUSDC, 90_000)
      .catch((thrown: unknown) => thrown);
    expect(error).not.toBeInstanceOf(GSwapSDKError);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ key: 'CONFLICT', code: 409, message: 'Not enough liquidity available in pool' });
    expect((await readClient().quoting.quoteExactOutput(GALA, GUSDC, 90_000, 3000)).feeTier).toBe(3000);
  });

  it("a token object with an empty field fails a quote in @gala-chain/api's DTO validation", async () => {
    const emptyCategory = { collection: 'GALA', category: '', type: 'none', additionalKey: 'none' };
    const error = await readClient()
      .quoting.quoteExactInput(emptyCategory, GUSDC, 1, 3000)
      .catch((thrown: unknown) => thrown);
    expect(error).not.toBeInstanceOf(GSwapSDKError);
    expect((error as Error).message).toMatch(/^DTO validation failed: .*category should not be empty/);
  });

  it('PrivateKeySigner refuses a missing key in its constructor', () => {
    expect(() => new PrivateKeySigner('')).toThrow(/^Cannot normalize secp256k1 private key/);
  });

  it('TRANSACTION_ID_NOT_REGISTERED after the time-out ran out unwaited; a second wait() before the outcome is the same wait', async () => {
    env.network.outcome = 'NONE';
    await GSwap.events.connectEventSocket();
    const impatient = new GSwap({
      httpRequestor: env.network.httpRequestor,
      walletAddress: WALLET,
      transactionWaitTimeoutMs: 30,
      signer: recordingClient(env.network).gSwap.signer,
    });
    const unwaited = await impatient.swaps.swap(GALA, GUSDC, 3000, { exactIn: 1, amountOutMinimum: '0.001' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await codeOf(() => unwaited.wait())).code).toBe('TRANSACTION_ID_NOT_REGISTERED');

    env.network.outcome = 'PROCESSED';
    const pending = await recordingClient(env.network, { walletAddress: WALLET }).gSwap.swaps.swap(GALA, GUSDC, 3000, {
      exactIn: 1,
      amountOutMinimum: '0.001',
    });
    const [first, second] = await Promise.all([pending.wait(), pending.wait()]);
    expect(second).toBe(first);
    expect((await codeOf(() => pending.wait())).code).toBe('TRANSACTION_ID_NOT_REGISTERED');
  });
});

describe('error-handling.md', () => {
  it('lists exactly the codes reproduced above', () => {
    const page = readFileSync(new URL('../../content/docs/other/error-handling.md', import.meta.url), 'utf8');
    const section = page.slice(page.indexOf('## Error codes'), page.indexOf('### Errors that are not'));
    const rows = section.split('\n').filter((line) => /^\| (`|The gateway)/.test(line));
    const listed = rows.flatMap((row) => [...(row.split(' | ')[0] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]));
    expect(new Set(listed)).toEqual(reproduced);
  });

  it('error-codes.ts explains an SDK error by its code', async () => {
    const { explain } = await runGuideBlock<{ explain(error: unknown): string }>('other/error-handling.md', 'error-codes.ts');
    const error = await readClient()
      .quoting.quoteExactInput(GALA, 'SILK|Unit|none|none', 1)
      .catch((thrown: unknown) => thrown);
    expect(explain(error)).toBe('There is no pool for this pair and fee tier.');
  });
});
