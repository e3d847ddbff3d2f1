/**
 * Stand-in for `socket.io-client`. The SDK's EventSocketClient calls `io(url, options)` and uses
 * `on('connect' | 'connect_error' | 'disconnect')`, `onAny`, `connected` and `disconnect()`.
 * This socket connects on the next turn of the event loop, and `serverEmit` lets a test (or the
 * fake bundler) push what the real bundler pushes: an event named after a transaction id, with
 * `{ status, data }`.
 */
type Handler = (...args: unknown[]) => void;

export class StandInSocket {
  connected = false;
  private readonly handlers = new Map<string, Handler[]>();
  private readonly anyHandlers: Handler[] = [];
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {}
  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  onAny(handler: Handler): this {
    this.anyHandlers.push(handler);
    return this;
  }
  disconnect(): this {
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }
  /** what the server side would do: connect, or push an event to this client */
  open(): void {
    this.connected = true;
    this.fire('connect');
  }
  serverEmit(event: string, ...args: unknown[]): void {
    if (!this.connected) return;
    for (const handler of this.anyHandlers) handler(event, ...args);
  }
  private fire(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

/** every socket the SDK opened, newest last */
export const openedSockets: StandInSocket[] = [];

export function io(url: string, options?: unknown): StandInSocket {
  const socket = new StandInSocket(url, options);
  openedSockets.push(socket);
  setTimeout(() => socket.open(), 0);
  return socket;
}

/** pushes an event to every connected socket, as the bundler does for a transaction */
export function emitFromBundler(event: string, payload: unknown): void {
  for (const socket of openedSockets) socket.serverEmit(event, payload);
}
