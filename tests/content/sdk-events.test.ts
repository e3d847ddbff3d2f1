import { GSwap, type PendingTransaction } from '@gala-chain/gswap-sdk';
import { describe, expect, it } from 'vitest';
import { runGuideBlock } from './sdk-runtime/guideBlocks.js';
import { recordingClient, useGuideEnv, WALLET } from './sdk-runtime/guideEnv.js';

/**
 * transaction-status.md, run on the SDK's event socket code (EventSocketClient, Events and the
 * transaction waiter of dist/index.mjs) and the real socket.io-client, on the local bundler socket.
 */

const env = useGuideEnv();

describe('transaction-status.md, run', () => {
  it('transaction-events.ts hears a processed transaction and the disconnection', async () => {
    await runGuideBlock('tutorial-basics/transaction-status.md', 'transaction-events.ts');
    expect(env.printed).toContain('tx-1: processed, hash hash-of-tx-1');
    expect(env.printed).toContain('event socket closed: io client disconnect');
  });

  it('transaction-events.ts hears a failed transaction with its error key', async () => {
    env.network.outcome = 'FAILED';
    await runGuideBlock('tutorial-basics/transaction-status.md', 'transaction-events.ts');
    expect(env.printed).toContain('tx-1: failed, SLIPPAGE_TOLERANCE_EXCEEDED: Slippage tolerance exceeded');
  });

  it('wait-errors.ts explains a confirmation, a refusal and a time-out', async () => {
    const { waitAndExplain } = await runGuideBlock<{ waitAndExplain(pending: PendingTransaction): Promise<string> }>(
      'tutorial-basics/transaction-status.md',
      'wait-errors.ts',
    );
    await GSwap.events.connectEventSocket();
    const swap = (gSwap: GSwap) => gSwap.swaps.swap('GALA|Unit|none|none', 'GUSDC|Unit|none|none', 3000, { exactIn: 1 });
    const { gSwap } = recordingClient(env.network, { walletAddress: WALLET });
    expect(await waitAndExplain(await swap(gSwap))).toBe('confirmed: hash-of-tx-1');
    env.network.outcome = 'FAILED';
    expect(await waitAndExplain(await swap(gSwap))).toBe('failed on chain: Slippage tolerance exceeded');
    env.network.outcome = 'NONE';
    const impatient = new GSwap({
      httpRequestor: env.network.httpRequestor,
      walletAddress: WALLET,
      transactionWaitTimeoutMs: 30,
      signer: gSwap.signer,
    });
    expect(await waitAndExplain(await swap(impatient))).toBe('outcome unknown: check tx-3 later');
  });

  it('many.ts waits on several swaps at once', async () => {
    await runGuideBlock('tutorial-basics/transaction-status.md', 'many.ts');
    expect(env.printed.filter((line) => line.startsWith('swap of'))).toEqual([
      'swap of 10 GUSDC: hash-of-tx-1',
      'swap of 20 GUSDC: hash-of-tx-2',
      'swap of 30 GUSDC: hash-of-tx-3',
    ]);
  });
});

describe('getting-started.md, run', () => {
  it('first-swap.ts quotes, swaps with a 1 % limit, and is confirmed', async () => {
    await runGuideBlock('getting-started.md', 'first-swap.ts');
    expect(env.printed).toContain('Submitted transaction tx-1');
    expect(env.printed).toContain('Confirmed with hash hash-of-tx-1');
    expect(env.network.transactions[0]?.signedDto).toMatchObject({ recipient: WALLET, amount: '10', zeroForOne: false });
  });
});
