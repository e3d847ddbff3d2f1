import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * An esbuild plugin for reading another tool's config as data (VitePress's, Docusaurus's):
 * every package it imports (`vitepress`, prism-react-renderer's themes, remark plugins, a theme)
 * and every local file it imports that is missing (a locale's config, a site's plugin left out
 * of a copy) becomes a stub, so the config loads without the
 * tool installed and without running its plugins. A stub is a function that hands back the
 * first object it is given (`defineConfig({…})`, `withPwa(config)` keep the config) and
 * whose every property is such a stub again; each name the importer imports is exported.
 */
export const stubImports: Plugin = {
  name: 'sitegen-migrate-stub-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      // Node's own modules are there (`fs` as well as `node:fs`): a config reads files with them
      if (args.kind === 'entry-point' || isBuiltin(args.path)) return undefined;
      const local = /^\.{1,2}\//.test(args.path) || path.isAbsolute(args.path);
      if (local && existsLocal(path.resolve(args.resolveDir, args.path))) return undefined;
      const names = importedNames(args.importer, args.path);
      return { path: `${args.path}?${names.join(',')}`, namespace: 'sitegen-stub' };
    });
    build.onLoad({ filter: /.*/, namespace: 'sitegen-stub' }, (args) => {
      const at = args.path.lastIndexOf('?');
      const specifier = args.path.slice(0, at);
      const names = args.path
        .slice(at + 1)
        .split(',')
        .filter(Boolean);
      const exports = names.map((name) => `export const ${name} = stub(${JSON.stringify(`${specifier}.${name}`)});`).join('\n');
      return { contents: `${STUB}\nexport default stub(${JSON.stringify(specifier)});\n${exports}\n`, loader: 'js' };
    });
  },
};

const STUB = `
function stub(name) {
  const fn = function (...args) {
    const first = args[0];
    return first !== null && typeof first === 'object' ? first : stub(name + '()');
  };
  return new Proxy(fn, {
    get(target, key) {
      if (key === 'then') return undefined;
      if (key === Symbol.toPrimitive || key === 'toString') return () => name;
      if (typeof key === 'symbol') return undefined;
      return stub(name + '.' + key);
    },
  });
}`;

const EXTENSIONS = ['', '.ts', '.mts', '.js', '.mjs', '.cjs', '.json', '/index.ts', '/index.js'];

function existsLocal(file: string): boolean {
  return EXTENSIONS.some((extension) => existsSync(file + extension));
}

/** The names `importer` imports from `specifier` (`import { a, b as c } from '…'`, `export { x } from '…'`). */
function importedNames(importer: string, specifier: string): string[] {
  let source: string;
  try {
    source = readFileSync(importer, 'utf8');
  } catch {
    return [];
  }
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = new Set<string>();
  const pattern = new RegExp(`(?:import|export)\\s+(?:type\\s+)?([\\w$*\\s,{}]*?)\\s*from\\s*['"]${quoted}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    const braces = /\{([^}]*)\}/.exec(match[1] ?? '')?.[1] ?? '';
    for (const part of braces.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name !== undefined && /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name);
    }
  }
  return [...names];
}
