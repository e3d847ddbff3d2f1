import { SitegenError } from './SitegenError.js';

/** An error of Node's file system calls: it has the system's code (EACCES) and, mostly, the path. */
export function isSystemError(error: unknown): error is NodeJS.ErrnoException & { code: string } {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === 'string' &&
    /^E[A-Z]+$/.test((error as NodeJS.ErrnoException).code ?? '')
  );
}

/** What each system error means for a file the build reads, and what its owner can do about it. */
const READ_FAILURES: Readonly<Record<string, { why: string; hint: string }>> = {
  EACCES: {
    why: 'permission denied',
    hint: 'Give the user running the build read access to the file (and to each folder above it: chmod a+r, a+x), or move it out of the content folder.',
  },
  EPERM: {
    why: 'the system does not permit it',
    hint: 'Give the user running the build read access to the file, or move it out of the content folder.',
  },
  EISDIR: {
    why: 'it is a folder',
    hint: "Rename the folder so its name does not end like a page's file (.md, .mdx, .json), or replace it by the file.",
  },
  ENOTDIR: {
    why: 'a part of its path is a file, not a folder',
    hint: 'Check the path: a file stands where a folder is expected.',
  },
  ELOOP: {
    why: 'its symbolic links lead in a loop',
    hint: 'Fix or remove the symbolic link: it points, through others, back at itself.',
  },
  ENAMETOOLONG: {
    why: 'its path is longer than the system allows',
    hint: 'Shorten the names of the file and its folders.',
  },
  EMFILE: {
    why: 'too many files are open at once',
    hint: 'Raise the limit of open files (ulimit -n), or run with fewer workers (SITEGEN_WORKERS=0).',
  },
  ENFILE: {
    why: 'the system has too many files open',
    hint: 'Close other programs, or raise the system-wide limit of open files.',
  },
  ENOENT: {
    why: 'it was removed while the build read it',
    hint: 'Build again once nothing else is moving the files.',
  },
  EIO: {
    why: 'the disk could not read it',
    hint: 'Check the disk or the network drive the file is on.',
  },
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
  const known = READ_FAILURES[error.code];
  return new SitegenError({
    code: 'files/unreadable',
    // the location names the path: "<path> cannot be read: permission denied (EACCES)"
    message: `cannot be read: ${known?.why ?? 'the system refused'} (${error.code})`,
    hint: known?.hint ?? 'Check the file, its permissions and the disk it is on.',
    location: { file: path },
    cause: error,
  });
}
