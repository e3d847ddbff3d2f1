import { createHash } from 'node:crypto';
import type { FileBody } from '../serve/answerFile.js';
import { contentTypeOf } from '../serve/contentTypeOf.js';

/**
 * A built file held in memory, as answerFile takes it. Its ETag and its key in the
 * compressed cache are a hash of its bytes: a rebuild that leaves a file as it was keeps
 * both, so an open page revalidates with a 304 and nothing is compressed again.
 */
export function memoryFileBody(file: string, bytes: Uint8Array): FileBody {
  const digest = createHash('sha1').update(bytes).digest('base64url');
  return {
    key: `sha1:${digest}`,
    size: bytes.length,
    type: contentTypeOf(file),
    // weak: the compressed answers share it, and are the same file
    etag: `W/"${digest}"`,
    bytes: async () => bytes,
    slice: (start, end) => bytes.subarray(start, end + 1),
  };
}
