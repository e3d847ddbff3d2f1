import type { UserConfig } from './types.js';

/** Identity: exists so `sitegen.config.ts` gets types and completion. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
