/**
 * The network of the gSwap SDK, replaced for the behavioural tests of the guides: an
 * `httpRequestor` (the SDK's own option; `fetch` can be stubbed with it too) answering from the
 * response files of recorded/, a bundler that checks each signed transaction as the chain would
 * (chainCheck.ts), accepts it and, a moment later, pushes its outcome over the local event
 * socket (bundlerSocket.ts), as the real bundler does.
 *
 * The response files are written by hand in the shapes the SDK parses (the declarations'
 * GetPoolDataRawResponse, the chaincode's composite pool, the back end's asset list): this
 * machine has no network to record live ones.
 */
import { readFileSync } from 'node:fs';
import type { GSwap } from '@gala-chain/gswap-sdk';
import type { BundlerSocket } from './bundlerSocket.js';
import { type ChainVerdict, verifyAsChain } from './chainCheck.js';

export type HttpRequestor = NonNullable<NonNullable<ConstructorParameters<typeof GSwap>[0]>['httpRequestor']>;

export interface SeenRequest {
  method: string;
  url: string;
  /** the JSON body, parsed */
  body: unknown;
}

export interface SentTransaction {
  method: string;
  signedDto: Record<string, unknown>;
  stringsInstructions: string[];
  txId: string;
  /** the chain's check of the signature, on the DTO rebuilt from the body as sent */
  verdict: ChainVerdict;
}

export type Outcome = 'PROCESSED' | 'FAILED' | 'NONE';

export interface FakeNetwork {
  httpRequestor: HttpRequestor;
  requests: SeenRequest[];
  transactions: SentTransaction[];
  /** what the bundler pushes for the next transactions (PROCESSED by default; NONE: nothing) */
  outcome: Outcome;
  /** fee tiers whose GALA/GUSDC pool answers OBJECT_NOT_FOUND */
  missingTiers: Set<number>;
  /** the next answer of every request: a status and a raw body (e.g. a gateway outage) */
  failNextWith?: { status: number; body: string };
}

const recorded = (name: string): unknown => JSON.parse(readFileSync(new URL(`./recorded/${name}`, import.meta.url), 'utf8'));

function response(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as unknown as Awaited<ReturnType<HttpRequestor>>;
}

const isGalaGusdc = (body: { token0?: { collection?: string }; token1?: { collection?: string } }) =>
  body.token0?.collection === 'GALA' && body.token1?.collection === 'GUSDC';

function gatewayAnswer(network: FakeNetwork, endpoint: string, body: Record<string, never>) {
  if (endpoint === 'GetCompositePool' || endpoint === 'GetPoolData') {
    const fee = Number(body.fee);
    if (!isGalaGusdc(body) || network.missingTiers.has(fee) || (fee !== 500 && fee !== 3000)) {
      return response(400, recorded('GetCompositePool-not-found.json'));
    }
    const name = endpoint === 'GetPoolData' ? 'GetPoolData-GALA-GUSDC-3000.json' : `GetCompositePool-GALA-GUSDC-${fee}.json`;
    return response(200, recorded(name));
  }
  if (['GetUserPositions', 'GetPositions', 'GetRemoveLiquidityEstimation'].includes(endpoint)) {
    return response(200, recorded(`${endpoint}.json`));
  }
  return response(404, `no recorded answer for ${endpoint}`);
}

async function bundlerAnswer(
  network: FakeNetwork,
  socket: BundlerSocket,
  signerPublicKey: string,
  body: Omit<SentTransaction, 'txId' | 'verdict'>,
) {
  const txId = `tx-${network.transactions.length + 1}`;
  const verdict = await verifyAsChain(body.method, JSON.stringify(body.signedDto), signerPublicKey);
  network.transactions.push({ ...body, txId, verdict });
  const outcome = network.outcome;
  setTimeout(() => {
    if (outcome === 'PROCESSED') {
      socket.emit(txId, { status: 'PROCESSED', data: { transactionId: `hash-of-${txId}`, Data: { method: body.method } } });
    } else if (outcome === 'FAILED') {
      socket.emit(txId, {
        status: 'FAILED',
        data: {
          ErrorCode: 409,
          ErrorKey: 'SLIPPAGE_TOLERANCE_EXCEEDED',
          ErrorPayload: {},
          Message: 'Slippage tolerance exceeded',
          transactionId: `hash-of-${txId}`,
        },
      });
    }
  }, 20);
  return response(201, { ...(recorded('bundle-accepted.json') as object), data: txId });
}

/** `signerPublicKey`: the key whose signatures the chain is to accept */
export function createFakeNetwork(socket: BundlerSocket, signerPublicKey: string): FakeNetwork {
  const network: FakeNetwork = {
    requests: [],
    transactions: [],
    outcome: 'PROCESSED',
    missingTiers: new Set([10000]),
    httpRequestor: async (uri, options) => {
      const method = options?.method ?? 'GET';
      const body = typeof options?.body === 'string' ? JSON.parse(options.body) : undefined;
      network.requests.push({ method, url: uri, body });
      if (network.failNextWith) {
        const { status, body: raw } = network.failNextWith;
        network.failNextWith = undefined;
        return response(status, raw);
      }
      const url = new URL(uri);
      if (url.pathname === '/user/assets') return response(200, recorded('user-assets-page-1.json'));
      if (url.pathname === '/bundle') return bundlerAnswer(network, socket, signerPublicKey, body);
      const endpoint = url.pathname.split('/').pop() ?? '';
      return gatewayAnswer(network, endpoint, body ?? {});
    },
  };
  return network;
}
