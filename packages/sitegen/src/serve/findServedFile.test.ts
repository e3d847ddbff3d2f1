import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findServedFile } from './findServedFile.js';

describe('findServedFile', () => {
  let root: string;
  let outDir: string;

  beforeAll(async () => {
    root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-find-')));
    outDir = path.join(root, 'build');
    await mkdir(path.join(outDir, 'docs', 'intro'), { recursive: true });
    await mkdir(path.join(outDir, 'docs', 'empty'));
    await writeFile(path.join(outDir, 'docs', 'intro', 'index.html'), 'intro');
    await writeFile(path.join(root, 'secret.txt'), 'outside');
    await symlink(path.join(root, 'secret.txt'), path.join(outDir, 'leak.txt'));
    await symlink('intro', path.join(outDir, 'docs', 'start'));
    // a FIFO would block the thread that opens it until a writer comes
    execFileSync('mkfifo', [path.join(outDir, 'pipe.txt')]);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('takes the first candidate that is a file, as its real path under the real folder', async () => {
    expect(await findServedFile(outDir, ['docs/intro/index.html', 'docs/intro'])).toEqual({
      kind: 'file',
      root: outDir,
      relative: 'docs/intro/index.html',
    });
    expect(await findServedFile(outDir, ['docs/start/index.html', 'docs/start'])).toEqual({
      kind: 'file',
      root: outDir,
      relative: 'docs/intro/index.html',
    });
  });

  it('passes over folders, FIFOs and missing files', async () => {
    expect(await findServedFile(outDir, ['docs/empty/index.html', 'docs/empty'])).toEqual({ kind: 'missing' });
    expect(await findServedFile(outDir, ['pipe.txt', 'pipe.txt/index.html'])).toEqual({ kind: 'missing' });
    expect(await findServedFile(outDir, [])).toEqual({ kind: 'missing' });
  });

  it('refuses a candidate that leads out of the folder', async () => {
    expect(await findServedFile(outDir, ['leak.txt', 'leak.txt/index.html'])).toEqual({ kind: 'outside' });
  });

  it('finds nothing while the folder is absent (between the renames of a swap)', async () => {
    expect(await findServedFile(path.join(root, 'not-built'), ['index.html'])).toEqual({ kind: 'missing' });
  });
});
