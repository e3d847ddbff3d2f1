import path from 'node:path';
import { loadConfigModule } from './loadConfig.js';
import { resolveConfig } from './resolveConfig.js';
import type { ResolvedConfig } from './types.js';

/**
 * The config every stage reads, from its file: loaded, validated and resolved with what its
 * module is made of; `outDir` (the CLI's `--out-dir`, relative to the working folder) replaces
 * the config's. The one way a command, a build or a worker thread gets its config.
 */
export async function loadResolvedConfig(configFile: string, outDir?: string): Promise<ResolvedConfig> {
  const { config, code, sidebarsFile } = await loadConfigModule(configFile);
  const resolved = { ...resolveConfig(config, configFile, code), ...(sidebarsFile === undefined ? {} : { sidebarsFile }) };
  return outDir === undefined ? resolved : { ...resolved, outDir: path.resolve(outDir) };
}
