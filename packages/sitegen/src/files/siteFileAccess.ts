import { closeSync, constants, existsSync, fstatSync, openSync, readSync, realpathSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';
import type { DiagnosticCode } from '../errors/codes.js';

/**
 * The one gate for files that content and config reach (images, the static folder, MDX
 * imports, snippets and partials): a file is read only when its real path, symbolic links
 * resolved, lies inside a folder the site may publish from, through no hidden file or
 * folder, and it is a regular file under a size cap. A page written by anyone who can open
 * a pull request must not publish the build machine's files (`../../../.env`, a link to
 * `/etc/passwd`), nor stall the build on a FIFO or `/dev/zero`.
 */
export interface FileAccess {
  /** the folders whose files may be reached, as real paths: the site's folder and `files.allow` */
  roots: readonly string[];
}

export interface FileRefusal {
  code: Extract<DiagnosticCode, `files/${string}`>;
  message: string;
  hint: string;
}

export interface CheckOptions {
  /** the Markdown file (or other source) the path was reached from */
  fromFile?: string;
  maxBytes: number;
  /** a folder is wanted (a linked folder of pages), not a regular file */
  folder?: boolean;
}

export type CheckedFile = { ok: true; real: string; size: number } | { ok: false; refusal: FileRefusal } | { ok: false; missing: true };

/** The access of a site: its folder and the folders it allows, resolved once. */
export function fileAccessOf(siteDir: string, allowed: readonly string[] = []): FileAccess {
  return { roots: [siteDir, ...allowed].map(realOrResolved) };
}

/** What a site's file access is made of in its config. */
export interface SiteFolders {
  siteDir?: string | undefined;
  contentDir?: string | undefined;
  files?: { allow?: readonly string[] | undefined } | undefined;
}

const accessOfConfig = new WeakMap<SiteFolders, FileAccess>();

/**
 * A build's file access, made once for its config and shared by the stages that reach
 * files (content, Markdown, static files): the site's folder, its content folder (the
 * site's own even outside that folder: Docusaurus's docs.path '../docs') and `files.allow`.
 * `siteDir`: the site's folder when the config has none (a test of one stage).
 */
export function siteFileAccessOf(config: SiteFolders, siteDir = config.siteDir ?? process.cwd()): FileAccess {
  let access = accessOfConfig.get(config);
  if (access === undefined) {
    access = fileAccessOf(config.siteDir ?? siteDir, [
      ...(config.contentDir === undefined ? [] : [config.contentDir]),
      ...(config.files?.allow ?? []),
    ]);
    accessOfConfig.set(config, access);
  }
  return access;
}

/**
 * Whether `file`, reached from `fromFile`, may be read. A file reached from a package's own
 * Markdown (a README in node_modules) may reach only inside that package.
 */
export function checkSiteFile(file: string, access: FileAccess, options: CheckOptions): CheckedFile {
  const lexical = path.resolve(file);
  let real: string;
  try {
    real = realpathSync(lexical);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, missing: true };
    return refused(
      'files/unreadable',
      `${lexical} cannot be read (${code ?? String(error)})`,
      'Check the path and the permissions of the file.',
    );
  }
  const roots = rootsFor(options.fromFile, access);
  const root = roots.find((candidate) => isInside(real, candidate));
  if (root === undefined) {
    const through = real === lexical ? '' : ` (a symbolic link to ${real})`;
    return refused(
      'files/outside-site',
      `${lexical}${through} is outside the site's folder ${roots[0] ?? ''}`,
      "Copy the file into the site's folder (beside the page, or into the static folder); to publish files of another folder, add it to files.allow in the config.",
    );
  }
  const hidden = hiddenSegment(lexical, roots) ?? hiddenSegment(real, [root]);
  if (hidden !== undefined) {
    return refused(
      'files/hidden',
      `${lexical} is in the hidden ${hidden.endsWith(path.basename(lexical)) ? 'file' : 'folder'} ${hidden}`,
      'Hidden files and folders (.env, .git, .ssh) are never published: move the file out of it.',
    );
  }
  const stats = statSync(real);
  if (options.folder === true && stats.isDirectory()) return { ok: true, real, size: 0 };
  if (!stats.isFile()) {
    return refused(
      'files/not-a-file',
      `${lexical} is ${kindOf(stats)}, not a regular file`,
      'Point at a regular file: a folder, a FIFO, a socket or a device cannot be published.',
    );
  }
  if (stats.size > options.maxBytes) {
    return refused(
      'files/too-large',
      `${lexical} is ${megabytes(stats.size)}, over the limit of ${megabytes(options.maxBytes)}`,
      'Make the file smaller (compress the image, or host a large file elsewhere and link to it).',
    );
  }
  return { ok: true, real, size: stats.size };
}

