import { SitegenError } from '../errors/SitegenError.js';

/**
 * The build's worker threads as SITEGEN_WORKERS sets them: unset, as the idle cores allow;
 * a whole number, that many (0: none).
 */
export function workersFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.SITEGEN_WORKERS;
  if (value === undefined || value === '') return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  throw new SitegenError({
    code: 'cli/usage',
    message: `SITEGEN_WORKERS is ${JSON.stringify(value)}, not a whole number`,
    hint: 'Set it to the number of worker threads a large build may use (0: none), or unset it to use the idle cores.',
  });
}
