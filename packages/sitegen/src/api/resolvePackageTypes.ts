import { existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { SitegenError } from '../errors/SitegenError.js';
import { loadTypeScript, type TypeScriptModule } from '../load/loadTypeScript.js';

const DECLARATION_FILE = /\.d\.[cm]?ts$/;

/** TypeScript is loaded only when an entry point names a package: ~200 ms that a path never costs. */
function typeScriptFor(fromDir: string): TypeScriptModule {
  return loadTypeScript(
    fromDir,
    () =>
      new SitegenError({
        code: 'api/typedoc-missing',
        message: 'the API reference needs TypeScript (the peer of TypeDoc), which is not installed',
        hint: 'Install both beside the site: npm install --save-dev typedoc typescript.',
      }),
  );
}

/**
 * The declaration file a TypeScript user gets for `import … from '<specifier>'` in a folder
 * ('viem', '@uniswap/sdk-core', 'viem/chains'): TypeScript's own resolution, through
 * `exports` conditions, `types`/`typings` and `typesVersions`, from any node_modules up the
 * tree (npm, pnpm, Yarn's node-modules linker alike). ESM resolution first, then CommonJS.
 * Undefined when nothing installed gives the specifier declarations.
 */
export function resolvePackageTypes(specifier: string, fromDir: string): string | undefined {
  const ts = typeScriptFor(fromDir);
  const options = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  const importer = path.join(fromDir, 'index.ts');
  for (const mode of [ts.ModuleKind.ESNext, ts.ModuleKind.CommonJS] as const) {
    const resolved = ts.resolveModuleName(specifier, importer, options, ts.sys, undefined, undefined, mode).resolvedModule;
    if (resolved !== undefined && DECLARATION_FILE.test(resolved.resolvedFileName)) return resolved.resolvedFileName;
  }
  return undefined;
}

/** Node's own modules ('http', 'node:fs') are declared by @types/node, not by a package of their name. */
export function isNodeModule(specifier: string): boolean {
  return builtinModules.includes(specifier.replace(/^node:/, ''));
}

/** Yarn Plug'n'Play keeps packages in zip files that TypeScript cannot read without Yarn's patches. */
export function usesPlugAndPlay(siteDir: string): boolean {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, '.pnp.cjs'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}
