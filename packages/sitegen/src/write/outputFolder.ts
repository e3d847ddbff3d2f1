import { lstat, mkdir, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { DiagnosticCode } from '../errors/codes.js';
import { SitegenError, type SourceLocation } from '../errors/SitegenError.js';

/**
 * Every folder sitegen writes holds this file. A build replaces its output folder whole,
 * so it may only replace a folder it wrote itself: one without the marker, and not empty,
 * holds someone's files.
 */
export const OUTPUT_MARKER = '.sitegen-output';

export const OUTPUT_MARKER_TEXT = 'This folder was written by sitegen. Every build replaces it whole: keep no files of your own here.\n';

/** A folder of the site that the output must neither be, nor hold, nor lie inside. */
export interface SourceFolder {
  path: string;
  /** 'the content folder', 'the config file's folder'… */
  what: string;
  /** true when an output inside it would be read back as a source (content, static) */
  readsEverything?: boolean;
}

/** The folders of a site that its output must keep clear of. */
export function sourceFoldersOf(config: Pick<ResolvedConfig, 'siteDir' | 'contentDir' | 'staticDir' | 'cacheDir'>): SourceFolder[] {
  return [
    { path: config.siteDir, what: 'the site folder' },
    { path: config.contentDir, what: 'the content folder', readsEverything: true },
    { path: config.staticDir, what: 'the static folder', readsEverything: true },
    { path: config.cacheDir, what: "sitegen's cache folder", readsEverything: true },
  ];
}

export interface OutputFolderParams {
  outDir: string;
  sources?: readonly SourceFolder[];
  /** where the output folder was named: the config file, or nothing for `--out-dir` */
  namedIn?: SourceLocation;
}

/** The site's output folder, and where it was named: `--out-dir` (`outDir`) or the config file. */
export function outputFolderOf(
  config: Pick<ResolvedConfig, 'outDir' | 'configFile' | 'siteDir' | 'contentDir' | 'staticDir' | 'cacheDir'>,
  outDirFlag: string | undefined,
): OutputFolderParams {
  return {
    outDir: config.outDir,
    sources: sourceFoldersOf(config),
    namedIn: outDirFlag === undefined ? { file: config.configFile } : undefined,
  };
}

/**
 * Refuses an output folder that a build must not replace: `/` and system folders, a file,
 * a folder that is, holds or lies inside the site's sources, a repository's root, and a
 * folder with files sitegen did not write. Throws a SitegenError saying which and how to
 * choose another; returns when the folder is new, empty or sitegen's own.
 */
export async function checkOutputFolder(params: OutputFolderParams): Promise<void> {
  const outDir = path.resolve(params.outDir);
  const refuse = (code: DiagnosticCode, message: string, hint?: string): SitegenError =>
    new SitegenError({
      code,
      message,
      hint:
        hint ??
        `Choose another output folder, e.g. build/ beside sitegen.config.ts (${params.namedIn === undefined ? '--out-dir' : 'outDir in the config'}).`,
      location: params.namedIn,
    });
  const system = systemFolderOf(outDir);
  if (system !== undefined) throw refuse('write/system-folder', `refusing to write the site to ${outDir}: ${system}`);
  for (const source of params.sources ?? []) {
    const folder = path.resolve(source.path);
    if (folder === outDir)
      throw refuse('write/out-dir-holds-sources', `the output folder ${outDir} is ${source.what}: a build would replace it`);
    if (isInside(folder, outDir))
      throw refuse('write/out-dir-holds-sources', `the output folder ${outDir} holds ${source.what} ${folder}: a build would replace it`);
    if (source.readsEverything === true && isInside(outDir, folder)) {
      throw refuse(
        'write/out-dir-in-sources',
        `the output folder ${outDir} is inside ${source.what} ${folder}: the next build would read the output as sources`,
      );
    }
  }
  const info = await stat(outDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
    throw refuse('write/failed', `the output folder ${outDir} cannot be read: ${error.message}`);
  });
  if (info === undefined) return;
  if (!info.isDirectory())
    throw refuse('write/out-dir-is-file', `the output path ${outDir} is a file, not a folder: a build would replace it`);
  const entries = await readdir(outDir);
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER)) return;
  if (entries.includes('.git'))
    throw refuse(
      'write/out-dir-is-repository',
      `the output folder ${outDir} is the root of a repository (it holds .git): a build would replace it`,
    );
  const shown = entries.sort().slice(0, 3).join(', ');
  throw refuse(
    'write/out-dir-not-sitegen',
    `the output folder ${outDir} holds files sitegen did not write (${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}: ${shown}${entries.length > 3 ? ', …' : ''}): a build would replace them`,
    `sitegen writes only to a new or empty folder, or one it wrote before (it holds ${OUTPUT_MARKER}). Choose another folder, or move those files away first; if an older sitegen wrote it, delete it once.`,
  );
}

