import { execFile } from 'node:child_process';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** When a file was last changed in git, and by whom. */
export interface LastUpdated {
  /** ISO 8601 */
  date: string;
  author: string;
}

/** Separates commits in the log: a byte no commit message or file name holds. */
const COMMIT = '\u0001';

/**
 * The last commit of every file under `dir`, from one `git log` for the whole folder (not a
 * process per file), by absolute path. Outside a git repository, or without git, it is
 * empty and says nothing: the pages simply show no date. Files not committed yet have none.
 */
export async function gitLastUpdated(dir: string): Promise<Map<string, LastUpdated>> {
  let stdout: string;
  let root: string;
  let realDir: string;
  try {
    root = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir })).stdout.trim();
    realDir = await realpath(dir);
    // names as they are (no octal quoting of non-ASCII), newest commit first
    const args = ['-c', 'core.quotePath=false', 'log', `--format=${COMMIT}%cI%x00%an`, '--name-only', '--no-renames', '--', '.'];
    ({ stdout } = await run('git', args, {
      cwd: dir,
      maxBuffer: 256 * 1024 * 1024,
    }));
  } catch {
    return new Map();
  }
  const found = new Map<string, LastUpdated>();
  for (const commit of stdout.split(COMMIT)) {
    const [header = '', ...files] = commit.split('\n');
    const [date, author] = header.split('\0');
    if (date === undefined || author === undefined) continue;
    for (const file of files) {
      if (file === '') continue;
      // the newest commit comes first: a file keeps the first one that names it
      // git names files from the repository's real root: keyed as `dir` names them
      const absolute = path.join(dir, path.relative(realDir, path.join(root, file)));
      if (!found.has(absolute)) found.set(absolute, { date, author });
    }
  }
  return found;
}
