/**
 * The bundler's event socket, served on this machine with socket.io, so the SDK's own
 * EventSocketClient and the real socket.io-client do the connecting and the listening. The SDK
 * picks the socket class through `Events.tradeEventEmitterConstructor`; the one installed here
 * is the SDK's EventSocketClient pointed at the local server, and it records the URL the guide
 * asked for (the production bundler when `connectEventSocket()` is given none).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventSocketClient, Events } from '@gala-chain/gswap-sdk';
import { Server } from 'socket.io';

export interface BundlerSocket {
  /** the URLs the SDK was asked to connect to, in order */
  askedFor: string[];
  /** pushes an event to every connected client, as the bundler does for a transaction */
  emit(event: string, payload: unknown): void;
  close(): Promise<void>;
}

export async function startBundlerSocket(): Promise<BundlerSocket> {
  const http = createServer();
  const server = new Server(http, { transports: ['websocket'] });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const askedFor: string[] = [];
  const original = Events.tradeEventEmitterConstructor;
  Events.tradeEventEmitterConstructor = class LocalBundlerSocket extends EventSocketClient {
    constructor(url: string) {
      askedFor.push(url);
      super(`http://127.0.0.1:${port}`);
    }
  };
  return {
    askedFor,
    emit: (event, payload) => server.emit(event, payload),
    close: async () => {
      Events.tradeEventEmitterConstructor = original;
      await server.close();
    },
  };
}
