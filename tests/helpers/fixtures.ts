import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SitegenError } from '../../packages/sitegen/src/errors/SitegenError.js';
import type { OutputFile } from '../../packages/sitegen/src/write/writeSite.js';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The config of the gSwap site, the repository's own. */
export const gswapConfigFile = path.join(repoRoot, 'sitegen.config.ts');

/** The config file of a fixture site under tests/fixtures. */
export function fixtureConfig(name: string): string {
  return path.join(repoRoot, 'tests', 'fixtures', name, 'sitegen.config.ts');
}

/** A fresh empty folder for a test's output. */
export function tempDir(prefix = 'sitegen-test-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

/** The text of one in-memory output file. */
export function fileText(files: OutputFile[], filePath: string): string {
  const file = files.find((f) => f.path === filePath);
  if (file === undefined) throw new Error(`no output file ${filePath}; have ${files.map((f) => f.path).join(', ')}`);
  if ('copyFrom' in file) throw new Error(`${filePath} is copied from ${file.copyFrom}`);
  return typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
}

export function readText(...segments: string[]): Promise<string> {
  return readFile(path.join(...segments), 'utf8');
}

/** The SitegenError a promise rejects with (fails the test when it resolves or throws something else). */
export async function sitegenErrorOf(promise: Promise<unknown>): Promise<SitegenError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SitegenError) return error;
    throw error;
  }
  throw new Error('expected a SitegenError, but it succeeded');
}
