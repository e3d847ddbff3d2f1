import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateInOutput, type OutputFolder } from './locateInOutput.js';

describe('locateInOutput', () => {
  let root: string;
  let output: OutputFolder;

  beforeAll(async () => {
    root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-locate-')));
    const dir = path.join(root, 'build');
    await mkdir(path.join(dir, 'docs'), { recursive: true });
    await mkdir(path.join(root, 'secrets'));
    await writeFile(path.join(root, 'secrets', 'key.txt'), 'outside');
    await writeFile(path.join(dir, 'docs', 'page.html'), 'page');
    await writeFile(path.join(dir, '..notes.txt'), 'a file whose name starts with two dots');
    await symlink('docs/page.html', path.join(dir, 'alias.html'));
    await symlink(path.join(root, 'secrets'), path.join(dir, 'leaked'));
    await symlink('nowhere.html', path.join(dir, 'dangling.html'));
    await symlink('loop-b', path.join(dir, 'loop-a'));
    await symlink('loop-a', path.join(dir, 'loop-b'));
    output = { dir, real: dir };
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('follows links that stay inside to the real file', async () => {
    expect(await locateInOutput(output, 'docs/page.html')).toEqual({ kind: 'inside', relative: 'docs/page.html' });
    expect(await locateInOutput(output, 'alias.html')).toEqual({ kind: 'inside', relative: 'docs/page.html' });
    expect(await locateInOutput(output, '..notes.txt')).toEqual({ kind: 'inside', relative: '..notes.txt' });
    expect(await locateInOutput(output, '')).toEqual({ kind: 'inside', relative: '' });
  });

  it('tells links out of the folder, and what is missing under them, apart from what is missing inside', async () => {
    expect(await locateInOutput(output, 'leaked')).toEqual({ kind: 'outside' });
    expect(await locateInOutput(output, 'leaked/key.txt')).toEqual({ kind: 'outside' });
    // a 404 here would tell that secrets/nope does not exist
    expect(await locateInOutput(output, 'leaked/nope/index.html')).toEqual({ kind: 'outside' });
    expect(await locateInOutput(output, 'leaked/key.txt/index.html')).toEqual({ kind: 'outside' });
    expect(await locateInOutput(output, 'docs/nope/index.html')).toEqual({ kind: 'missing' });
    expect(await locateInOutput(output, 'dangling.html')).toEqual({ kind: 'missing' });
    expect(await locateInOutput(output, 'x'.repeat(5000))).toEqual({ kind: 'missing' });
  });

  it('tells a loop of links', async () => {
    expect(await locateInOutput(output, 'loop-a')).toEqual({ kind: 'loop' });
    expect(await locateInOutput(output, 'loop-a/index.html')).toEqual({ kind: 'loop' });
  });
});
