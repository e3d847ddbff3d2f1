import type { Readable, Writable } from 'node:stream';
import type { Logger } from '../logger/Logger.js';
import { initSite, type InitSiteResult } from './initSite.js';
import { DEFAULT_INIT_ANSWERS } from './normaliseInitAnswers.js';
import type { PackageManager } from './packageManager.js';
import { promptInitAnswers } from './promptInitAnswers.js';

export interface RunInitCommandParams {
  /** the site folder, as given; when undefined, `defaultDir` (asked at a terminal) or else '.' */
  dir?: string;
  /** create-sitegen: the folder is asked like the title, with this default (`sitegen init` uses '.' unasked) */
  defaultDir?: string;
  title?: string;
  baseUrl?: string;
  apiPackage?: string;
  /** the package manager that ran the command (`detectPackageManager`) */
  packageManager: PackageManager;
  logger: Logger;
  /** a person's terminal to ask for what the flags left out; undefined in CI or with piped input: defaults apply */
  terminal?: { input: Readable; output: Writable };
}

/** `sitegen init [dir]` and `create-sitegen [dir]`: flags first, then prompts (only at a terminal), then defaults. */
export async function runInitCommand(params: RunInitCommandParams): Promise<InitSiteResult> {
  const given = { dir: params.dir, title: params.title, baseUrl: params.baseUrl };
  const complete = given.title !== undefined && given.baseUrl !== undefined && (given.dir !== undefined || params.defaultDir === undefined);
  const answers =
    params.terminal === undefined || complete
      ? { dir: given.dir, title: given.title ?? DEFAULT_INIT_ANSWERS.title, baseUrl: given.baseUrl ?? DEFAULT_INIT_ANSWERS.baseUrl }
      : await promptInitAnswers({ given, defaultDir: params.defaultDir, ...params.terminal });
  const dir = answers.dir ?? params.defaultDir ?? '.';
  return initSite({
    dir,
    title: answers.title,
    baseUrl: answers.baseUrl,
    apiPackage: params.apiPackage,
    packageManager: params.packageManager,
    logger: params.logger,
  });
}
