import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { locateInOutput } from './locateInOutput.js';

export type ServedFile =
  /** `root`: the folder's real path; `relative`: the real file under it, '/'-separated */
  { kind: 'file'; root: string; relative: string } | { kind: 'missing' } | { kind: 'outside' };

/**
 * The first of a request's candidate files (see resolveRequestPath) that is a regular file
 * in the output as it is on disk now, so a rebuild is served from the next request. A
 * candidate whose links lead out of the folder is refused rather than passed over; one
 * that dangles or loops is missing; a directory, a FIFO or a socket is not a page.
 */
export async function findServedFile(outDir: string, candidates: readonly string[]): Promise<ServedFile> {
  // absent: between the two renames of writeSite's swap, or removed
  const real = await realpath(outDir).catch(() => undefined);
  if (real === undefined) return { kind: 'missing' };
  for (const candidate of candidates) {
    const location = await locateInOutput({ dir: outDir, real }, candidate);
    if (location.kind === 'outside') return location;
    if (location.kind !== 'inside') continue;
    // undefined: replaced since realpath looked (a rebuild's swap)
    const info = await stat(path.join(real, location.relative)).catch(() => undefined);
    if (info?.isFile() === true) return { kind: 'file', root: real, relative: location.relative };
  }
  return { kind: 'missing' };
}
