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
});
