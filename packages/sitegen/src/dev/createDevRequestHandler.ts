import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentTypeOf } from './contentTypeOf.js';
import type { OutputFiles } from './diffOutput.js';
import type { LiveReloadHub } from './LiveReloadHub.js';
import { resolveRequestPath } from '../serve/resolveRequestPath.js';

/** Where the dev server's own endpoints live: outside any base path, never a page route. */
export const DEV_ENDPOINT_PREFIX = '/__sitegen/';

export interface DevRequestHandlerParams {
  basePath: () => string;
  /** the last good build; undefined until the first build succeeds */
  output: () => OutputFiles | undefined;
  hub: LiveReloadHub;
  /** the live-reload client script */
  clientScript: string;
}

const CLIENT_TAG = `<script src="${DEV_ENDPOINT_PREFIX}client.js" defer></script>`;

/** Serves the in-memory site, the live-reload client and its event stream. */
export function createDevRequestHandler(params: DevRequestHandlerParams) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    // the path as sent: URL parsing would resolve '..' and hide an attempt to leave the site
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    if (pathname === `${DEV_ENDPOINT_PREFIX}events`) {
      params.hub.connect(request, response);
      return;
    }
    if (pathname === `${DEV_ENDPOINT_PREFIX}client.js`) {
      send(response, 200, 'client.js', params.clientScript);
      return;
    }
    const output = params.output();
    const target = resolveRequestPath(pathname, params.basePath());
    const file = target.kind === 'file' ? target.candidates.find((candidate) => output?.has(candidate)) : undefined;
    if (output === undefined) send(response, 503, 'index.html', waitingPage());
    else if (target.kind === 'refused') send(response, 400, 'error.txt', 'Bad request');
    else if (target.kind === 'redirect') {
      response.writeHead(302, { location: target.location, 'cache-control': 'no-store' });
      response.end();
    } else if (file !== undefined) send(response, 200, file, output.get(file) ?? '');
    else send(response, 404, '404.html', output.get('404.html') ?? '<!doctype html><title>Not found</title><h1>Not found</h1>');
  };
}

function send(response: ServerResponse, status: number, file: string, body: Uint8Array | string): void {
  const type = contentTypeOf(file);
  const payload = type.startsWith('text/html') ? injectClient(Buffer.from(body).toString('utf8')) : body;
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(payload);
}

function injectClient(html: string): string {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + CLIENT_TAG : html.slice(0, end) + CLIENT_TAG + html.slice(end);
}

/** Shown while the first build runs or after it failed: the client script brings the overlay or the reload. */
function waitingPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Building…</title></head><body><p>Building the site…</p></body></html>';
}
