import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { findEscapingLinks } from './findEscapingLinks.js';

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** What the server knows about one written output: its files, indexed once, and its links out. */
export interface OutputSnapshot {
  files: StaticHandler;
  /** symbolic links inside the output that lead outside it (see findEscapingLinks) */
  escapingLinks: ReadonlySet<string>;
}

export interface OutputTracker {
  /** the snapshot of the output folder as it is now, indexed again when a build has swapped in a new one */
  current(): Promise<OutputSnapshot>;
}

export type FileHeaders = (res: ServerResponse, pathname: string) => void;

/**
 * sirv's production mode indexes the folder once (no disk look-up per request), so a
 * rebuild while serving would leave new hashed assets unknown and old entries pointing at
 * replaced files. writeSite swaps in a fresh folder, so the folder's inode tells a new
 * output apart: one stat per request (synchronous, a few microseconds), and the index is rebuilt only after a swap.
 */
export async function trackOutput(outDir: string, setHeaders: FileHeaders): Promise<OutputTracker> {
  const snapshotOf = async (): Promise<OutputSnapshot> => ({
    files: sirv(outDir, { dev: false, etag: true, extensions: ['html'], setHeaders }),
    escapingLinks: await findEscapingLinks(outDir),
  });
  let inode = inodeOf(outDir);
  let snapshot = Promise.resolve(await snapshotOf());
  return {
    async current() {
      const now = inodeOf(outDir);
      // undefined: between writeSite's two renames, the folder is briefly absent; keep the last one
      if (now !== undefined && now !== inode) {
        inode = now;
        const next = snapshotOf();
        // a failed index (the folder replaced again meanwhile) is retried by the next request
        next.catch(() => {
          if (snapshot === next) inode = undefined;
        });
        snapshot = next;
      }
      return snapshot;
    },
  };
}

/** Synchronous: a stat of one folder takes microseconds, less than a round trip through libuv's thread pool. */
function inodeOf(dir: string): number | undefined {
  return statSync(dir, { throwIfNoEntry: false })?.ino;
}
