import { GSwap } from '@gala-chain/gswap-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runGuideBlock } from './sdk-runtime/guideBlocks.js';
import { useGuideEnv } from './sdk-runtime/guideEnv.js';

/**
 * transaction-status.md's many.ts, when a transaction fails while the next one is still being
 * sent: the SDK rejects that wait() promise as the outcome arrives, before Promise.allSettled
 * looks at it, so the block must handle it at once or Node.js reports an unhandled rejection.
 */

const env = useGuideEnv();
const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
  process.off('unhandledRejection', record);
});

describe('transaction-status.md, many.ts with failures', () => {
  it('reports each failure from allSettled, and leaves no rejection unhandled meanwhile', async () => {
    env.network.outcome = 'FAILED';
    unhandled.length = 0;
    process.on('unhandledRejection', record);
    let sent = 0;
    let heard = 0;
    let onHeard = () => {};
    const send = env.network.httpRequestor;
    // each later submission waits until the SDK has handled the outcome of the one before, then a
    // macrotask more, so Node.js has checked for unhandled rejections in between
    vi.stubGlobal('fetch', async (uri: string, options?: { method?: string; body?: string }) => {
      if (new URL(uri).pathname === '/bundle') {
        if (sent === 0) {
          const socket = await GSwap.events.connectEventSocket();
          socket.on('transaction', () => {
            heard += 1;
            onHeard();
          });
        }
        sent += 1;
        while (heard < sent - 1) await new Promise<void>((next) => (onHeard = next));
        await new Promise((later) => setImmediate(later));
      }
      return send(uri, options);
    });
    await runGuideBlock('tutorial-basics/transaction-status.md', 'many.ts');
    expect(env.printed.filter((line) => line.startsWith('swap of'))).toEqual([
      'swap of 10 GUSDC: failed',
      'swap of 20 GUSDC: failed',
      'swap of 30 GUSDC: failed',
    ]);
    expect(unhandled).toEqual([]);
  });
});
