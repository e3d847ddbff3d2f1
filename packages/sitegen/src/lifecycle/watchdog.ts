/**
 * Names the plugin hook or config still running after a few seconds. A loop in a plugin
 * blocks the main thread, so nothing on it can report it: a small worker thread does,
 * reading the activity waited for longest from shared memory (watchdogSlot). The thread is
 * unref'd (it never keeps the process alive) and started at the first activity, and the
 * main thread only writes a few integers when an activity begins or ends.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { activityHint, describeActivity, type RunningActivity } from './activities.js';
import { beat, SLOT_BYTES, writeActivity } from './watchdogSlot.js';
import type { WatchdogWorkerData } from './watchdogWorker.js';

/** seconds an activity runs before the first line about it */
export const WATCHDOG_FIRST_S = 5;
const HEARTBEAT_MS = 1000;

export interface Watchdog {
  /** what the activities are now (armActivities' listener) */
  show(running: readonly RunningActivity[]): void;
}

export function createWatchdog(firstAfterS = WATCHDOG_FIRST_S): Watchdog {
  const buffer = new SharedArrayBuffer(SLOT_BYTES);
  const origin = Date.now();
  const workerFile = new URL('./watchdogWorker.js', import.meta.url);
  let started = false;
  let shownEntry: RunningActivity | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const ids = new WeakMap<RunningActivity, number>();
  let nextId = 1;
  const start = (): void => {
    started = true;
    // run from the TypeScript sources (the tests), there is no compiled thread to start
    if (!existsSync(fileURLToPath(workerFile))) return;
    const worker = new Worker(workerFile, { workerData: { buffer, origin, firstAfterS } satisfies WatchdogWorkerData });
    worker.unref();
    // a watchdog that fails to start must not fail the build
    worker.on('error', () => undefined);
  };
  return {
    show(running) {
      const [first] = running;
      if (first === shownEntry) return;
      shownEntry = first;
      if (first !== undefined && !started) start();
      if (first === undefined) {
        writeActivity(buffer, origin, undefined);
      } else {
        let id = ids.get(first);
        if (id === undefined) {
          id = nextId++;
          ids.set(first, id);
        }
        writeActivity(buffer, origin, {
          id,
          label: describeActivity(first.activity),
          hint: activityHint(first.activity),
          inWorker: first.inWorker,
          since: first.since,
        });
      }
      // the heartbeat tells a blocked thread from one that waits; it ticks only while one of its own runs
      const mainRuns = running.some((entry) => !entry.inWorker);
      if (mainRuns && heartbeat === undefined) {
        heartbeat = setInterval(() => beat(buffer), HEARTBEAT_MS);
        heartbeat.unref();
      } else if (!mainRuns && heartbeat !== undefined) {
        clearInterval(heartbeat);
        heartbeat = undefined;
      }
    },
  };
}
