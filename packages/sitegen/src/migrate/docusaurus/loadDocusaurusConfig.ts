import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { SitegenError } from '../../errors/SitegenError.js';
import { loadToolConfig, type ToolConfig } from '../loadToolConfig.js';

/** A Docusaurus config as data: the keys the migration reads, the rest listed as not mapped. */
export type DocusaurusConfig = ToolConfig;

const CONFIG_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/** The site's `docusaurus.config.*`, in Docusaurus's order of preference. */
export function findDocusaurusConfig(dir: string): string {
  const found = CONFIG_NAMES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
  if (found !== undefined) return found;
  throw new SitegenError({
    code: 'migrate/not-found',
    message: `no docusaurus.config.{ts,js} in ${dir}`,
    hint: 'Run `sitegen migrate docusaurus <dir>` with the folder that holds docusaurus.config.ts (often website/).',
    location: { file: dir },
  });
}

/**
 * A CommonJS-style config (`require.resolve('./src/css/custom.css')` for customCss) gets a
 * require that names files, found or not, and loads what is installed; the packages it imports
 * are stubs (stubImports).
 */
const requireShim: Plugin = {
  name: 'sitegen-migrate-require-shim',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]s$/, namespace: 'file' }, async (args) => {
      if (!CONFIG_NAMES.includes(path.basename(args.path))) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!/\brequire\b/.test(source)) return undefined;
      const dir = JSON.stringify(path.dirname(args.path));
      const prelude = `import { createRequire as __sgCreateRequire } from 'node:module'; import { resolve as __sgResolve } from 'node:path'; const __sgRequire = __sgCreateRequire(${JSON.stringify(args.path)}); const require = Object.assign((id) => { try { return __sgRequire(id); } catch { return {}; } }, { resolve: (id) => (id.startsWith('.') ? __sgResolve(${dir}, id) : id) });\n`;
      return { contents: prelude + source, loader: args.path.endsWith('ts') ? 'ts' : 'js' };
    });
  },
};

/** Loads the config as Docusaurus would for a build: a function export is called; its files are only read. */
export function loadDocusaurusConfig(configFile: string): Promise<DocusaurusConfig> {
  return loadToolConfig({
    file: configFile,
    tool: 'Docusaurus',
    callWith: [],
    exportHint: 'Export the config with `export default config` (or `module.exports = config`).',
    guide: 'Migrating from Docusaurus',
    plugins: [requireShim],
  });
}
