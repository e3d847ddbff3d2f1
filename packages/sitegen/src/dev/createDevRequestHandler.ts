import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusedMethod } from '../serve/allowedMethods.js';
import { answerError } from '../serve/answerError.js';
import { answerFile, type FileBody } from '../serve/answerFile.js';
import { answerText } from '../serve/answerText.js';
import { CompressedCache } from '../serve/CompressedCache.js';
import { contentTypeOf } from '../serve/contentTypeOf.js';
import { resolveRequestPath } from '../serve/resolveRequestPath.js';
import { setSecurityHeaders } from '../serve/securityHeaders.js';
import type { OutputFiles } from './diffOutput.js';
import type { LiveReloadHub } from './LiveReloadHub.js';
import { memoryFileBody } from './memoryFileBody.js';

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

/** Shown while the first build runs or after it failed: the client script brings the overlay or the reload. */
const WAITING_PAGE = Buffer.from(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Building…</title></head><body><p>Building the site…</p></body></html>',
);
const NOT_FOUND_PAGE = Buffer.from('<!doctype html><title>Not found</title><h1>Not found</h1>');

/**
 * Serves the in-memory site, the live-reload client and its event stream. Files are
 * answered as `sitegen serve` answers them (answerFile: 405 to other methods, ranges,
 * conditional requests, cached compression, security headers); a request reaches only the
 * files of the last build, by their output paths, and never the disk.
 */
export function createDevRequestHandler(params: DevRequestHandlerParams) {
  const compressed = new CompressedCache();
  const bodies = new FileBodies();
  const clientScript = Buffer.from(params.clientScript);
  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    setSecurityHeaders(response);
    // the path as sent: URL parsing would resolve '..' and hide an attempt to leave the site
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    if (pathname === `${DEV_ENDPOINT_PREFIX}events`) {
      // an EventSource only ever GETs; a HEAD would hold a stream open with no body to send
      if (!refusedMethod(request, response, 'GET')) params.hub.connect(request, response);
      return;
    }
    if (refusedMethod(request, response)) return;
    const file = (name: string, bytes: Uint8Array, status = 200, cacheControl = 'no-cache'): Promise<void> =>
      answerFile(request, response, bodies.of(name, bytes), { status, cacheControl, compressed });
    if (pathname === `${DEV_ENDPOINT_PREFIX}client.js`) return file('client.js', clientScript);
    const target = resolveRequestPath(pathname, params.basePath());
    if (target.kind === 'refused') return answerText(response, 403, 'Forbidden');
    if (target.kind === 'redirect') {
      response.writeHead(302, { location: target.location, 'cache-control': 'no-store' });
      response.end();
      return;
    }
    const output = params.output();
    if (output === undefined) return file('index.html', WAITING_PAGE, 503, 'no-store');
    // hidden files are not part of the site, as in `sitegen serve`
    const found = target.candidates.find(
      (candidate) => output.has(candidate) && !candidate.split('/').some((part) => part.startsWith('.')),
    );
    const bytes = found === undefined ? undefined : output.get(found);
    if (found !== undefined && bytes !== undefined) return file(found, bytes);
    return file('404.html', output.get('404.html') ?? NOT_FOUND_PAGE, 404);
  };
  return (request: IncomingMessage, response: ServerResponse): void => {
    answer(request, response).catch((error: unknown) => answerError(response, error));
  };
}

/**
 * Each built file's body, made once per build of it (hash, and the client script added to
 * pages) and forgotten with the build that made it.
 */
class FileBodies {
  readonly #bodies = new WeakMap<Uint8Array, FileBody>();

  of(file: string, bytes: Uint8Array): FileBody {
    const type = contentTypeOf(file);
    const known = this.#bodies.get(bytes);
    if (known?.type === type) return known;
    const body = memoryFileBody(file, type.startsWith('text/html') ? injectClient(bytes) : bytes);
    this.#bodies.set(bytes, body);
    return body;
  }
}

function injectClient(bytes: Uint8Array): Buffer {
  const html = Buffer.from(bytes).toString('utf8');
  const end = html.lastIndexOf('</body>');
  return Buffer.from(end === -1 ? html + CLIENT_TAG : html.slice(0, end) + CLIENT_TAG + html.slice(end));
}
