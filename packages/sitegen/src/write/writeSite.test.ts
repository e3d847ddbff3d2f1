import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { heldPaths } from '../lifecycle/heldPaths.js';
import { OUTPUT_MARKER } from './outputFolder.js';
import { writeSite } from './writeSite.js';

// how many files writeSite writes at once, each write held a moment so they overlap
const writes = vi.hoisted(() => ({ current: 0, most: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    writeFile: async (...args: Parameters<typeof actual.writeFile>) => {
      writes.current += 1;
      writes.most = Math.max(writes.most, writes.current);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return await actual.writeFile(...args);
      } finally {
        writes.current -= 1;
      }
    },
  };
});

async function outDir(): Promise<string> {
  return path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-write-')), 'build');
}

describe('writeSite', () => {
  it('replaces the previous output as a whole, and marks it as its own', async () => {
    const dir = await outDir();
    await writeSite(dir, [{ path: 'stale.html', contents: 'old', source: 'stale.md' }]);
    await writeSite(dir, [{ path: 'docs/a/index.html', contents: 'A', source: 'a.md' }]);
    expect(await readFile(path.join(dir, 'docs/a/index.html'), 'utf8')).toBe('A');
    expect((await readdir(dir)).sort()).toEqual([OUTPUT_MARKER, 'docs']);
    expect(await readdir(path.dirname(dir))).toEqual(['build']);
  });

  it('refuses to replace a folder of files it did not write, and leaves them as they were', async () => {
    const dir = await outDir();
    await mkdir(dir);
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    await expect(writeSite(dir, [{ path: 'index.html', contents: 'I', source: 'index.md' }])).rejects.toMatchObject({
      code: 'write/out-dir-not-sitegen',
    });
    expect(await readdir(dir)).toEqual(['notes.txt']);
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
    expect(error).toMatchObject({ code: 'write/conflict', message: 'x/index.html is produced by both one.md and two.md' });
  });

  it('writes the pages made while it writes, then the files they end with (the search index), before the swap', async () => {
    const dir = await outDir();
    const order: string[] = [];
    await writeSite(dir, [{ path: 'index.html', contents: 'I', source: 'index.md' }], {
      streamed: {
        planned: [{ path: 'docs/a/index.html', source: 'a.md' }],
        async produce(write) {
          await write({ path: 'docs/a/index.html', contents: 'A', source: 'a.md' });
          order.push('page handed over');
          await new Promise((resolve) => setTimeout(resolve, 20));
          return [{ path: 'pagefind/pagefind.js', contents: 'P', source: 'the search index' }];
        },
      },
    });
    expect(order).toEqual(['page handed over']);
    expect((await readdir(dir)).sort()).toEqual([OUTPUT_MARKER, 'docs', 'index.html', 'pagefind']);
    expect(await readFile(path.join(dir, 'docs/a/index.html'), 'utf8')).toBe('A');
    expect(await readFile(path.join(dir, 'pagefind/pagefind.js'), 'utf8')).toBe('P');
  });

  it('refuses a planned page that clashes with a listed file before writing anything', async () => {
    const dir = await outDir();
    let produced = false;
    const streamed = {
      planned: [{ path: 'index.html', source: 'home.md' }],
      produce: async () => {
        produced = true;
        return [];
      },
    };
    await expect(writeSite(dir, [{ path: 'index.html', contents: 'I', source: 'index.md' }], { streamed })).rejects.toThrow(
      'index.html is produced by both index.md and home.md',
    );
    expect(produced).toBe(false);
    expect(await readdir(path.dirname(dir))).toEqual([]);
  });

  it('holds the pages back while 64 files are being written, and writes them all', async () => {
    const dir = await outDir();
    const pages = Array.from({ length: 300 }, (_, i) => ({ path: `docs/p${i}/index.html`, contents: `page ${i}`, source: `p${i}.md` }));
    writes.current = 0;
    writes.most = 0;
    await writeSite(dir, [], {
      streamed: {
        planned: pages,
        async produce(write) {
          for (const page of pages) await write(page);
          return [];
        },
      },
    });
    expect(writes.most).toBe(64);
    expect((await readdir(path.join(dir, 'docs'))).length).toBe(300);
    expect(await readFile(path.join(dir, 'docs/p299/index.html'), 'utf8')).toBe('page 299');
  });

  it('keeps the previous output when the late files fail or clash, and leaves no temporary folder', async () => {
    const dir = await outDir();
    await writeSite(dir, [{ path: 'index.html', contents: 'old', source: 'index.md' }]);
    const page = { path: 'index.html', contents: 'new', source: 'index.md' };
    const ending = (late: () => Promise<{ path: string; contents: string; source: string }[]>) => ({
      streamed: {
        planned: [{ path: 'docs/a/index.html', source: 'a.md' }],
        async produce(write: (file: { path: string; contents: string; source: string }) => Promise<void>) {
          await write({ path: 'docs/a/index.html', contents: 'A', source: 'a.md' });
          return late();
        },
      },
    });
    await expect(
      writeSite(
        dir,
        [page],
        ending(() => Promise.reject(new Error('Pagefind crashed'))),
      ),
    ).rejects.toThrow('Pagefind crashed');
    // the late files' own system error (Pagefind's binary missing) is not the output folder's fault
    const spawnFailed = Object.assign(new Error('spawn pagefind ENOENT'), { syscall: 'spawn pagefind', code: 'ENOENT' });
    await expect(
      writeSite(
        dir,
        [page],
        ending(() => Promise.reject(spawnFailed)),
      ),
    ).rejects.toBe(spawnFailed);
    const clash = async () => [{ path: 'index.html', contents: 'x', source: 'the search index' }];
    await expect(writeSite(dir, [page], ending(clash))).rejects.toThrow('index.html is produced by both index.md and the search index');
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe('old');
    expect(await readdir(path.dirname(dir))).toEqual(['build']);
  });

  it('names an output folder that cannot be written as the owner’s mistake (write/failed), not a crash', async () => {
    const parent = path.dirname(await outDir());
    await writeFile(path.join(parent, 'a-file'), 'not a folder');
    const error = await writeSite(path.join(parent, 'a-file', 'build'), [{ path: 'index.html', contents: 'I', source: 'index.md' }]).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SitegenError);
    expect(error).toMatchObject({
      code: 'write/failed',
      message: expect.stringContaining(`the site could not be written to ${path.join(parent, 'a-file', 'build')}: ENOTDIR`),
    });
  });

  it('holds its temporary folder while it writes: interrupted, it stops, removes the folder and keeps the previous output', async () => {
    const dir = await outDir();
    await writeSite(dir, [{ path: 'index.html', contents: 'previous', source: 'index.md' }]);
    const reason = new SitegenError({ code: 'build/interrupted', message: 'stopped by SIGINT' });
    let heldWhileWriting = 0;
    const writing = writeSite(dir, [], {
      streamed: {
        planned: [
          { path: 'a.html', source: 'a.md' },
          { path: 'b.html', source: 'b.md' },
        ],
        async produce(write) {
          await write({ path: 'a.html', contents: 'A', source: 'a.md' });
          heldWhileWriting = heldPaths().length;
          for (const held of heldPaths()) held.interrupt(reason);
          await write({ path: 'b.html', contents: 'B', source: 'b.md' });
          return [];
        },
      },
    });
    await expect(writing).rejects.toBe(reason);
    expect(heldWhileWriting).toBe(1);
    expect(heldPaths()).toEqual([]);
    expect(await readdir(path.dirname(dir))).toEqual(['build']);
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe('previous');
  });
});
