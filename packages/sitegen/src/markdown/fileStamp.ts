import { stat } from 'node:fs/promises';

/** A file read by a Markdown page besides the page itself: the page's cached result holds while the stamp is the same. */
export interface FileStamp {
  file: string;
  /** size and modification time; '' for a file that did not exist */
  stamp: string;
}

/** The file's stamp, as `FileStamp` keeps it. */
export async function stampOf(file: string): Promise<string> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? `${stats.size}:${stats.mtimeMs}` : '';
  } catch {
    return '';
  }
}
