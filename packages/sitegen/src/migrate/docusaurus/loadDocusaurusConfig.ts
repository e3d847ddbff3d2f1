import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { SitegenError } from '../../errors/SitegenError.js';
import { importTypeScript } from '../../load/importTypeScript.js';

/** A Docusaurus config as data: the keys the migration reads, the rest listed as not mapped. */
export type DocusaurusConfig = Record<string, unknown>;

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
 * The packages a Docusaurus config imports (prism-react-renderer's themes, remark plugins) are
 * not installed in a site being migrated, and only their values' shape matters: each is a
 * stub that any name can be read from and that can be called, so the config evaluates.
 */
const stubPackages: Plugin = {
  name: 'sitegen-migrate-stub-packages',
  setup(build) {
    // Node's own modules are there: the config reads files with them
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || isBuiltin(args.path)
        ? undefined
        : { path: `${args.path}${STUB}`, namespace: 'stub', pluginData: { importer: args.importer } },
    );
    // a local module of the site that is not there (a copy of the site without its plugins): stubbed too
    build.onResolve({ filter: /^\./ }, (args) =>
      args.kind === 'entry-point' || LOCAL_EXTENSIONS.some((extension) => existsSync(path.resolve(args.resolveDir, args.path + extension)))
        ? undefined
        : { path: `${args.path}${STUB}`, namespace: 'stub', pluginData: { importer: args.importer } },
    );
    // a CommonJS-style config (`require.resolve('./src/css/custom.css')` for customCss) gets a require
    // that names files, found or not, and loads what is installed
    build.onLoad({ filter: /\.[cm]?[jt]s$/, namespace: 'file' }, async (args) => {
      if (!CONFIG_NAMES.includes(path.basename(args.path))) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!/\brequire\b/.test(source)) return undefined;
      const dir = JSON.stringify(path.dirname(args.path));
      const prelude = `import { createRequire as __sgCreateRequire } from 'node:module'; import { resolve as __sgResolve } from 'node:path'; const __sgRequire = __sgCreateRequire(${JSON.stringify(args.path)}); const require = Object.assign((id) => { try { return __sgRequire(id); } catch { return {}; } }, { resolve: (id) => (id.startsWith('.') ? __sgResolve(${dir}, id) : id) });\n`;
      return { contents: prelude + source, loader: args.path.endsWith('ts') ? 'ts' : 'js' };
    });
    build.onLoad({ filter: /.*/, namespace: 'stub' }, async (args) => {
      const importer = (args.pluginData as { importer: string }).importer;
      const specifier = args.path.slice(0, -STUB.length);
      const names = importedNames(await readFile(importer, 'utf8'), specifier);
      return {
        contents: [
          `const stub = new Proxy(function () {}, { get: (target, key) => (key === Symbol.toPrimitive ? () => ${JSON.stringify(specifier)} : key === 'then' ? undefined : stub), apply: () => stub, construct: () => stub });`,
          'export default stub;',
          ...names.map((name) => `export const ${name} = stub;`),
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

/** what a stubbed module's path ends with: no other plugin's filter (`.js`, `.ts`) takes it */
const STUB = '?sitegen-stub';

const LOCAL_EXTENSIONS = ['', '.ts', '.js', '.mjs', '.cjs', '.json', '/index.ts', '/index.js'];

/** The names a module imports from `specifier` by name (`import { themes as prismThemes }` → themes). */
function importedNames(source: string, specifier: string): string[] {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const names = new Set<string>();
  for (const match of source.matchAll(new RegExp(`import\\s*(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`, 'g'))) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name !== undefined && /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name);
    }
  }
  return [...names];
}

/** Loads the config as Docusaurus would for a build: a function export is called; its files are only read. */
export async function loadDocusaurusConfig(configFile: string): Promise<DocusaurusConfig> {
  const exports = await importTypeScript({
    file: configFile,
    plugins: [stubPackages],
    toError: (problem) =>
      new SitegenError({
        code: 'migrate/config-load',
        message: `the Docusaurus config could not be read (${problem.message})`,
        hint: 'Fix the error in the config, or write sitegen.config.ts by hand (see "Migrating from Docusaurus").',
        location: { file: configFile, ...(problem.line === undefined ? {} : { line: problem.line }) },
      }),
  });
  let config: unknown = exports.default ?? exports;
  if (typeof config === 'function') config = await (config as () => unknown)();
  if (config === null || typeof config !== 'object') {
    throw new SitegenError({
      code: 'migrate/config-load',
      message: 'the Docusaurus config has no object as its default export',
      hint: 'Export the config with `export default config` (or `module.exports = config`).',
      location: { file: configFile },
    });
  }
  return config as DocusaurusConfig;
}
