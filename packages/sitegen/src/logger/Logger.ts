/**
 * The only way sitegen writes to the console: injected into the core, so tests pass a
 * memory logger and assert the expected messages and no others.
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** a finished pipeline stage: a line with its count and milliseconds (quiet in CI) */
  stage(name: string, detail: { count?: number; ms: number }): void;
}
