import type { Logger } from './Logger.js';

/** The logger with every line it prints labelled ('[fr] …'): one of several builds in a run, each a locale's. */
export function labelledLogger(logger: Logger, label: string): Logger {
  const labelled = (message: string): string => `[${label}] ${message}`;
  return {
    info: (message) => logger.info(labelled(message)),
    warn: (message) => logger.warn(labelled(message)),
    error: (message) => logger.error(labelled(message)),
    stage: (name, detail) => logger.stage(labelled(name), detail),
  };
}
