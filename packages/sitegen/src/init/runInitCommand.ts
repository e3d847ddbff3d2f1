import type { Readable, Writable } from 'node:stream';
import type { Logger } from '../logger/Logger.js';
import { initSite, type InitSiteResult } from './initSite.js';
import { DEFAULT_INIT_ANSWERS } from './normaliseInitAnswers.js';
import { promptInitAnswers } from './promptInitAnswers.js';

export interface RunInitCommandParams {
  dir: string;
  title?: string;
  baseUrl?: string;
  apiPackage?: string;
  logger: Logger;
  /** a person's terminal to ask for what the flags left out; undefined in CI or with piped input: defaults apply */
  terminal?: { input: Readable; output: Writable };
}

/** `sitegen init [dir]`: flags first, then prompts (only at a terminal), then defaults. */
export async function runInitCommand(params: RunInitCommandParams): Promise<InitSiteResult> {
  const given = { title: params.title, baseUrl: params.baseUrl };
  const complete = given.title !== undefined && given.baseUrl !== undefined;
  const answers =
    params.terminal === undefined || complete
      ? { title: given.title ?? DEFAULT_INIT_ANSWERS.title, baseUrl: given.baseUrl ?? DEFAULT_INIT_ANSWERS.baseUrl }
      : await promptInitAnswers({ given, ...params.terminal });
  return initSite({ dir: params.dir, ...answers, apiPackage: params.apiPackage, logger: params.logger });
}
