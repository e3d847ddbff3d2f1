import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { locateInOutput, type OutputFolder } from './locateInOutput.js';

export interface UnservedLink {
  /** '/'-separated, relative to the output folder */
  link: string;
  problem: 'dangling' | 'loop' | 'outside';
}

/**
 * The symbolic links in the output that the server will not follow: dangling, looping, or
 * leading outside the folder (a window onto the rest of the disk). Each request checks its
 * own path anyway; this list is for telling the owner at start-up, sorted. Links inside
 * linked folders are not listed: the walk does not follow links.
 */
export async function findUnservedLinks(output: OutputFolder): Promise<UnservedLink[]> {
  const entries = await readdir(output.dir, { recursive: true, withFileTypes: true });
  const links = entries
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => path.relative(output.dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const unserved: UnservedLink[] = [];
  for (const link of links) {
    const location = await locateInOutput(output, link);
    if (location.kind !== 'inside') unserved.push({ link, problem: location.kind === 'missing' ? 'dangling' : location.kind });
  }
  return unserved;
}
