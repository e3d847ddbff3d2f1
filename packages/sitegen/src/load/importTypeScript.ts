import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { SitegenError } from '../errors/SitegenError.js';

/** Where importing a file failed: esbuild could not compile it, or its module threw while loading. */
export type ImportFailure = 'compile' | 'load';

export interface ImportTypeScriptParams {
  file: string;
  /** esbuild plugins, e.g. to resolve some imports to sitegen's own copies. */
  plugins?: Plugin[];
  /** Compile JSX with the automatic runtime (React pages). */
  jsx?: boolean;
  /** The caller's error for a failure, naming the file and saying how to fix it. */
  toError: (failure: ImportFailure, cause: unknown) => SitegenError;
}

/**
 * Imports a site's TypeScript file: esbuild bundles its relative imports (packages stay
 * imports), the result is written beside the file so bare imports resolve from the site's
 * node_modules, imported, then removed.
 */
export async function importTypeScript({ file, plugins, jsx, toError }: ImportTypeScriptParams): Promise<Record<string, unknown>> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      packages: 'external',
      plugins,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      ...(jsx ? { jsx: 'automatic' as const } : {}),
      write: false,
      logLevel: 'silent',
    });
    code = result.outputFiles[0]?.text ?? '';
  } catch (cause) {
    throw toError('compile', cause);
  }
  const temp = path.join(path.dirname(file), `.sitegen-import.${process.pid}.${randomBytes(4).toString('hex')}.mjs`);
  await writeFile(temp, code);
  try {
    return (await import(pathToFileURL(temp).href)) as Record<string, unknown>;
  } catch (cause) {
    throw toError('load', cause);
  } finally {
    await rm(temp, { force: true });
  }
}
