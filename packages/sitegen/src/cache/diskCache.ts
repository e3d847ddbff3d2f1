import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface DiskCache<T> {
  get(key: string): T | undefined;
  /** whether it holds `key`, without counting it as used */
  has(key: string): boolean;
  set(key: string, value: T): void;
  /** every entry held (stored or new), used or not */
  entries(): [string, T][];
  /** writes the entries this build used (stale ones drop out); a no-op when nothing changed */
  save(): Promise<void>;
}

export interface LoadDiskCacheParams {
  /** the JSON file under node_modules/.cache/sitegen */
  file: string;
  /** what produced the values (code and library versions): another version starts afresh */
  version: string;
}

/**
 * Results that outlive the process (highlighted code, transformed Markdown), kept in one
 * JSON file and read once per build, so a rebuild recomputes only what changed.
 */
export async function loadDiskCache<T>(params: LoadDiskCacheParams): Promise<DiskCache<T>> {
  const { file, version } = params;
  let stored = new Map<string, T>();
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { version?: string; entries?: Record<string, T> };
    if (parsed.version === version && parsed.entries !== undefined) stored = new Map(Object.entries(parsed.entries));
  } catch {
    // no cache yet, or an unreadable one: start empty
  }
  let used = new Map<string, T>();
  let changed = false;
  return {
    get(key) {
      const value = used.get(key) ?? stored.get(key);
      if (value !== undefined) used.set(key, value);
      return value;
    },
    has(key) {
      return used.has(key) || stored.has(key);
    },
    set(key, value) {
      used.set(key, value);
      changed = true;
    },
    entries() {
      return [...new Map([...stored, ...used])];
    },
    async save() {
      if (!changed && used.size === stored.size) return;
      stored = used;
      used = new Map();
      changed = false;
      await mkdir(path.dirname(file), { recursive: true });
      const temp = tempFileOf(file);
      await writeJson(temp, version, stored);
      await rename(temp, file);
    },
  };
}

/**
 * `JSON.stringify({ version, entries })`, written a piece at a time: as one string, a large
 * site's transformed Markdown (and its UTF-8 copy for the write) added hundreds of MB to
 * the build's peak memory just when the Markdown workers still held theirs.
 */
async function writeJson<T>(file: string, version: string, entries: ReadonlyMap<string, T>): Promise<void> {
  const handle = await open(file, 'w');
  try {
    let piece = `{"version":${JSON.stringify(version)},"entries":{`;
    let separator = '';
    for (const [key, value] of entries) {
      piece += `${separator}${JSON.stringify(key)}:${JSON.stringify(value)}`;
      separator = ',';
      if (piece.length >= WRITE_PIECE_LENGTH) {
        await handle.write(piece);
        piece = '';
      }
    }
    await handle.write(`${piece}}}`);
  } finally {
    await handle.close();
  }
}

const WRITE_PIECE_LENGTH = 1 << 20;

/**
 * A version string from the source files of a folder and its subfolders (compiled or not:
 * `markdown/mdx/` changes the Markdown stage's output as much as `markdown/` does) and
 * package versions.
 */
export function codeVersion(params: { dir: string; packages: string[]; from: string }): string {
  const hash = createHash('sha256');
  const require = createRequire(params.from);
  for (const name of params.packages) hash.update(`${name}@${installedVersion(require.resolve(name), name)}\n`);
  for (const entry of readdirSync(params.dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (/\.(js|ts|tsx)$/.test(entry) && !/\.test\.|\.d\.ts$/.test(entry))
      hash.update(entry).update(readFileSync(path.join(params.dir, entry)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The version in the package.json of the package that holds `entry`. */
function installedVersion(entry: string, name: string): string {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name) return manifest.version ?? '';
    } catch {
      // no package.json at this level
    }
  }
  return '';
}

/** A cache key for any number of parts. */
export function cacheKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('base64url');
}

/**
 * A name beside `file` to write it under before renaming it into place: its own to each
 * writer, even to two builds in one process (threads share a pid), whose saves of one
 * cache otherwise took each other's temporary file.
 */
export function tempFileOf(file: string): string {
  return `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
}
