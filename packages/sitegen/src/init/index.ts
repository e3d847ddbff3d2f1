/**
 * `@sitegen/core/init`: what `sitegen init` runs, for `create-sitegen` (`npm create sitegen`)
 * to run the very same code: the prompts, the template and the errors as the CLI prints them.
 */
export { formatError } from '../cli/formatError.js';
export { createConsoleLogger } from '../logger/consoleLogger.js';
export { detectPackageManager, type PackageManager } from './packageManager.js';
export { canPrompt } from './promptInitAnswers.js';
export { runInitCommand, type RunInitCommandParams } from './runInitCommand.js';
export type { InitSiteResult } from './initSite.js';
