import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A rebuild swaps its output in with two renames (writeSite): the old folder away, the new
 * one in its place. A request resolved against the folder while that happens can miss a
 * file both sites have: the folder is absent for a moment, or renamed away between the
 * lookup and the read. A request therefore notes which folder it began with (device and
 * inode, which a rename keeps) and asks again once when a miss comes from a folder that
 * was swapped meanwhile, so it sees either the old site or the new one, never a gap.
 *
 * Why not swap a symbolic link instead (one atomic rename): the output would become a link
 * to versioned folders, which deploy steps (copies, archives, Pages uploads) treat
 * differently from a folder, and the folders beside it would stay. This costs one stat per
 * request and touches nothing but `serve`.
 */
export interface OutputSwaps {
  /** true when the output folder is another one than when the request began: its miss is worth asking again */
  swappedSince(): Promise<boolean>;
}

/** how long a request waits for a folder that is absent: the moment between two renames, with room for a loaded disk */
const GAP_WAIT_MS = 500;
const GAP_POLL_MS = 5;

/** Notes the output folder a request begins with (waiting out a swap's gap). */
export async function noteOutputFolder(outDir: string): Promise<OutputSwaps> {
  const before = await folderIdentity(outDir);
  return { swappedSince: async () => (await folderIdentity(outDir)) !== before };
}

/** The folder's device and inode; waits a moment when it is absent (a swap's gap); undefined when it stays absent. */
async function folderIdentity(dir: string): Promise<string | undefined> {
  const deadline = performance.now() + GAP_WAIT_MS;
  for (;;) {
    const info = await stat(dir, { bigint: true }).catch(() => undefined);
    if (info !== undefined) return `${info.dev}:${info.ino}`;
    if (performance.now() >= deadline) return undefined;
    await sleep(GAP_POLL_MS);
  }
}
