import { createHash } from 'node:crypto';

/** 8 hex digits of the content, for cache-busting file names. */
export function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase();
}
