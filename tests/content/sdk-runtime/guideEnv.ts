/**
 * What every behavioural test of the guides sets up: the local bundler socket, the fake network
 * as the global `fetch` (a guide's `new GSwap()` takes `fetch` as its default httpRequestor), the
 * environment variables the guides read, a record of what the examples print, and a closed
 * event socket afterwards (it is global to the process, as in the SDK). After each test, every
 * transaction the bundler received must carry a signature the chain accepts.
 */
import { GSwap, PrivateKeySigner } from '@gala-chain/gswap-sdk';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { type BundlerSocket, startBundlerSocket } from './bundlerSocket.js';
import { publicKeyOf } from './chainCheck.js';
import { createFakeNetwork, type FakeNetwork } from './fakeNetwork.js';

/** the address of PRIVATE_KEY, checksummed as the chain's user aliases require */
export const WALLET = 'eth|d8291E50E2e68fb2c70d77cCDc707D291a89f209';
export const PRIVATE_KEY = `0x${'5e'.repeat(32)}`;
export const POSITION_ID = '4f1c7d1e7c4a4b0fa1d3a0c2e9b8d7f6';

export interface GuideEnv {
  network: FakeNetwork;
  socket: BundlerSocket;
  /** every line the examples printed with console.log, its arguments joined by spaces */
  printed: string[];
}

export function useGuideEnv(): GuideEnv {
  const env = { printed: [] as string[] } as GuideEnv;
  beforeAll(async () => {
    env.socket = await startBundlerSocket();
  });
  afterAll(async () => {
    await env.socket.close();
  });
  beforeEach(() => {
    env.network = createFakeNetwork(env.socket, publicKeyOf(PRIVATE_KEY));
    env.printed = [];
    vi.stubGlobal('fetch', env.network.httpRequestor);
    vi.stubEnv('GSWAP_PRIVATE_KEY', PRIVATE_KEY);
    vi.stubEnv('GSWAP_WALLET_ADDRESS', WALLET);
    vi.stubEnv('POSITION_ID', POSITION_ID);
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      env.printed.push(args.map(String).join(' '));
    });
  });
  afterEach(() => {
    GSwap.events.disconnectEventSocket();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    const refused = env.network.transactions.filter((transaction) => !transaction.verdict.valid);
    expect(refused.map(({ method, verdict }) => ({ method, verdict }))).toEqual([]);
  });
  return env;
}

/** a client on the fake network whose real signer (the test key) records what it signs */
export function recordingClient(network: FakeNetwork, options: { walletAddress?: string } = {}) {
  const signed: { method: string; payload: Record<string, unknown> }[] = [];
  const signer = new PrivateKeySigner(PRIVATE_KEY);
  const gSwap = new GSwap({
    httpRequestor: network.httpRequestor,
    walletAddress: options.walletAddress,
    signer: {
      signObject: async (method, payload) => {
        signed.push({ method, payload });
        return signer.signObject(method, payload);
      },
    },
  });
  return { gSwap, signed };
}
