import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { answerText } from './answerText.js';
import { chooseEncoding, isCompressible } from './chooseEncoding.js';
import type { CompressedCache } from './CompressedCache.js';
import { evaluateConditions, rangeStillValid } from './evaluateConditions.js';
import { parseRange } from './parseRange.js';
import { SECURITY_HEADERS } from './securityHeaders.js';

/** A built file as both servers answer with it: read from disk (`sitegen serve`) or held in memory (`sitegen dev`). */
export interface FileBody {
  /** names these exact bytes for the compressed cache: it changes whenever they do */
  key: string;
  size: number;
  type: string;
  etag: string;
  /** files on disk have one; files in memory only their ETag */
  lastModified?: Date;
  /** the whole file, to compress */
  bytes(): Promise<Uint8Array>;
  /** the bytes from `start` to `end`, both included */
  slice(start: number, end: number): Uint8Array | Readable;
}

export interface AnswerFileOptions {
  /** 200 for the file asked for; another status for a page that stands in for it (404, 503), which takes no ranges or conditions */
  status?: number;
  cacheControl: string;
  compressed: CompressedCache;
}

/** Below this the encoding's own bytes and a round of zlib outweigh what it saves. */
const MIN_COMPRESSED_SIZE = 1024;
/** Above this a file is sent as it is, rather than read whole and held compressed in memory. */
const MAX_COMPRESSED_SIZE = 16 * 1024 * 1024;

/**
 * Answers a GET or HEAD with a built file, the same way in both servers: preconditions
 * (412) and revalidation (304) against its ETag and date, one byte range (206, or 416 with
 * the size), and otherwise the whole file, compressed with brotli or gzip as the client
 * accepts when it is text. Compressed bodies come from the cache, so a file is compressed
 * once, not once per request. Resolves when the answer is sent or the client has left.
 */
export async function answerFile(req: IncomingMessage, res: ServerResponse, file: FileBody, options: AnswerFileOptions): Promise<void> {
  const status = options.status ?? 200;
  // Vary on every answer: a 404 page is compressed too, and a cache must not hand br to a client that asked for none
  const headers: Record<string, string | number> = { ...SECURITY_HEADERS, 'Cache-Control': options.cacheControl, Vary: 'Accept-Encoding' };
  if (status === 200) {
    headers.ETag = file.etag;
    if (file.lastModified !== undefined) headers['Last-Modified'] = file.lastModified.toUTCString();
    const condition = evaluateConditions(req.headers, file);
    if (condition === 'precondition-failed') return answerText(res, 412, 'Precondition failed');
    if (condition === 'not-modified') {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers['Accept-Ranges'] = 'bytes';
  }
  headers['Content-Type'] = file.type;
  // a compressed 206 would encode the slice on its own, which is not the slice of an encoded
  // body that its Content-Range names; ranges come from download tools and media players,
  // which ask for the file as it is
  const ranged = status === 200 && req.headers.range !== undefined;
  if (ranged) {
    const range = rangeStillValid(req.headers, file) ? parseRange(req.headers.range, file.size) : ({ kind: 'whole' } as const);
    if (range.kind === 'unsatisfiable') return answerText(res, 416, 'Range not satisfiable', { 'Content-Range': `bytes */${file.size}` });
    if (range.kind === 'range') {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.size}`;
      headers['Content-Length'] = range.end - range.start + 1;
      res.writeHead(206, headers);
      return sendBody(req, res, () => file.slice(range.start, range.end));
    }
  }
  const encoding =
    !ranged && isCompressible(file.type) && file.size >= MIN_COMPRESSED_SIZE && file.size <= MAX_COMPRESSED_SIZE
      ? chooseEncoding(req.headers['accept-encoding'])
      : undefined;
  if (encoding !== undefined) {
    // HEAD too: its Content-Length is the compressed one GET would send
    const body = await options.compressed.compressed(file.key, encoding, () => file.bytes());
    headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    return sendBody(req, res, () => body);
  }
  headers['Content-Length'] = file.size;
  res.writeHead(status, headers);
  return sendBody(req, res, () => (file.size === 0 ? new Uint8Array() : file.slice(0, file.size - 1)));
}

async function sendBody(req: IncomingMessage, res: ServerResponse, body: () => Uint8Array | Readable): Promise<void> {
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const bytes = body();
  if (bytes instanceof Uint8Array) {
    res.end(bytes);
    return;
  }
  // a client that leaves, or a file that fails mid-read: the status line is out, so the
  // answer can only be cut short, which the client sees
  await pipeline(bytes, res).catch(() => res.destroy());
}
