import type { ResolvedConfig } from '../config/types.js';
import type { Logger } from '../logger/Logger.js';
import { generateReflections, type GeneratedReflections } from './generateReflections.js';

export interface RunApiCommandParams {
  config: ResolvedConfig;
  logger: Logger;
}

/** `sitegen api`: regenerate the reflection JSON and its cache key, whatever the cache says. */
export async function runApiCommand(params: RunApiCommandParams): Promise<GeneratedReflections> {
  const started = performance.now();
  const generated = await generateReflections(params);
  params.logger.stage('api', { ms: performance.now() - started });
  return generated;
}
