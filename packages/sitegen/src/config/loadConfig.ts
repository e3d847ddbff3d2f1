import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../errors/SitegenError.js';
import { watched } from '../lifecycle/activities.js';
import { importTypeScriptModule } from '../load/importTypeScript.js';
import { sitegenModules } from '../load/sitegenModules.js';
import { loadSidebarsFile, SIDEBARS_FILE, withSidebarsCode } from './loadSidebarsFile.js';
import { resolveConfigExport } from './resolveConfigExport.js';
import type { ConfigCode, UserConfig } from './types.js';
import { validateConfig } from './validateConfig.js';

/** Loads `sitegen.config.ts` (see importTypeScript) and validates its default export. */
export async function loadConfig(configFile: string): Promise<UserConfig> {
  return (await loadConfigModule(configFile)).config;
}

/** loadConfig, with what the config module (and the sidebars file, when there is one) is made of, for caches and watching. */
export async function loadConfigModule(configFile: string): Promise<{ config: UserConfig; code: ConfigCode; sidebarsFile?: string }> {
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
  // watched: the watchdog names a config whose top-level code runs long, and one that can never finish loading fails
  const { exported, code } = await watched({ kind: 'config', configFile: file }, () => importTranspiled(file));
  if (exported === undefined) {
    throw new SitegenError({
      code: 'config/invalid',
      message: 'the config file has no default export',
      hint: 'End it with `export default defineConfig({ ... })`.',
      location: { file },
    });
  }
  const config = validateConfig(exported, file);
  const sidebars = await loadSidebarsFile(path.dirname(file));
  if (sidebars === undefined) return { config, code };
  if (config.sidebars !== undefined) {
    throw new SitegenError({
      code: 'config/invalid',
      message: `the sidebars are defined twice: in ${SIDEBARS_FILE} and in the config's \`sidebars\``,
      hint: `Keep one: move the config's sidebars into ${SIDEBARS_FILE}, or delete the file.`,
      location: { file },
    });
  }
  // validated again with the config, for the checks between keys (the API reference's sidebar)
  return {
    config: validateConfig({ ...(exported as object), sidebars: sidebars.sidebars }, sidebars.file),
    code: withSidebarsCode(code, sidebars.code),
    sidebarsFile: sidebars.file,
  };
}

async function importTranspiled(file: string): Promise<{ exported: unknown; code: ConfigCode }> {
  const mod = await importTypeScriptModule({
    file,
    plugins: [sitegenModules],
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
  // awaited here, within the watch of the config's loading: a promise that never settles is named
  return { exported: await resolveConfigExport(mod.exports.default, file), code: { files: mod.files, hash: mod.hash } };
}