export type ReadFile = { ok: true; real: string; bytes: Buffer } | { ok: false; refusal: FileRefusal } | { ok: false; missing: true };

/**
 * Reads a file that `checkSiteFile` allows, never more than `maxBytes`: the file is opened
 * without blocking and checked again through its descriptor, so a FIFO or a file swapped
 * for a link after the check is not read either.
 */
export function readSiteFile(file: string, access: FileAccess, options: Omit<CheckOptions, 'folder'>): ReadFile {
  const checked = checkSiteFile(file, access, options);
  return checked.ok ? readAllowedFile(checked.real, options.maxBytes) : checked;
}

/**
 * Reads a real path that `checkSiteFile` allowed, never more than `maxBytes`: the file is
 * opened without blocking or following a link and checked again through its descriptor, so
 * a FIFO or a file swapped for a link after the check is not read either.
 */
export function readAllowedFile(real: string, maxBytes: number): ReadFile {
  let descriptor: number;
  try {
    descriptor = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return refused(
      'files/unreadable',
      `${real} cannot be read (${code ?? String(error)})`,
      'Check the path and the permissions of the file.',
    );
  }
  try {
    const stats = fstatSync(descriptor);
    if (!stats.isFile() || stats.size > maxBytes) {
      return refused('files/not-a-file', `${real} changed while it was read`, 'Build again once the file is no longer being changed.');
    }
    const bytes = Buffer.alloc(stats.size);
    let filled = 0;
    while (filled < bytes.length) {
      const read = readSync(descriptor, bytes, filled, bytes.length - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    return { ok: true, real, bytes: filled === bytes.length ? bytes : bytes.subarray(0, filled) };
  } finally {
    closeSync(descriptor);
  }
}

/** The site's roots; for a file of a package (under node_modules), that package's folder alone. */
function rootsFor(fromFile: string | undefined, access: FileAccess): readonly string[] {
  if (fromFile === undefined) return access.roots;
  const real = realOrResolved(fromFile);
  const packageDir = packageFolderOf(real);
  if (packageDir !== undefined) return [packageDir];
  if (access.roots.some((root) => isInside(real, root))) return access.roots;
  // a plugin's page from elsewhere: its own folder
  return [path.dirname(real)];
}

/** The folder of the package holding a file under node_modules, or undefined for a file that is not in one. */
function packageFolderOf(real: string): string | undefined {
  const segments = real.split(path.sep);
  const at = segments.lastIndexOf('node_modules');
  if (at === -1) return undefined;
  const scoped = segments[at + 1]?.startsWith('@') === true;
  const dir = segments.slice(0, at + (scoped ? 3 : 2)).join(path.sep);
  return existsSync(path.join(dir, 'package.json')) ? realOrResolved(dir) : path.dirname(real);
}

/** The first hidden segment of `file` below the root holding it; `node_modules/.pnpm` is a package store, not hidden. */
function hiddenSegment(file: string, roots: readonly string[]): string | undefined {
  const root = roots.find((candidate) => isInside(file, candidate));
  if (root === undefined) return undefined;
  const segments = path.relative(root, file).split(path.sep);
  const at = segments.findIndex(
    (segment, index) => segment.startsWith('.') && !(segment === '.pnpm' && segments[index - 1] === 'node_modules'),
  );
  return at === -1 ? undefined : path.join(root, ...segments.slice(0, at + 1));
}

export function isInside(file: string, folder: string): boolean {
  return file === folder || file.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);
}

function realOrResolved(file: string): string {
  try {
    return realpathSync(path.resolve(file));
  } catch {
    return path.resolve(file);
  }
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

function refused(code: FileRefusal['code'], message: string, hint: string): { ok: false; refusal: FileRefusal } {
  return { ok: false, refusal: { code, message, hint } };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
