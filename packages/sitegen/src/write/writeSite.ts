import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError } from '../errors/SitegenError.js';
import { mapConcurrent } from '../mapConcurrent.js';

/** One file of the output: in memory, or copied from disk (static files). */
export type OutputFile =
  | { path: string; contents: string | Uint8Array; source: string }
  | { path: string; copyFrom: string; source: string };

/**
 * Checks the output (no path outside the folder, no two sources for one file) before
 * anything is written: a refused build never touches the output folder.
 */
export function assertWritable(outDir: string, files: OutputFile[]): void {
  const root = path.resolve(outDir);
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const file of files) {
    const target = path.resolve(root, file.path);
    if (!target.startsWith(root + path.sep)) {
      problems.push(`${file.path} (from ${file.source}) would be written outside ${root}`);
      continue;
    }
    const owner = owners.get(target);
    if (owner === undefined) owners.set(target, file.source);
    else problems.push(`${file.path} is produced by both ${owner} and ${file.source}`);
  }
  if (problems.length === 0) return;
  throw new SitegenError({
    code: 'write/conflict',
    message: problems.length === 1 ? (problems[0] ?? '') : `${problems.length} output files clash`,
    hint: 'Rename one of the sources (or change its slug) so every page has its own file.',
    details: problems.length === 1 ? [] : problems,
  });
}

async function writeFiles(folder: string, files: readonly OutputFile[]): Promise<void> {
  const dirs = new Set(files.map((file) => path.dirname(path.join(folder, file.path))));
  for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
  // a bounded number open at once: 10,000 pages written all at once ran out of file handles (EMFILE)
  await mapConcurrent(files, 64, (file) =>
    'copyFrom' in file ? copyFile(file.copyFrom, path.join(folder, file.path)) : writeFile(path.join(folder, file.path), file.contents),
  );
}

/**
 * Writes the whole site into a fresh folder beside `outDir`, then swaps it in with two
 * renames: readers and a failed build never see a half-written site. `later` are files
 * still being made when the write starts (the search index, in another process): they
 * are written, and checked against the rest, before the swap; if they fail, nothing is
 * swapped and their error is passed on as it is.
 */
export async function writeSite(outDir: string, files: OutputFile[], later?: Promise<readonly OutputFile[]>): Promise<void> {
  assertWritable(outDir, files);
  // settled at once, so a failure while the pages are written is not an unhandled rejection
  const pending = later?.then(
    (extra) => ({ extra }),
    (error: unknown) => ({ error }),
  );
  const root = path.resolve(outDir);
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const fresh = `${root}.tmp-${suffix}`;
  try {
    await onDisk(root, () => writeFiles(fresh, files));
    const settled = await pending;
    if (settled !== undefined) {
      if ('error' in settled) throw settled.error;
      assertWritable(outDir, [...files, ...settled.extra]);
      await onDisk(root, () => writeFiles(fresh, settled.extra));
    }
  } catch (error) {
    await discard(fresh);
    throw error;
  }
  await onDisk(root, () => swapIn(root, fresh, `${root}.old-${suffix}`));
}

/** The written folder in place of the old one, which is then removed. */
async function swapIn(root: string, fresh: string, old: string): Promise<void> {
  let hadOld = true;
  try {
    await rename(root, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      await discard(fresh);
      throw error;
    }
    hadOld = false;
  }
  await rename(fresh, root);
  if (hadOld) await rm(old, { recursive: true, force: true });
}

/** Removes a half-written folder; failing to (its parent is not a folder) must not hide why the write failed. */
async function discard(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true }).catch(() => undefined);
}

/** A folder that cannot be created or written is the owner's to fix (the path, the disk), not a bug in sitegen. */
async function onDisk(root: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    throw isFileSystemError(error) ? writeFailed(root, error) : error;
  }
}

function isFileSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

function writeFailed(root: string, cause: NodeJS.ErrnoException): SitegenError {
  return new SitegenError({
    code: 'write/failed',
    message: `the site could not be written to ${root}: ${cause.message}`,
    hint: 'Choose an output folder that can be created and written (--out-dir, or outDir in the config); the previous output was left as it was.',
    cause,
  });
}
