import { type Dirent, realpathSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { unreadableFileError } from '../errors/fileSystemError.js';
import { SitegenError } from '../errors/SitegenError.js';
import { checkSiteFile, type FileAccess, type FileRefusal } from '../files/siteFileAccess.js';

/**
 * Every file under `root` as a sorted list of '/'-separated relative paths; [] when root is
 * missing. Hidden files and folders are left out. A symbolic link is followed when the
 * site's file access allows its target (pages or images kept elsewhere in the site, a
 * shared folder of `files.allow`); one that leads outside, into a hidden folder, or to
 * nothing fails the walk, and so does a FIFO, socket or device: it would either publish a
 * file of the machine or stall the build on a read that never ends.
 */
export async function walkFiles(root: string, access: FileAccess): Promise<string[]> {
  const files: string[] = [];
  const refused: { file: string; refusal: FileRefusal }[] = [];
  // a folder reached twice (a link back up the tree) is walked once
  const walked = new Set<string>();
  const walk = async (dir: string, prefix: string): Promise<void> => {
    let entries: Dirent[];
    try {
      const real = realpathSync(dir);
      if (walked.has(real)) return;
      walked.add(real);
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (prefix === '' && (error as NodeJS.ErrnoException).code === 'ENOENT') return;
      // a folder the system refuses to list (EACCES): the owner's to fix, not a crash
      throw unreadableFileError(error, dir) ?? error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      const relative = prefix + entry.name;
      if (entry.isDirectory()) {
        await walk(file, `${relative}/`);
        continue;
      }
      if (entry.isFile()) {
        files.push(relative);
        continue;
      }
      if (entry.isSymbolicLink() && isFolder(file)) {
        const checked = checkSiteFile(file, access, { maxBytes: Number.POSITIVE_INFINITY, folder: true });
        if (checked.ok) await walk(file, `${relative}/`);
        else if ('refusal' in checked) refused.push({ file, refusal: checked.refusal });
        continue;
      }
      const checked = checkSiteFile(file, access, { maxBytes: Number.POSITIVE_INFINITY });
      if (checked.ok) files.push(relative);
      else
        refused.push({
          file,
          refusal:
            'refusal' in checked
              ? checked.refusal
              : {
                  code: 'files/not-a-file',
                  message: `${file} is a symbolic link to nothing`,
                  hint: 'Remove the link, or point it at a file of the site.',
                },
        });
    }
  };
  if (isFolder(root)) await walk(root, '');
  const [first, ...others] = refused;
  if (first !== undefined) {
    throw new SitegenError({
      code: first.refusal.code,
      message: first.refusal.message,
      hint: first.refusal.hint,
      location: { file: first.file },
      details: others.map(({ file, refusal }) => `${file}: ${refusal.message}`),
    });
  }
  return files.sort();
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
