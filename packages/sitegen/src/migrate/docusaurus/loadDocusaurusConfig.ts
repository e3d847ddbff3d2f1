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
 * A config's `require` (CommonJS-style, or its own `createRequire(import.meta.url)`) loads what
 * is installed, gives `{}` for what is not, and its `require.resolve` names files, found or not
 * (`require.resolve('react-tweet/theme.css')` for customCss): a site being migrated has not
 * installed its packages. The packages it imports are stubs (stubImports).
 */
const FORGIVING_MODULE = 'sitegen-forgiving-module';
const FORGIVING_SOURCE = `import { createRequire as nodeCreateRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
export * from 'node:module';
export function createRequire(from) {
  const file = String(from).startsWith('file:') ? fileURLToPath(from) : String(from);
  const real = nodeCreateRequire(file);
  return Object.assign((id) => { try { return real(id); } catch { return {}; } }, { resolve: (id) => (id.startsWith('.') ? resolve(dirname(file), id) : id) });
}`;

const isConfig = (file: string) => CONFIG_NAMES.includes(path.basename(file));

const requireShim: Plugin = {
  name: 'sitegen-migrate-require-shim',
  setup(build) {
    build.onResolve({ filter: /^(?:node:)?module$|^sitegen-forgiving-module$/ }, (args) =>
      isConfig(args.importer) ? { path: FORGIVING_MODULE, namespace: FORGIVING_MODULE } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: FORGIVING_MODULE }, () => ({ contents: FORGIVING_SOURCE, loader: 'js' }));
    build.onLoad({ filter: /\.[cm]?[jt]s$/, namespace: 'file' }, async (args) => {
      if (!isConfig(args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      // Docusaurus loads its config with CommonJS's names given even to an ES module (jiti):
      // `require`, `__dirname` (`path.join(__dirname, 'sidebars.json')`) and `__filename`. A
      // config that declares its own require gets the forgiving createRequire above.
      const uses = (name: string) =>
        new RegExp(`\\b${name}\\b`).test(source) && !new RegExp(`\\b(?:const|let|var)\\s+${name}\\b`).test(source);
      const prelude = [
        ...(uses('require')
          ? [
              `import { createRequire as __sgCreateRequire } from '${FORGIVING_MODULE}'; const require = __sgCreateRequire(${JSON.stringify(args.path)});`,
            ]
          : []),
        ...(uses('__dirname') ? [`const __dirname = ${JSON.stringify(path.dirname(args.path))};`] : []),
        ...(uses('__filename') ? [`const __filename = ${JSON.stringify(args.path)};`] : []),
      ];
      if (prelude.length === 0) return undefined;
      return { contents: `${prelude.join(' ')}\n${source}`, loader: args.path.endsWith('ts') ? 'ts' : 'js' };
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
