import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** The output folder as requested and as it really is, its own links followed. */
export interface OutputFolder {
  dir: string;
  real: string;
}

/** Where a path in the output leads once its symbolic links are followed. */
export type Location =
  /** `relative`: the real file, '/'-separated, relative to the folder's real path */
  { kind: 'inside'; relative: string } | { kind: 'outside' } | { kind: 'missing' } | { kind: 'loop' };

/** `relative` is '/'-separated and must not climb out with '..' (resolveRequestPath refuses that). */
export async function locateInOutput(output: OutputFolder, relative: string): Promise<Location> {
  let real: string;
  try {
    real = await realpath(path.join(output.dir, relative));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return { kind: 'loop' };
    // ENAMETOOLONG: a request path longer than the file system takes
    if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'ENAMETOOLONG') throw error;
    // what is missing under a link out of the folder is refused like what exists there:
    // a 404 beside a 403 would tell which files exist outside
    const parent = path.posix.dirname(relative);
    if (parent !== '.' && parent !== relative && (await locateInOutput(output, parent)).kind === 'outside') return { kind: 'outside' };
    return { kind: 'missing' };
  }
  const inside = path.relative(output.real, real);
  if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) return { kind: 'outside' };
  return { kind: 'inside', relative: inside.split(path.sep).join('/') };
}
