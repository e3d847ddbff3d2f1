/** What a Range header asks of a file of `size` bytes. */
export type RangeRequest =
  /** no Range, or one to ignore: the whole file, 200 */
  | { kind: 'whole' }
  /** one range, `start` to `end` both included, clamped to the file: 206 */
  | { kind: 'range'; start: number; end: number }
  /** one range wholly past the end (or empty): 416 */
  | { kind: 'unsatisfiable' };

const ONE_BYTE_RANGE = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i;

/**
 * A single byte range, as download tools and media players ask: `first-last`, `first-` or
 * the last N bytes (`-N`). RFC 9110 lets a server ignore a Range it does not parse, one in
 * another unit, or one of several ranges (which would need a multipart answer nobody here
 * asks for): those get the whole file.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header === undefined ? null : ONE_BYTE_RANGE.exec(header);
  if (match === null) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  // a reversed range is invalid rather than absent: answering it with the whole file would hide the client's mistake
  if (start >= size || start > end) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end };
}
