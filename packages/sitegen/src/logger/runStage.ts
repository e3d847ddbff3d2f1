import type { Logger } from './Logger.js';

/** Runs one named pipeline stage and logs it with its count and milliseconds. */
export async function runStage<T>(logger: Logger, name: string, run: () => T | Promise<T>, count?: (result: T) => number): Promise<T> {
  const start = performance.now();
  const result = await run();
  logger.stage(name, { count: count?.(result), ms: performance.now() - start });
  return result;
}
