import { createConsoleLogger } from '../logger/consoleLogger.js';
import { formatError } from './formatError.js';
import { createProgram } from './program.js';

/** Parses the arguments, runs the command, and sets the exit code of `exitCodes`. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const logger = createConsoleLogger();
  try {
    await createProgram(({ progress }) => createConsoleLogger({ quiet: !progress }), env).parseAsync(argv);
  } catch (error) {
    const { text, exitCode } = formatError(error);
    logger.error(text);
    process.exitCode = exitCode;
  }
}
