import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError } from '../errors/SitegenError.js';
import { holdPath } from '../lifecycle/heldPaths.js';
import { fileFolderClashes } from './fileFolderClashes.js';
import {
  checkOutputFolder,
  makeFolder,
  OUTPUT_MARKER,
  OUTPUT_MARKER_TEXT,
  removeStaleFolders,
  type OutputFolderParams,
} from './outputFolder.js';

/** One file of the output: in memory, or copied from disk (static files). */
export type OutputFile =
  | { path: string; contents: string | Uint8Array; source: string }
  | { path: string; copyFrom: string; source: string };

/**
 * Checks the output (no path outside the folder, no two sources for one file) before
 * anything is written: a refused build never touches the output folder.
 */
export function assertWritable(outDir: string, files: readonly { path: string; source: string }[]): void {
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
  problems.push(...fileFolderClashes(files));
  if (problems.length === 0) return;
  throw new SitegenError({
    code: 'write/conflict',
    message: problems.length === 1 ? (problems[0] ?? '') : `${problems.length} output files clash`,
    hint: "Rename one of the sources (or change its slug or path) so every page has its own file; a page's path cannot be a file the build writes (sitemap.xml, robots.txt, llms.txt, 404.html).",
    details: problems.length === 1 ? [] : problems,
  });
}

/**
 * Files made while the site is written: the pages, each written as soon as it is rendered
 * rather than all held until the end, and then the files made last (the search index).
 */
export interface StreamedFiles {
  /** the files `produce` will write, checked with the rest before anything is written */
  planned: readonly { path: string; source: string }[];
  /**
   * Writes the planned files with `write` (which waits only while 64 files are being
   * written) and returns the files to write last; a failure of its own passes on as it is.
   */
  produce(write: (file: OutputFile) => Promise<void>): Promise<readonly OutputFile[]>;
}

export interface WriteSiteOptions extends Pick<OutputFolderParams, 'sources' | 'namedIn'> {
  /** files made while the listed ones are written (the rendered pages) */
  streamed?: StreamedFiles;
  /** runs on the complete new folder before it is swapped in (plugins' postBuild): if it fails, nothing is swapped */
  beforeSwap?: (folder: string) => Promise<void>;
}

/**
 * Writes the whole site into a fresh folder beside `outDir`, then swaps it in with two
 * renames: readers and a failed build never see a half-written site. `streamed` files are
 * made while the listed ones are written; the files they end with are checked against the
 * rest and written before the swap. If anything fails, nothing is swapped. The output
 * folder must be one a build may replace (checkOutputFolder); what builds killed before
 * their swap left beside it is removed first.
 */
export async function writeSite(outDir: string, files: OutputFile[], options: WriteSiteOptions = {}): Promise<void> {
  const { streamed } = options;
  const planned = [{ path: OUTPUT_MARKER, source: 'sitegen (the mark of its output folders)' }, ...files, ...(streamed?.planned ?? [])];
  assertWritable(outDir, planned);
  await checkOutputFolder({ outDir, sources: options.sources, namedIn: options.namedIn });
  const root = path.resolve(outDir);
  await onDisk(root, async () => {
    await removeStaleFolders(root);
    await makeFolder(path.dirname(root));
  });
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const fresh = `${root}.tmp-${suffix}`;
  const old = `${root}.old-${suffix}`;
  const writer = createWriter(fresh);
  // held before it exists: a signal or an exit from now on leaves no half-written folder
  let interrupted: unknown;
  const release = holdPath({
    interrupt(reason) {
      interrupted ??= reason;
      writer.abort(reason);
    },
    abandonNow: () => abandonNow(root, fresh, old),
    catchSignals: true,
  });
  try {
    // marked first: a folder left by a killed build is then known as sitegen's
    await onDisk(root, async () => {
      await mkdir(fresh);
      await writeFile(path.join(fresh, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
    });
    const listed = (async () => {
      for (const file of files) await writer.write(file);
    })();
    // both settle before anything is discarded: one still running would write into it
    const [written, produced] = await Promise.allSettled([listed, streamed?.produce(writer.write) ?? []]);
    if (written.status === 'rejected') throw written.reason;
    if (produced.status === 'rejected') throw produced.reason;
    const late = produced.value;
    assertWritable(outDir, [...planned, ...late]);
    for (const file of late) await writer.write(file);
    await writer.settled();
    await options.beforeSwap?.(fresh);
    // stopped while the plugins' postBuild ran: nothing is swapped in
    if (interrupted !== undefined) throw interrupted;
  } catch (error) {
    // a write still going would recreate what is discarded
    await writer.settled().catch(() => undefined);
    await discard(fresh);
    release();
    // the folder's own failure is why the rest stopped: that is the one to report
    const failure = writer.failure ?? error;
    throw failure === writer.failure && isFileSystemError(failure) ? writeFailed(root, failure) : failure;
  }
  try {
    await onDisk(root, () => swapIn(root, fresh, old));
  } finally {
    release();
  }
}

/** a bounded number open at once: 10,000 pages written all at once ran out of file handles (EMFILE) */
const WRITES_IN_FLIGHT = 64;

interface Writer {
  /** starts writing the file once fewer than WRITES_IN_FLIGHT are being written; fails once a write has failed */
  write(file: OutputFile): Promise<void>;
  /** every write started has finished; fails with the first write's failure */
  settled(): Promise<void>;
  /** the first write's failure, if any */
  readonly failure: unknown;
  /** fails the writes from now on with `reason` (those under way finish) */
  abort(reason: unknown): void;
}

function createWriter(folder: string): Writer {
  const folders = new Map<string, Promise<unknown>>();
  const writing = new Set<Promise<void>>();
  const waiting: (() => void)[] = [];
  let failure: unknown;
  const folderFor = (target: string): Promise<unknown> => {
    const dir = path.dirname(target);
    let made = folders.get(dir);
    if (made === undefined) {
      made = mkdir(dir, { recursive: true });
      folders.set(dir, made);
    }
    return made;
  };
  const writeOne = async (file: OutputFile): Promise<void> => {
    const target = path.join(folder, file.path);
    await folderFor(target);
    await ('copyFrom' in file ? copyFile(file.copyFrom, target) : writeFile(target, file.contents));
  };
  return {
    async write(file) {
      while (writing.size >= WRITES_IN_FLIGHT && failure === undefined) await new Promise<void>((resolve) => waiting.push(resolve));
      if (failure !== undefined) throw failure;
      const written: Promise<void> = writeOne(file)
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => {
          writing.delete(written);
          waiting.shift()?.();
        });
      writing.add(written);
    },
    async settled() {
      await Promise.all(writing);
      if (failure !== undefined) throw failure;
    },
    get failure() {
      return failure;
    },
    abort(reason) {
      failure ??= reason;
      for (const wake of waiting.splice(0)) wake();
    },
  };
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

/**
 * What the process leaves when it must end now (heldPaths): the half-written folder
 * removed, and the output whole: between the swap's two renames the previous one goes
 * back. Synchronous, as an exit allows nothing else; a step that fails is left to the next
 * build's removeStaleFolders.
 */
function abandonNow(root: string, fresh: string, old: string): void {
  const attempt = (step: () => void): void => {
    try {
      step();
    } catch {
      // left for the next build
    }
  };
  if (!existsSync(root) && existsSync(old)) attempt(() => renameSync(old, root));
  attempt(() => rmSync(fresh, { recursive: true, force: true, maxRetries: 3 }));
  if (existsSync(root)) attempt(() => rmSync(old, { recursive: true, force: true, maxRetries: 3 }));
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
