import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildErrorEvent, LiveReloadEventMap, ReloadPaths, WarningsEvent } from './liveReloadEvents.js';

/**
 * The server-sent events of the dev server. It remembers the current build error and the
 * last build's warnings, so a browser that connects (or reloads) gets the overlay and its
 * page's warnings at once.
 */
export class LiveReloadHub {
  readonly #clients = new Set<ServerResponse>();
  #error: BuildErrorEvent | undefined;
  #warnings: WarningsEvent | undefined;

  get clientCount(): number {
    return this.#clients.size;
  }

  connect(request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    // a comment line flushes the headers so EventSource (and fetch) see the stream open
    response.write(': connected\n\n');
    if (this.#warnings !== undefined) response.write(frame('warnings', this.#warnings));
    if (this.#error !== undefined) response.write(frame('build-error', this.#error));
    this.#clients.add(response);
    request.on('close', () => this.#clients.delete(response));
  }

  reload(paths: ReloadPaths): void {
    this.#error = undefined;
    this.#broadcast(frame('reload', { paths }));
  }

  fail(error: BuildErrorEvent): void {
    this.#error = error;
    this.#broadcast(frame('build-error', error));
  }

  /** Sent before the build's 'reload' or 'build-error': a page that reloads then reads them at once. */
  warn(warnings: WarningsEvent): void {
    this.#warnings = warnings;
    this.#broadcast(frame('warnings', warnings));
  }

  close(): void {
    for (const client of this.#clients) client.end();
    this.#clients.clear();
  }

  #broadcast(text: string): void {
    for (const client of this.#clients) client.write(text);
  }
}

function frame<Name extends keyof LiveReloadEventMap>(event: Name, data: LiveReloadEventMap[Name]): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
