import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { writeSite } from './writeSite.js';

async function outDir(): Promise<string> {
  return path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-write-')), 'build');
}

describe('writeSite', () => {
  it('replaces the previous output as a whole', async () => {
    const dir = await outDir();
    await mkdir(dir);
    await writeFile(path.join(dir, 'stale.html'), 'old');
    await writeSite(dir, [{ path: 'docs/a/index.html', contents: 'A', source: 'a.md' }]);
    expect(await readFile(path.join(dir, 'docs/a/index.html'), 'utf8')).toBe('A');
    expect(await readdir(dir)).toEqual(['docs']);
    expect(await readdir(path.dirname(dir))).toEqual(['build']);
  });

  it('refuses paths outside the output folder and leaves it untouched', async () => {
    const dir = await outDir();
    await expect(writeSite(dir, [{ path: '../escape.html', contents: 'x', source: 'evil.md' }])).rejects.toThrow(SitegenError);
    expect(await readdir(path.dirname(dir))).toEqual([]);
  });

  it('refuses two sources for one file, naming both', async () => {
    const dir = await outDir();
    const error = await writeSite(dir, [
      { path: 'x/index.html', contents: '1', source: 'one.md' },
      { path: 'x/index.html', contents: '2', source: 'two.md' },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SitegenError);
    expect((error as SitegenError).message).toBe('x/index.html is produced by both one.md and two.md');
  });

  it('writes files made while the pages are written (the search index) before the swap', async () => {
    const dir = await outDir();
    const later = new Promise<{ path: string; contents: string; source: string }[]>((resolve) =>
      setTimeout(() => resolve([{ path: 'pagefind/pagefind.js', contents: 'P', source: 'the search index' }]), 20),
    );
    await writeSite(dir, [{ path: 'index.html', contents: 'I', source: 'index.md' }], later);
    expect((await readdir(dir)).sort()).toEqual(['index.html', 'pagefind']);
    expect(await readFile(path.join(dir, 'pagefind/pagefind.js'), 'utf8')).toBe('P');
  });

  it('keeps the previous output when the late files fail or clash, and leaves no temporary folder', async () => {
    const dir = await outDir();
    await mkdir(dir);
    await writeFile(path.join(dir, 'index.html'), 'old');
    const page = { path: 'index.html', contents: 'new', source: 'index.md' };
    await expect(writeSite(dir, [page], Promise.reject(new Error('Pagefind crashed')))).rejects.toThrow('Pagefind crashed');
    // the late files' own system error (Pagefind's binary missing) is not the output folder's fault
    const spawnFailed = Object.assign(new Error('spawn pagefind ENOENT'), { syscall: 'spawn pagefind', code: 'ENOENT' });
    await expect(writeSite(dir, [page], Promise.reject(spawnFailed))).rejects.toBe(spawnFailed);
    const clash = Promise.resolve([{ path: 'index.html', contents: 'x', source: 'the search index' }]);
    await expect(writeSite(dir, [page], clash)).rejects.toThrow('index.html is produced by both index.md and the search index');
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe('old');
    expect(await readdir(path.dirname(dir))).toEqual(['build']);
  });

  it('names an output folder that cannot be written as the owner’s mistake (write/failed), not a crash', async () => {
    const parent = path.dirname(await outDir());
    await writeFile(path.join(parent, 'a-file'), 'not a folder');
    const error = await writeSite(path.join(parent, 'a-file', 'build'), [{ path: 'index.html', contents: 'I', source: 'index.md' }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SitegenError);
    expect(error).toMatchObject({ code: 'write/failed', message: expect.stringContaining(`the site could not be written to ${path.join(parent, 'a-file', 'build')}: ENOTDIR`) });
  });
});
