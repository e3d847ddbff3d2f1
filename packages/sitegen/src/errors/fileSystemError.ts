import { SitegenError } from './SitegenError.js';

/** An error of Node's file system calls: it has the system's code (EACCES) and, mostly, the path. */
export function isSystemError(error: unknown): error is NodeJS.ErrnoException & { code: string } {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === 'string' &&
    /^E[A-Z]+$/.test((error as NodeJS.ErrnoException).code ?? '')
  );
}

/** What the system's error codes mean, in words. */
const REASONS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'the system does not permit it',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of its path is a file, not a folder',
  ELOOP: 'its symbolic links lead in a loop',
  ENAMETOOLONG: 'its path is longer than the system allows',
  EMFILE: 'too many files are open at once',
  ENFILE: 'the system has too many files open',
  ENOENT: 'it does not exist',
  EIO: 'the disk could not read or write it',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EEXIST: 'something of that name exists already',
};

/** "permission denied (EACCES)": a system error's code in words, for any message about a file. */
export function systemReason(error: NodeJS.ErrnoException & { code: string }): string {
  return `${REASONS[error.code] ?? 'the system refused'} (${error.code})`;
}

/** What the owner of a file the build reads can do about each system error. */
const READ_HINTS: Readonly<Record<string, string>> = {
  EACCES:
    'Give the user running the build read access to the file (and to each folder above it: chmod a+r, a+x), or move it out of the content folder.',
  EPERM: 'Give the user running the build read access to the file, or move it out of the content folder.',
  EISDIR: "Rename the folder so its name does not end like a page's file (.md, .mdx, .json), or replace it by the file.",
  ENOTDIR: 'Check the path: a file stands where a folder is expected.',
  ELOOP: 'Fix or remove the symbolic link: it points, through others, back at itself.',
  ENAMETOOLONG: 'Shorten the names of the file and its folders.',
  EMFILE: 'Raise the limit of open files (ulimit -n), or run with fewer workers (SITEGEN_WORKERS=0).',
  ENFILE: 'Close other programs, or raise the system-wide limit of open files.',
  ENOENT: 'It was removed while the build read it: build again once nothing else is moving the files.',
  EIO: 'Check the disk or the network drive the file is on.',
};

/**
 * A system error while the build read `file` (a page, a `_category_.json`, a folder of the
 * content) as the error its owner can act on: the file, what the system said in words and how
 * to fix it, not a stack. The path of the error wins over `file` where it names another (the
 * folder above). Undefined for anything that is not a system error: that is a bug to report.
 */
export function unreadableFileError(error: unknown, file: string): SitegenError | undefined {
  if (!isSystemError(error)) return undefined;
  const path = typeof error.path === 'string' ? error.path : file;
  return new SitegenError({
    code: 'files/unreadable',
    // the location names the path: "<path> cannot be read: permission denied (EACCES)"
    message: `cannot be read: ${systemReason(error)}`,
    hint: READ_HINTS[error.code] ?? 'Check the file, its permissions and the disk it is on.',
    location: { file: path },
    cause: error,
  });
}
