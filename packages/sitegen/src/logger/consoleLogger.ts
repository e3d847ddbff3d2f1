import pc from 'picocolors';
import type { Logger } from './Logger.js';

export interface ConsoleLoggerOptions {
  /** no stage progress lines (CI) */
  quiet?: boolean;
  out?: NodeJS.WritableStream;
  err?: NodeJS.WritableStream;
}

/** The CLI's logger: progress on stdout, problems on stderr, colours unless NO_COLOR (picocolors). */
export function createConsoleLogger(options: ConsoleLoggerOptions = {}): Logger {
  const out = options.out ?? process.stdout;
  const err = options.err ?? process.stderr;
  return {
    info: (message) => out.write(`${message}\n`),
    warn: (message) => err.write(`${pc.yellow('warning')} ${message}\n`),
    error: (message) => err.write(`${pc.red('error')} ${message}\n`),
    stage(name, detail) {
      if (options.quiet === true) return;
      const count = detail.count === undefined ? '' : ` ${detail.count}`;
      out.write(`${pc.green('✓')} ${name}${pc.dim(count)} ${pc.dim(`${Math.round(detail.ms)} ms`)}\n`);
    },
  };
}
