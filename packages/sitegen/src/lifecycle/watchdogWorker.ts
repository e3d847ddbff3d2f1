/**
 * The watchdog thread (see watchdog.ts). It reads the shared slot a few times a second and,
 * when one activity has run for WATCHDOG_FIRST_S seconds, prints a line naming it to stderr,
 * then again at growing intervals. It writes with fs.writeSync(2): a worker's
 * process.stderr passes through the main thread, which a loop in a plugin may be blocking.
 */
import { writeSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { readActivity } from './watchdogSlot.js';

export interface WatchdogWorkerData {
  buffer: SharedArrayBuffer;
  /** Date.now() when the slot was made */
  origin: number;
  /** seconds before the first line */
  firstAfterS: number;
}

const { buffer, origin, firstAfterS } = workerData as WatchdogWorkerData;
const TICK_MS = 250;
/** the longest interval between two lines about one activity */
const MAX_INTERVAL_S = 60;
/** the heartbeat stands still this long: the main thread is blocked, not waiting */
const BLOCKED_AFTER_MS = 2_500;

let watching: { id: number; nextAfterS: number; heartbeat: number; beatAt: number } | undefined;

setInterval(() => {
  const shown = readActivity(buffer, origin);
  if (shown === null) return;
  const now = performance.now();
  if (shown === undefined) {
    watching = undefined;
    return;
  }
  if (watching?.id !== shown.id) {
    watching = { id: shown.id, nextAfterS: firstAfterS, heartbeat: shown.heartbeat, beatAt: now };
  }
  if (shown.heartbeat !== watching.heartbeat) {
    watching.heartbeat = shown.heartbeat;
    watching.beatAt = now;
  }
  const elapsedS = (Date.now() - shown.since) / 1000;
  if (elapsedS < watching.nextAfterS) return;
  const blocked = !shown.inWorker && now - watching.beatAt >= BLOCKED_AFTER_MS;
  const where = shown.inWorker ? ' in a worker thread' : '';
  const why = blocked ? ': it keeps the thread busy (a loop that does not end?)' : '';
  try {
    // what to do, with the first line only
    const hint = shown.hint === '' || watching.nextAfterS !== firstAfterS ? '' : `\n  hint: ${shown.hint}`;
    writeSync(2, `sitegen: still waiting for ${shown.label}${where} after ${Math.round(elapsedS)} s${why}${hint}\n`);
  } catch {
    // stderr closed: nobody to tell
  }
  watching.nextAfterS = Math.round(elapsedS) + Math.min(Math.round(elapsedS), MAX_INTERVAL_S);
}, TICK_MS);
