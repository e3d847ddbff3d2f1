import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadDiskCache } from '../cache/diskCache.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { SitegenError, type SitegenErrorParams } from '../errors/SitegenError.js';
import type { ExampleTypeInfo } from './exampleTypeInfo.js';
import { COMPILER_OPTIONS, type TypeCheckParams, type TypeCheckResult } from './typeCheckExamples.js';

export interface CheckExamplesParams extends TypeCheckParams {
  cacheDir: string;
}

/** The files the last check read besides the examples, and what it found: reused while none changed. */
interface CheckRecord {
  inputs: { file: string; size: number; mtimeMs: number }[];
  diagnostics: Diagnostic[];
  typeInfo: ExampleTypeInfo[];
}

/** What a check found: its diagnostics, and what each example shows on hover and in its queries (in the examples' order). */
export interface ExamplesChecked {
  diagnostics: Diagnostic[];
  typeInfo: ExampleTypeInfo[];
}

/**
 * The examples type-checked (typeCheckExamples). The result is kept on disk and reused while
 * the examples, the prelude and every file the program read are unchanged: a warm build
 * does not load TypeScript. A check runs in a worker thread, so the build's other stages go
 * on meanwhile on the main thread.
 */
export async function checkExamples(params: CheckExamplesParams): Promise<ExamplesChecked> {
  const { examples, siteDir, prelude, documented = [] } = params;
  const key = createHash('sha256')
    .update(JSON.stringify([COMPILER_OPTIONS, siteDir, examples, prelude ?? null, documented]))
    .digest('hex');
  const cache = await loadDiskCache<CheckRecord>({ file: path.join(params.cacheDir, 'examples.json'), version: 'examples 4' });
  const cached = cache.get(key);
  if (cached !== undefined && (await unchanged(cached.inputs))) return { diagnostics: cached.diagnostics, typeInfo: cached.typeInfo };
  const { diagnostics, typeInfo, inputs } = await typeCheckOffThread({
    examples,
    siteDir,
    documented,
    ...(prelude === undefined ? {} : { prelude }),
  });
  const record: CheckRecord = { inputs: await Promise.all(inputs.map(statOf)), diagnostics, typeInfo };
  cache.set(key, record);
  await cache.save();
  return { diagnostics, typeInfo };
}

const workerFile = new URL('./typeCheckWorker.js', import.meta.url);

/** What the worker answers: the result, or the error it threw as data (a SitegenError keeps its code and hint). */
export type TypeCheckAnswer =
  | { result: TypeCheckResult }
  | { error: Pick<SitegenErrorParams, 'code' | 'message' | 'hint'> | { message: string } };

/** In a worker thread; on the main thread when run from the TypeScript sources (tests), which have no compiled worker. */
async function typeCheckOffThread(params: TypeCheckParams): Promise<TypeCheckResult> {
  if (!existsSync(fileURLToPath(workerFile))) return (await import('./typeCheckExamples.js')).typeCheckExamples(params);
  const answer = await new Promise<TypeCheckAnswer>((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: params });
    worker.once('message', (message: TypeCheckAnswer) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the example check's worker exited with code ${code} before it answered`)));
  });
  if ('result' in answer) return answer.result;
  throw 'code' in answer.error ? new SitegenError(answer.error) : new Error(answer.error.message);
}

async function statOf(file: string): Promise<CheckRecord['inputs'][number]> {
  const info = await stat(file).catch(() => undefined);
  return { file, size: info?.size ?? -1, mtimeMs: info?.mtimeMs ?? -1 };
}

async function unchanged(inputs: CheckRecord['inputs']): Promise<boolean> {
  const now = await Promise.all(inputs.map((input) => statOf(input.file)));
  return now.every((info, index) => info.size === inputs[index]?.size && info.mtimeMs === inputs[index]?.mtimeMs);
}

/** The prelude file's code, or an error naming it and the config. */
export async function readPrelude(file: string, configFile: string): Promise<{ file: string; code: string }> {
  try {
    return { file, code: await readFile(file, 'utf8') };
  } catch (cause) {
    throw new SitegenError({
      code: 'examples/prelude-missing',
      message: `markdown.checkExamples.prelude: ${file} cannot be read`,
      hint: 'Name a file that exists, relative to the folder of sitegen.config.ts.',
      location: { file: configFile },
      cause,
    });
  }
}
