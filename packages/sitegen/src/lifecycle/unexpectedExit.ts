/**
 * An exit that sitegen did not ask for: the site's code called process.exit() during a
 * command, which Node obeys at once (exit 0 with nothing built, a temporary folder left).
 * process.exit is wrapped to note where it was called from; on exit the call is reported,
 * naming the plugin hook or the config running then (else the caller's file:line), and
 * the exit code becomes 1. Whatever the exit, the temporary paths still held are removed
 * (heldPaths). Only synchronous work is possible by then. An uncaught exception also ends the process, but not through
 * process.exit: Node reports that one itself.
 */
import { thrownAt } from '../errors/thrownAt.js';
import type { SitegenError } from '../errors/SitegenError.js';
import { type Activity, runningActivities } from './activities.js';
import { heldPaths } from './heldPaths.js';
import { exitedError } from './lifecycleErrors.js';

export interface ExitBlame {
  /** ends the process on sitegen's own account: not blamed on anyone */
  exitOnPurpose(code: number): void;
}

interface ExitCall {
  code: number;
  activity?: Activity;
  /** the caller's frame, in its author's file where it is a site module */
  at?: string;
}

export function blameUnexpectedExits(params: { isCommandRunning(): boolean; report(error: SitegenError): void }): ExitBlame {
  let onPurpose = false;
  let call: ExitCall | undefined;
  const exit = process.exit.bind(process);
  process.exit = function exitCalled(code?: number | string | null): never {
    const activity = runningActivities().find((entry) => !entry.inWorker)?.activity;
    if (!onPurpose && call === undefined && (params.isCommandRunning() || activity !== undefined)) {
      const trace = new Error('process.exit()');
      Error.captureStackTrace(trace, exitCalled);
      call = { code: Number(code ?? process.exitCode ?? 0), activity, at: thrownAt(trace) };
    }
    return exit(code);
  };
  process.on('exit', () => {
    // whatever ends the process, what it still holds goes: a module whose import never settled, a folder being written
    for (const held of heldPaths()) held.abandonNow();
    if (call === undefined || onPurpose) return;
    params.report(exitedError(call.code, call.activity, call.at));
    process.exitCode = 1;
  });
  return {
    exitOnPurpose(code) {
      onPurpose = true;
      exit(code);
    },
  };
}
