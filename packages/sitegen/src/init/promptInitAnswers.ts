import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';
import { DEFAULT_INIT_ANSWERS } from './normaliseInitAnswers.js';

export interface PromptInitParams {
  /** values given as flags; only the missing ones are asked */
  given: { title?: string; baseUrl?: string };
  input: Readable;
  output: Writable;
}

/** Asks for the title and base path that were not passed as flags; Enter keeps the default. */
export async function promptInitAnswers(params: PromptInitParams): Promise<{ title: string; baseUrl: string }> {
  const rl = createInterface({ input: params.input, output: params.output });
  try {
    const title = params.given.title ?? (await ask(rl, 'Site title', DEFAULT_INIT_ANSWERS.title));
    const baseUrl = params.given.baseUrl ?? (await ask(rl, 'Base path', DEFAULT_INIT_ANSWERS.baseUrl));
    return { title, baseUrl };
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
