/**
 * Ctrl-C (SIGINT), SIGTERM and SIGHUP during a build end it without leaving its temporary
 * folder: the writes stop, the folder is removed (a swap under way is finished first), and
 * the process exits with the shell's code for the signal (128 + its number: 130, 143, 129).
 * A second signal ends it at once.
 *
 * The handlers are attached only while a folder is held and no code of the site runs on
 * the main thread. Anywhere else the signal's default applies, which ends the process at
 * once: a handler cannot run while a plugin's loop blocks the thread, and attached it
 * would keep Ctrl-C from ending such a build at all. A folder left then is removed by the
 * next build (removeStaleFolders).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { SitegenError } from '../errors/SitegenError.js';
import { runningActivities } from './activities.js';
import { allReleased, heldPaths } from './heldPaths.js';
import { interruptedError } from './lifecycleErrors.js';

/** how long the writes get to stop and the folder to be removed before it is removed at once */
const STOP_WAIT_MS = 3_000;

export interface SignalExits {
  /** attaches or detaches the handlers as the held paths and the running activities now ask */
  update(): void;
}

export function exitOnSignals<Signal extends NodeJS.Signals>(params: {
  /** the signals handled, and the exit code of each */
  codes: Readonly<Record<Signal, number>>;
  report(error: SitegenError): void;
  exit(code: number): void;
}): SignalExits {
  let attached = false;
  let stopping = false;
  const abandonAll = (): void => {
    for (const held of heldPaths()) held.abandonNow();
  };
  const stop = (signal: Signal): void => {
    const code = params.codes[signal];
    if (stopping) {
      abandonAll();
      params.exit(code);
      return;
    }
    stopping = true;
    const error = interruptedError(signal);
    for (const held of heldPaths()) held.interrupt(error);
    void Promise.race([allReleased(), sleep(STOP_WAIT_MS)]).then(() => {
      abandonAll();
      params.report(error);
      params.exit(code);
    });
  };
  const handlers = (Object.keys(params.codes) as Signal[]).map((signal) => [signal, () => stop(signal)] as const);
  return {
    update() {
      // once stopping, a second signal must find them
      const wanted = stopping || (heldPaths().some((held) => held.catchSignals) && !runningActivities().some((entry) => !entry.inWorker));
      if (wanted === attached) return;
      attached = wanted;
      for (const [signal, handler] of handlers) {
        if (wanted) process.on(signal, handler);
        else process.off(signal, handler);
      }
    },
  };
}
