import { isSitegenError } from '../errors/SitegenError.js';
import { createConsoleLogger } from '../logger/consoleLogger.js';
import { formatError } from './formatError.js';
import { guardProcess } from './guardProcess.js';
import { createProgram } from './program.js';

/** Parses the arguments, runs the command, and sets the exit code of `exitCodes`. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const logger = createConsoleLogger();
  const guard = guardProcess();
  try {
    const program = createProgram(({ progress }) => createConsoleLogger({ quiet: !progress }), env);
    // commander's own exits (--help, a usage error) come before the action, and are not the site's
    program.hook('preAction', guard.commandStarted);
    await program.parseAsync(argv);
  } catch (error) {
    // the signal's handler reports it, and exits with the signal's code
    if (isSitegenError(error) && error.code === 'build/interrupted') return;
    const { text, exitCode } = formatError(error);
    logger.error(text);
    process.exitCode = exitCode;
  } finally {
    guard.commandEnded();
  }
}
