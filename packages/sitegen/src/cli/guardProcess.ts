/**
 * Arms what keeps the CLI's process honest about the site's code and about signals (see
 * src/lifecycle): the watchdog naming a plugin hook or config still running, the error for
 * one that never settles or calls process.exit(), and the clean-up of a build's temporary
 * folder on SIGINT, SIGTERM and SIGHUP. Only the CLI arms it: a program using sitegen as a
 * library keeps its own process's signals and exits.
 */
import { writeSync } from 'node:fs';
import pc from 'picocolors';
import type { SitegenError } from '../errors/SitegenError.js';
import { armActivities } from '../lifecycle/activities.js';
import { exitOnSignals } from '../lifecycle/exitOnSignals.js';
import { onHeldChange } from '../lifecycle/heldPaths.js';
import { blameUnexpectedExits } from '../lifecycle/unexpectedExit.js';
import { createWatchdog } from '../lifecycle/watchdog.js';
import { failWhenLoopEmpties } from '../lifecycle/whenLoopEmpties.js';
import { exitCodes } from './exitCodes.js';
import { formatError } from './formatError.js';

export interface ProcessGuard {
  /** a command's action starts: from now until `commandEnded`, an empty event loop or an exit is not the end it should have */
  commandStarted(): void;
  commandEnded(): void;
}

export function guardProcess(): ProcessGuard {
  let commandRunning = false;
  const isCommandRunning = (): boolean => commandRunning;
  // written at once: the process may end right after
  const report = (error: SitegenError): void => {
    try {
      writeSync(2, `${pc.red('error')} ${formatError(error).text}\n`);
    } catch {
      // stderr closed: nobody to tell
    }
  };
  const blame = blameUnexpectedExits({ isCommandRunning, report });
  const signals = exitOnSignals({ codes: exitCodes.signal, report, exit: blame.exitOnPurpose });
  failWhenLoopEmpties({ isCommandRunning, report, exit: blame.exitOnPurpose });
  const watchdog = createWatchdog();
  armActivities((running) => {
    watchdog.show(running);
    signals.update();
  });
  onHeldChange(() => signals.update());
  return {
    commandStarted: () => {
      commandRunning = true;
    },
    commandEnded: () => {
      commandRunning = false;
    },
  };
}
