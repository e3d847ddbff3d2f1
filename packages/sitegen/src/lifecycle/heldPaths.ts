/**
 * The temporary paths sitegen writes in the site's folders: the folder a build writes
 * beside its output until it swaps it in (writeSite), a transpiled module while it is
 * imported (importTypeScript). A process told to end (a signal, an exit the site's code
 * calls, a wait that can never settle) leaves none of them behind, and the output whole.
 */
import type { SitegenError } from '../errors/SitegenError.js';

export interface HeldPath {
  /** stop writing: later writes fail with `reason`, so the build discards the path and releases it */
  interrupt(reason: SitegenError): void;
  /** the process ends now: remove what is half-written and leave the output whole, synchronously */
  abandonNow(): void;
  /**
   * whether signals are caught while it is held (exitOnSignals): not while the site's own
   * code may run meanwhile on the main thread, whose loop would keep the handler from ever running
   */
  catchSignals: boolean;
}

const held = new Set<HeldPath>();
const listeners: (() => void)[] = [];
let waiting: (() => void)[] = [];

/** Holds the path until the returned function is called (once it is swapped in, or removed). */
export function holdPath(folder: HeldPath): () => void {
  held.add(folder);
  changed();
  return () => {
    if (!held.delete(folder)) return;
    changed();
    if (held.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
}

export function heldPaths(): readonly HeldPath[] {
  return [...held];
}

/** Resolves once no path is held. */
export function allReleased(): Promise<void> {
  return held.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/** Calls `listener` whenever a path is held or released (exitOnSignals listens only while one is held). */
export function onHeldChange(listener: () => void): void {
  listeners.push(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}
