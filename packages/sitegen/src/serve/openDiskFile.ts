import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { FileBody } from './answerFile.js';
import { contentTypeOf } from './contentTypeOf.js';

/** A file of the output, open: its size, date and bytes all come from this one opening. */
export interface DiskFile {
  body: FileBody;
  /** after the answer is sent */
  close(): Promise<void>;
}

/**
 * Opens `relative` under the output's real root for `sitegen serve`; undefined when it is
 * gone since it was found (a rebuild's swap, a removal). Reading through the open handle
 * means a rebuild that replaces the file mid-answer cannot mix two versions in it, and a
 * file removed meanwhile is still read to its end.
 */
export async function openDiskFile(root: string, relative: string): Promise<DiskFile | undefined> {
  const file = path.join(root, relative);
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
  try {
    const info = await handle.stat();
    const body: FileBody = {
      // the inode too: a file replaced by another of the same size within the clock's resolution
      key: `${file}:${info.ino}:${info.size}:${info.mtimeMs}`,
      size: info.size,
      type: contentTypeOf(relative),
      // the form send gave before, so ETags that browsers hold stay valid
      etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      lastModified: info.mtime,
      bytes: () => handle.readFile(),
      slice: (start, end) => handle.createReadStream({ start, end, autoClose: false }),
    };
    return { body, close: () => handle.close() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
