import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';
import { DEFAULT_INIT_ANSWERS } from './normaliseInitAnswers.js';

export interface PromptInitParams {
  /** values given as flags or arguments; only the missing ones are asked */
  given: { dir?: string; title?: string; baseUrl?: string };
  /** the folder's default when it is asked too (create-sitegen); `sitegen init` never asks it */
  defaultDir?: string;
  input: Readable;
  output: Writable;
}

/** Asks for the folder (when it has a default), title and base path that were not given; Enter keeps the default. */
export async function promptInitAnswers(params: PromptInitParams): Promise<{ dir: string | undefined; title: string; baseUrl: string }> {
  const rl = createInterface({ input: params.input, output: params.output });
  try {
    const dir = params.given.dir ?? (params.defaultDir === undefined ? undefined : await ask(rl, 'Folder', params.defaultDir));
    const title = params.given.title ?? (await ask(rl, 'Site title', DEFAULT_INIT_ANSWERS.title));
    const baseUrl = params.given.baseUrl ?? (await ask(rl, 'Base path', DEFAULT_INIT_ANSWERS.baseUrl));
    return { dir, title, baseUrl };
  } finally {
    rl.close();
  }
}

async function ask(rl: ReturnType<typeof createInterface>, question: string, fallback: string): Promise<string> {
  const answer = (await rl.question(`${question} (${fallback}): `)).trim();
  return answer === '' ? fallback : answer;
}

/** Prompts only make sense for a person at a terminal: never in CI or with piped input. */
export function canPrompt(env: NodeJS.ProcessEnv, stdin: { isTTY?: boolean }): boolean {
  return stdin.isTTY === true && (env.CI === undefined || env.CI === '' || env.CI === 'false');
}
