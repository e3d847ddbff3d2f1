import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { SitegenError } from '../errors/SitegenError.js';
import { importTypeScriptModule } from '../load/importTypeScript.js';
import type { ConfigCode, UserConfig } from './types.js';
import { validateConfig } from './validateConfig.js';

const require = createRequire(import.meta.url);

/**
 * `import { defineConfig } from '@sitegen/core'` resolves to the sitegen that runs the
 * config, so a config loads wherever sitegen is installed (globally, or in a parent folder).
 */
const ownPackages: Plugin = {
  name: 'sitegen-own-packages',
  setup(build) {
    build.onResolve({ filter: /^@sitegen\/core(\/view)?$/ }, (args) => ({
      path: pathToFileURL(require.resolve(args.path)).href,
      external: true,
    }));
  },
};

/** Loads `sitegen.config.ts` (see importTypeScript) and validates its default export. */
export async function loadConfig(configFile: string): Promise<UserConfig> {
  return (await loadConfigModule(configFile)).config;
}

/** loadConfig, with what the config module is made of (for caches and watching). */
export async function loadConfigModule(configFile: string): Promise<{ config: UserConfig; code: ConfigCode }> {
  const file = path.resolve(configFile);
  if (!existsSync(file)) {
    throw new SitegenError({
      code: 'config/not-found',
      message: `no config file at ${file}`,
      hint: 'Run sitegen in the site folder (the one holding sitegen.config.ts) or pass --config <file>.',
      location: { file },
    });
  }
  if (statSync(file).isDirectory()) {
    const inside = path.join(file, 'sitegen.config.ts');
    throw new SitegenError({
      code: 'config/not-a-file',
      message: `${file} is a folder: --config takes the config file itself`,
      hint: existsSync(inside)
        ? `Pass --config ${path.relative(process.cwd(), inside) || inside}.`
        : 'Pass the path of the sitegen.config.ts file, or run sitegen in the folder that holds it.',
      location: { file },
    });
  }
  const { exported, code } = await importTranspiled(file);
  if (exported === undefined) {
    throw new SitegenError({
      code: 'config/invalid',
      message: 'the config file has no default export',
      hint: 'End it with `export default defineConfig({ ... })`.',
      location: { file },
    });
  }
  return { config: validateConfig(exported, file), code };
}

async function importTranspiled(file: string): Promise<{ exported: unknown; code: ConfigCode }> {
  const mod = await importTypeScriptModule({
    file,
    plugins: [ownPackages],
    toError: ({ failure, message, line, column, cause }) =>
      failure !== 'load'
        ? new SitegenError({
            code: 'config/syntax',
            message: `the config file does not compile: ${message}`,
            hint:
              failure === 'resolve'
                ? "Check the import's path: relative imports are resolved from the config file's folder, and need the file's extension or a .js one."
                : 'Fix the TypeScript syntax error in the config file.',
            location: { file, line, column },
            cause,
          })
        : new SitegenError({
            code: 'config/load',
            message: `the config file threw while loading: ${message}`,
            hint: 'Check the imports and code at the top level of the config file.',
            location: { file },
            cause,
          }),
  });
  return { exported: mod.exports.default, code: { files: mod.files, hash: mod.hash } };
}
