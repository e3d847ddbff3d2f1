import { SitegenError } from '../../errors/SitegenError.js';
import { importTypeScript } from '../../load/importTypeScript.js';
import { stubImports } from './stubImports.js';

/** A VitePress config as data: the keys the migration reads, the rest kept to list as not mapped. */
export type VitePressUserConfig = Record<string, unknown>;

/**
 * Loads `.vitepress/config.*` as VitePress would for a build, with the packages it imports
 * stubbed (stubImports): a config that default-exports a function gets `{ mode: 'production',
 * command: 'build' }`. Its own files are read, never written.
 */
export async function loadVitePressConfig(configFile: string): Promise<VitePressUserConfig> {
  const exports = await importTypeScript({
    file: configFile,
    plugins: [stubImports],
    toError: (problem) =>
      new SitegenError({
        code: 'migrate/config-load',
        message: `the VitePress config could not be read (${problem.message})`,
        hint: 'Fix the error in the config, or write sitegen.config.ts by hand (see "Migrating from VitePress").',
        location: { file: configFile, ...(problem.line === undefined ? {} : { line: problem.line }) },
      }),
  });
  let config: unknown = exports.default;
  if (typeof config === 'function') config = await (config as (env: object) => unknown)({ mode: 'production', command: 'build' });
  config = await config;
  if (config === null || typeof config !== 'object') {
    throw new SitegenError({
      code: 'migrate/config-load',
      message: 'the VitePress config has no object as its default export',
      hint: 'Export the config with `export default defineConfig({ … })`.',
      location: { file: configFile },
    });
  }
  return config as VitePressUserConfig;
}
