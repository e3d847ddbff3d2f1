import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from './chooseEncoding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Enough for every page and asset of a large site in both encodings, small beside a build's own memory. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Compressed bodies, kept so a file is compressed once rather than on every request: keyed
 * by what names the file's exact bytes (path, size and modification time on disk; a hash
 * in memory), so a rebuilt file gets a new entry and the old one ages out. Bounded by the
 * bytes it holds, least recently used first out. Requests that arrive while a body is
 * being compressed wait for that one compression.
 *
 * Compression runs on libuv's thread pool, so a large file compressing does not stall
 * other requests; being done once, it can afford brotli's better qualities.
 */
export class CompressedCache {
  readonly #maxBytes: number;
  /** Map order is the recency order: the first entry is the least recently used */
  readonly #entries = new Map<string, Buffer>();
  readonly #pending = new Map<string, Promise<Buffer>>();
  #bytes = 0;

  constructor(maxBytes: number = DEFAULT_MAX_BYTES) {
    this.#maxBytes = maxBytes;
  }

  /** the bytes held now */
  get bytes(): number {
    return this.#bytes;
  }

  /** `key`'s body in `encoding`; `read` gives the plain bytes when they must be compressed. */
  async compressed(key: string, encoding: ContentEncoding, read: () => Promise<Uint8Array>): Promise<Buffer> {
    const id = `${encoding}:${key}`;
    const held = this.#entries.get(id);
    if (held !== undefined) {
      this.#entries.delete(id);
      this.#entries.set(id, held);
      return held;
    }
    const pending = this.#pending.get(id);
    if (pending !== undefined) return pending;
    const compressing = read()
      .then((plain) => compress(plain, encoding))
      .then((body) => {
        this.#keep(id, body);
        return body;
      })
      .finally(() => this.#pending.delete(id));
    this.#pending.set(id, compressing);
    return compressing;
  }

  #keep(id: string, body: Buffer): void {
    if (body.length > this.#maxBytes) return;
    this.#bytes += body.length - (this.#entries.get(id)?.length ?? 0);
    this.#entries.delete(id);
    this.#entries.set(id, body);
    for (const [oldest, oldBody] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= oldBody.length;
    }
  }
}

function compress(plain: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(plain, { level: 6 });
  return brotli(plain, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      // paid by the first request for each file, while the page that asked waits for it: 9 took a
      // search dialog's scripts past a second to load; 5 is what servers compressing on the fly use
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
}
