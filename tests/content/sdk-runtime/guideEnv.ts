/**
 * What every behavioural test of the guides sets up: the fake network as the global `fetch`
 * (a guide's `new GSwap()` takes `fetch` as its default httpRequestor), the environment
 * variables the guides read, a record of what the examples print, and a closed event socket
 * afterwards (it is global to the process, as in the SDK).
 */
import { GSwap } from '@gala-chain/gswap-sdk';
import { afterEach, beforeEach, vi } from 'vitest';
import { createFakeNetwork, type FakeNetwork } from './fakeNetwork.js';

export const WALLET = 'eth|7aC1f5E0b3D94c2A6e8B1d0F3c5A7e9B2d4F6a81';
export const PRIVATE_KEY = `0x${'5e'.repeat(32)}`;
export const POSITION_ID = '4f1c7d1e7c4a4b0fa1d3a0c2e9b8d7f6';

export interface GuideEnv {
  network: FakeNetwork;
  /** every line the examples printed with console.log, its arguments joined by spaces */
  printed: string[];
}

export function useGuideEnv(): GuideEnv {
  const env = { network: createFakeNetwork(), printed: [] } as GuideEnv;
  beforeEach(() => {
    env.network = createFakeNetwork();
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
  });
  return env;
}

/** a client on the fake network with a signer that records what it signs */
export function recordingClient(network: FakeNetwork, options: { walletAddress?: string } = {}) {
  const signed: { method: string; payload: Record<string, unknown> }[] = [];
  const gSwap = new GSwap({
    httpRequestor: network.httpRequestor,
    walletAddress: options.walletAddress,
    signer: {
      signObject: async (method, payload) => {
        signed.push({ method, payload });
        return { ...payload, signature: 'recorded' };
      },
    },
  });
  return { gSwap, signed };
}
