import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from '@polka/compression';
import { answerError } from './answerError.js';
import { isUnderAny } from './findEscapingLinks.js';
import { listen } from './listen.js';
import { resolveRequestPath } from './resolveRequestPath.js';
import { trackOutput } from './trackOutput.js';

export interface ServeSiteParams {
  /** the built site */
  outDir: string;
  /** '/gswap-sdk/' */
  basePath: string;
  port: number;
  host: string;
}

export interface ServedSite {
  /** the site's root URL, base path included */
  url: string;
  close(): Promise<void>;
}

// sirv names the charset of HTML only; llms.txt and the Markdown twins are UTF-8 too
const TEXT_TYPES: Readonly<Record<string, string>> = { '.md': 'text/markdown; charset=utf-8', '.txt': 'text/plain; charset=utf-8' };

/** Hashed assets never change under their name; pages must always be revalidated. */
function fileHeaders(res: ServerResponse, pathname: string): void {
  res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  const type = TEXT_TYPES[path.extname(pathname)];
  if (type !== undefined) res.setHeader('Content-Type', type);
}

/**
 * Serves a built site under its base path, to GET and HEAD only: `/` redirects there, `/x` and `/x/` answer
 * with `x/index.html`, anything else with `404.html` and status 404. Text is compressed
 * (brotli or gzip, as the browser accepts); paths that try to leave the folder (`..`,
 * also encoded, or a symbolic link out of it) are refused with 403. A rebuild while
 * serving is picked up on the next request.
 */
export async function serveSite(params: ServeSiteParams): Promise<ServedSite> {
  const { outDir, basePath, port, host } = params;
  const output = await trackOutput(outDir, fileHeaders);
  // compressed per request: `level` is gzip's level and brotli's quality, and brotli at
  // its default (11) took ~250 ms on the search index's script, at 5 a few ms
  const compress = compression({ level: 5, brotli: true, gzip: true });
  const notFound = async (res: ServerResponse): Promise<void> => {
    const html = await readFile(path.join(outDir, '404.html')).catch(() => Buffer.from('Not found'));
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(html);
  };
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Method not allowed');
      return;
    }
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    const target = resolveRequestPath(pathname, basePath);
    const { files, escapingLinks } = await output.current();
    if (target.kind === 'refused' || (target.kind === 'file' && target.candidates.some((file) => isUnderAny(file, escapingLinks)))) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Forbidden');
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    // sirv streams a file it indexed without an error handler: one deleted or swapped away
    // since (a rebuild, a `rm -rf build`) would crash the server; the response is cut instead.
    // Listened to before compression takes over `res.on`.
    res.once('pipe', (source: NodeJS.ReadableStream) => source.once('error', () => res.destroy()));
    compress(req, res);
    if (basePath !== '/' && (pathname === '/' || pathname === basePath.slice(0, -1))) {
      res.writeHead(302, { Location: basePath });
      res.end();
      return;
    }
    if (!pathname.startsWith(basePath)) {
      void notFound(res);
      return;
    }
    req.url = `/${url.slice(basePath.length)}`;
    files(req, res, () => void notFound(res));
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
