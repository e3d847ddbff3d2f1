#!/usr/bin/env node
import { createConsoleLogger } from '../logger/consoleLogger.js';
import { formatError } from './formatError.js';
import { createProgram } from './program.js';

const logger = createConsoleLogger({ quiet: process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false' });

try {
  await createProgram(logger).parseAsync(process.argv);
} catch (error) {
  const { text, exitCode } = formatError(error);
  logger.error(text);
  process.exitCode = exitCode;
}
