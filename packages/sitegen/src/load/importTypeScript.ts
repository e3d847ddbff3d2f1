import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildFailure, type Plugin } from 'esbuild';
import type { SitegenError } from '../errors/SitegenError.js';

/**
 * Where importing a file failed: esbuild could not compile it, or could not find a file it
 * imports (packages are not bundled, so a relative import), or its module threw while loading.
 */
export type ImportFailure = 'compile' | 'resolve' | 'load';

export interface ImportProblem {
  failure: ImportFailure;
  /** one line: esbuild's first error, or the first line of what the module threw */
  message: string;
  /** where esbuild's first error is in the file */
  line?: number;
  column?: number;
  cause: unknown;
}

export interface ImportTypeScriptParams {
  file: string;
  /** esbuild plugins, e.g. to resolve some imports to sitegen's own copies. */
  plugins?: Plugin[];
  /** Compile JSX with the automatic runtime (React pages). */
  jsx?: boolean;
  /** The caller's error for a failure, naming the file and saying how to fix it. */
  toError: (problem: ImportProblem) => SitegenError;
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
    throw toError(compileProblem(cause));
  }
  const temp = path.join(path.dirname(file), `.sitegen-import.${process.pid}.${randomBytes(4).toString('hex')}.mjs`);
  await writeFile(temp, code);
  try {
    return (await import(pathToFileURL(temp).href)) as Record<string, unknown>;
  } catch (cause) {
    // Node names the module it loaded, which is the temporary copy, not the file the owner wrote
    throw toError({ failure: 'load', message: firstLine(cause).replaceAll(temp, file), cause });
  } finally {
    await rm(temp, { force: true });
  }
}

function compileProblem(cause: unknown): ImportProblem {
  const first = (cause as Partial<BuildFailure>).errors?.[0];
  if (first === undefined) return { failure: 'compile', message: firstLine(cause), cause };
  // esbuild columns count from 0
  const column = first.location === null ? undefined : first.location.column + 1;
  const failure = first.text.startsWith('Could not resolve') ? 'resolve' : 'compile';
  // the reported error is the cause; esbuild's own ('Build failed with 1 error: …') stays behind it
  return { failure, message: first.text, line: first.location?.line, column, cause: new Error(first.text, { cause }) };
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').find((line) => line.trim() !== '') ?? text;
}