/** '/', the home folder, the top-level system folders and whatever lies in the kernel's own file systems. */
function systemFolderOf(dir: string): string | undefined {
  if (dir === path.parse(dir).root) return 'it is the root of the file system';
  if (dir === os.homedir()) return 'it is your home folder';
  if (VIRTUAL_ROOTS.some((root) => dir === root || isInside(dir, root))) return 'it is in a folder of the operating system';
  if (SYSTEM_FOLDERS.includes(dir)) return 'it is a folder of the operating system';
  return undefined;
}

/** the kernel's and the devices' file systems: nothing there is a place for a site (and Node's recursive mkdir loops forever under /proc) */
const VIRTUAL_ROOTS = ['/proc', '/sys', '/dev'];
const SYSTEM_FOLDERS = [
  '/bin',
  '/boot',
  '/etc',
  '/home',
  '/lib',
  '/lib32',
  '/lib64',
  '/media',
  '/mnt',
  '/opt',
  '/root',
  '/run',
  '/sbin',
  '/srv',
  '/tmp',
  '/usr',
  '/var',
  '/Users',
  '/Applications',
  '/Library',
  '/System',
  '/private',
];

/** True when `inner` lies strictly inside `outer`. */
function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Creates `dir` and the folders above it one level at a time: Node's `mkdir(…, { recursive })`
 * never returns on some file systems that answer ENOENT for a folder whose parent exists
 * (/proc), and a build must fail there, not hang.
 */
export async function makeFolder(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const info = await lstat(current).catch(() => undefined);
    if (info !== undefined) break;
    missing.unshift(current);
    if (current === path.dirname(current)) break;
  }
  for (const folder of missing) {
    await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

/** `build.tmp-<pid>-<hex>` and `build.old-<pid>-<hex>`, which writeSite makes beside `build` */
function sideFolderPattern(outDir: string): RegExp {
  const name = path.basename(path.resolve(outDir)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${name}\\.(?:tmp|old)-(\\d+)-[0-9a-f]{8}$`);
}

/**
 * Removes the folders that builds killed mid-write left beside the output (`build.tmp-…`,
 * `build.old-…`): only those with this output's name, the exact suffix writeSite gives, and
 * the id of a process that no longer runs. Returns the names removed.
 */
export async function removeStaleFolders(outDir: string, isRunning: (pid: number) => boolean = processIsRunning): Promise<string[]> {
  const parent = path.dirname(path.resolve(outDir));
  const pattern = sideFolderPattern(outDir);
  const names = await readdir(parent).catch(() => [] as string[]);
  const stale = names.filter((name) => {
    const pid = pattern.exec(name)?.[1];
    return pid !== undefined && Number(pid) !== process.pid && !isRunning(Number(pid));
  });
  const removed: string[] = [];
  for (const name of stale) {
    const folder = path.join(parent, name);
    // a temporary folder gets the marker before anything else; an old one is a previous output
    if (name.includes('.tmp-') && !(await isMarked(folder))) continue;
    await rm(folder, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

async function isMarked(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch(() => undefined);
  return entries === undefined || entries.length === 0 || entries.includes(OUTPUT_MARKER);
}

/** Signal 0 only asks whether the process exists; EPERM means it does, under another user. */
function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
