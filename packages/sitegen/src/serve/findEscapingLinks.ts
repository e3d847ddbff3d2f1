import { lstat, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * The symbolic links inside the output folder that lead outside it (relative paths,
 * '/'-separated). The server refuses them and everything under them: a link must not turn
 * the site into a window onto the rest of the disk.
 */
export async function findEscapingLinks(outDir: string): Promise<Set<string>> {
  const root = await realpath(outDir);
  const escaping = new Set<string>();
  const entries = await readdir(outDir, { recursive: true });
  for (const relative of entries) {
    const file = path.join(outDir, relative);
    const info = await lstat(file).catch(() => undefined);
    if (info === undefined || !info.isSymbolicLink()) continue;
    const target = await realpath(file).catch(() => undefined);
    if (target === undefined || !isInside(target, root)) escaping.add(relative.split(path.sep).join('/'));
  }
  return escaping;
}

/** True when `relative` is one of the links or lies under one. */
export function isUnderAny(relative: string, links: ReadonlySet<string>): boolean {
  for (const link of links) if (relative === link || relative.startsWith(`${link}/`)) return true;
  return false;
}

function isInside(file: string, root: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
