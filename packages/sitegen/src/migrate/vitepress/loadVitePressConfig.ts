import { loadToolConfig, type ToolConfig } from '../loadToolConfig.js';

/** A VitePress config as data: the keys the migration reads, the rest kept to list as not mapped. */
export type VitePressUserConfig = ToolConfig;

/**
 * Loads `.vitepress/config.*` as VitePress would for a build: a config that default-exports a
 * function gets `{ mode: 'production', command: 'build' }`.
 */
export function loadVitePressConfig(configFile: string): Promise<VitePressUserConfig> {
  return loadToolConfig({
    file: configFile,
    tool: 'VitePress',
    callWith: [{ mode: 'production', command: 'build' }],
    exportHint: 'Export the config with `export default defineConfig({ … })`.',
    guide: 'Migrating from VitePress',
  });
}
