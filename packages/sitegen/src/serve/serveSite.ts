import { readFile, realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from '@polka/compression';
import send from 'send';
import type { Logger } from '../logger/Logger.js';
import { answerError } from './answerError.js';
import { findServedFile, type ServedFile } from './findServedFile.js';
import { findUnservedLinks, type UnservedLink } from './findUnservedLinks.js';
import { listen } from './listen.js';
import { noteOutputFolder } from './outputSwaps.js';
import { resolveRequestPath } from './resolveRequestPath.js';

export interface ServeSiteParams {
  /** the built site */
  outDir: string;
  /** '/gswap-sdk/' */
  basePath: string;
  port: number;
  host: string;
  /** told at start-up about the symbolic links in the output that are not served */
  logger?: Logger;
}

export interface ServedSite {
  /** the site's root URL, base path included */
  url: string;
  close(): Promise<void>;
}

/** What send reports instead of answering itself (http-errors): 404, 412, 416, 500... */
interface SendError extends Error {
  status: number;
  /** the 416's Content-Range */
  headers?: Record<string, string>;
}

const UNSERVED: Readonly<Record<UnservedLink['problem'], string>> = {
  dangling: 'its target does not exist; requests for it get 404',
  loop: 'it leads back to itself; requests for it get 404',
  outside: 'it leads out of the output folder; requests for it get 403',
};

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' };

/**
 * Serves a built site under its base path, to GET and HEAD only: `/` redirects there, `/x`
 * and `/x/` answer with `x/index.html`, anything else with `404.html` and status 404. Files
 * are read from disk on each request (send: byte ranges, ETag and conditional requests), so
 * a rebuild is served from the next request. Text is compressed (brotli or gzip, as the
 * browser accepts); paths that try to leave the folder (`..`, also encoded, or a symbolic
 * link out of it) are refused with 403, and such links are named at start-up with those
 * that dangle or loop. A request that fails ends alone, never the server; one that misses
 * while a rebuild swaps the folder in is asked again of the new site (outputSwaps).
 */
export async function serveSite(params: ServeSiteParams): Promise<ServedSite> {
  const { outDir, basePath, port, host, logger } = params;
  // a walk of the whole output: only when someone is told
  if (logger !== undefined) {
    for (const { link, problem } of await findUnservedLinks({ dir: outDir, real: await realpath(outDir) })) {
      logger.warn(`not serving the symbolic link ${path.join(outDir, link)} (${problem}): ${UNSERVED[problem]}`);
    }
  }
  // compressed per request: `level` is gzip's level and brotli's quality, and brotli at
  // its default (11) is far too slow per request for the search index's script
  const compress = compression({ level: 5, brotli: true, gzip: true });
  const notFound = async (res: ServerResponse): Promise<void> => {
    const page = await findServedFile(outDir, ['404.html']);
    const html = page.kind === 'file' ? await readFile(path.join(page.root, page.relative)).catch(() => undefined) : undefined;
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(html ?? 'Not found');
  };
  const sendFailed = (res: ServerResponse, error: SendError): void => {
    if (res.headersSent || error.status >= 500) {
      answerError(res, error);
      return;
    }
    // the file's Content-Length, ETag... describe an answer that is not given; Vary still
    // holds, the 404 page is compressed too
    for (const name of res.getHeaderNames()) if (name !== 'vary') res.removeHeader(name);
    // 404: a dotfile (send serves none), or gone since findServedFile looked (a rebuild's swap)
    if (error.status === 404) return void notFound(res).catch((failure: unknown) => answerError(res, failure));
    res.writeHead(error.status, { ...error.headers, ...TEXT });
    res.end(error.message);
  };
  const forbidden = (res: ServerResponse): void => {
    res.writeHead(403, TEXT);
    res.end('Forbidden');
  };
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...TEXT });
      res.end('Method not allowed');
      return;
    }
    // the path as sent: URL parsing would resolve '..' and hide an attempt to leave the site
    const target = resolveRequestPath((req.url ?? '/').split('?')[0] ?? '/', basePath);
    if (target.kind === 'redirect') {
      res.writeHead(302, { Location: target.location });
      res.end();
      return;
    }
    if (target.kind === 'refused') return forbidden(res);
    const output = await noteOutputFolder(outDir);
    const find = (): Promise<ServedFile> => findServedFile(outDir, target.candidates);
    let file = await find();
    // a miss while a rebuild swapped the folder is asked again of the new one, once
    let mayRetry = true;
    if (file.kind === 'missing' && (await output.swappedSince())) {
      file = await find();
      mayRetry = false;
    }
    if (file.kind === 'outside') return forbidden(res);
    res.setHeader('Vary', 'Accept-Encoding');
    // a compressed 206 would encode the slice on its own, which is not the slice of an
    // encoded body that its Content-Range names; ranges come from download tools and
    // media players, which ask for the file as it is
    if (req.headers.range === undefined) compress(req, res);
    if (file.kind === 'missing') return notFound(res);
    const sendFile = (found: ServedFile & { kind: 'file' }, retry: boolean): void => {
      // hashed assets never change under their name; pages must always be revalidated
      res.setHeader('Cache-Control', found.relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      // send decodes the path it is given, and finds the file again under the real root
      send(req, found.relative.split('/').map(encodeURIComponent).join('/'), { root: found.root, index: false, cacheControl: false })
        .on('error', (error: SendError) => {
          // gone between the lookup and the read: the folder was swapped, or the file removed
          if (!retry || error.status !== 404 || res.headersSent) return sendFailed(res, error);
          output
            .swappedSince()
            .then(async (swapped) => {
              const again = swapped ? await find() : undefined;
              if (again?.kind === 'file') sendFile(again, false);
              else if (again?.kind === 'outside') forbidden(res);
              else sendFailed(res, error);
            })
            .catch((failure: unknown) => answerError(res, failure));
        })
        .pipe(res);
    };
    sendFile(file, mayRetry);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => answerError(res, error));
  });
  const actualPort = await listen(server, port, host);
  return {
    url: `http://${host}:${actualPort}${basePath}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
