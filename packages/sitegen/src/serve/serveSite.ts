import { realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Logger } from '../logger/Logger.js';
import { urlOnOrigin } from '../router/basePath.js';
import { refusedMethod } from './allowedMethods.js';
import { answerError } from './answerError.js';
import { answerFile } from './answerFile.js';
import { answerText } from './answerText.js';
import { CompressedCache } from './CompressedCache.js';
import { findServedFile, type ServedFile } from './findServedFile.js';
import { findUnservedLinks, type UnservedLink } from './findUnservedLinks.js';
import { listen } from './listen.js';
import { openDiskFile } from './openDiskFile.js';
import { noteOutputFolder } from './outputSwaps.js';
import { resolveRequestPath } from './resolveRequestPath.js';
import { setSecurityHeaders } from './securityHeaders.js';

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

const UNSERVED: Readonly<Record<UnservedLink['problem'], string>> = {
  dangling: 'its target does not exist; requests for it get 404',
  loop: 'it leads back to itself; requests for it get 404',
  outside: 'it leads out of the output folder; requests for it get 403',
};

/**
 * Serves a built site under its base path, to GET and HEAD only: `/` redirects there, `/x`
 * and `/x/` answer with `x/index.html`, anything else with `404.html` and status 404. Files
 * are read from disk on each request and answered as `sitegen dev` answers (answerFile:
 * byte ranges, ETag and conditional requests, security headers), so a rebuild is served
 * from the next request. Text is compressed (brotli or gzip, as the browser accepts) once
 * per version of a file; paths that try to leave the folder (`..`, also encoded, or a
 * symbolic link out of it) are refused with 403, and such links are named at start-up with
 * those that dangle or loop; hidden files (`.git`, `.env`) are answered as absent. A
 * request that fails ends alone, never the server; one that misses while a rebuild swaps
 * the folder in is asked again of the new site (outputSwaps).
 */
export async function serveSite(params: ServeSiteParams): Promise<ServedSite> {
  const { outDir, basePath, port, host, logger } = params;
  // a walk of the whole output: only when someone is told
  if (logger !== undefined) {
    for (const { link, problem } of await findUnservedLinks({ dir: outDir, real: await realpath(outDir) })) {
      logger.warn(`not serving the symbolic link ${path.join(outDir, link)} (${problem}): ${UNSERVED[problem]}`);
    }
  }
  const compressed = new CompressedCache();
  const notFound = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const page = await findServedFile(outDir, ['404.html']);
    const opened = page.kind === 'file' ? await openDiskFile(page.root, page.relative) : undefined;
    if (opened === undefined) return answerText(res, 404, 'Not found');
    try {
      await answerFile(req, res, opened.body, { status: 404, cacheControl: 'no-cache', compressed });
    } finally {
      await opened.close();
    }
  };
  const forbidden = (res: ServerResponse): void => answerText(res, 403, 'Forbidden');
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    setSecurityHeaders(res);
    if (refusedMethod(req, res)) return;
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
    if (file.kind === 'missing') return notFound(req, res);
    const sendFile = async (found: ServedFile & { kind: 'file' }, retry: boolean): Promise<void> => {
      // a hidden file of the output (.git, .env) is not part of the site
      if (found.relative.split('/').some((segment) => segment.startsWith('.'))) return notFound(req, res);
      const opened = await openDiskFile(found.root, found.relative);
      if (opened === undefined) {
        // gone between the lookup and the read: the folder was swapped, or the file removed
        const again = retry && (await output.swappedSince()) ? await find() : undefined;
        if (again?.kind === 'file') return sendFile(again, false);
        if (again?.kind === 'outside') return forbidden(res);
        return notFound(req, res);
      }
      try {
        // hashed assets never change under their name; pages must always be revalidated
        const cacheControl = found.relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        await answerFile(req, res, opened.body, { cacheControl, compressed });
      } finally {
        await opened.close();
      }
    };
    await sendFile(file, mayRetry);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => answerError(res, error));
  });
  const actualPort = await listen(server, port, host);
  return {
    url: urlOnOrigin(`http://${host}:${actualPort}`, basePath),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
