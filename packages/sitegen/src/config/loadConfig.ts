import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SitegenError } from '../errors/SitegenError.js';
import type { UserConfig } from './types.js';
import { validateConfig } from './validateConfig.js';

/**
 * Loads `sitegen.config.ts`: esbuild transpiles it (imports stay imports), the result is
 * written beside the config so bare imports resolve from the site's node_modules, imported,
 * then removed. The default export is validated.
 */
export async function loadConfig(configFile: string): Promise<UserConfig> {
  const file = path.resolve(configFile);
  if (!existsSync(file)) {
    throw new SitegenError({
      code: 'config/not-found',
      message: `no config file at ${file}`,
      hint: 'Run sitegen in the site folder (the one holding sitegen.config.ts) or pass --config <file>.',
      location: { file },
    });
  }
  const exported = await importTranspiled(file);
  if (exported === undefined) {
    throw new SitegenError({
      code: 'config/invalid',
      message: 'the config file has no default export',
      hint: 'End it with `export default defineConfig({ ... })`.',
      location: { file },
    });
  }
  return validateConfig(exported, file);
}

async function importTranspiled(file: string): Promise<unknown> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      packages: 'external',
      format: 'esm',
      platform: 'node',
      target: 'node20',
      write: false,
      logLevel: 'silent',
    });
    code = result.outputFiles[0]?.text ?? '';
  } catch (cause) {
    throw new SitegenError({
      code: 'config/syntax',
      message: `the config file does not compile: ${firstLine(cause)}`,
      hint: 'Fix the TypeScript syntax error in the config file.',
      location: { file },
      cause,
    });
  }
  const temp = path.join(path.dirname(file), `.sitegen.config.${process.pid}.${randomBytes(4).toString('hex')}.mjs`);
  await writeFile(temp, code);
  try {
    const mod = (await import(pathToFileURL(temp).href)) as { default?: unknown };
    return mod.default;
  } catch (cause) {
    throw new SitegenError({
      code: 'config/load',
      message: `the config file threw while loading: ${firstLine(cause)}`,
      hint: 'Check the imports and code at the top level of the config file.',
      location: { file },
      cause,
    });
  } finally {
    await rm(temp, { force: true });
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').find((line) => line.trim() !== '') ?? text;
}
