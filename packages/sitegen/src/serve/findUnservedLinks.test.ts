import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnservedLinks } from './findUnservedLinks.js';

describe('findUnservedLinks', () => {
  let root: string;

  beforeAll(async () => {
    root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-links-')));
    const dir = path.join(root, 'build');
    await mkdir(path.join(dir, 'docs', 'intro'), { recursive: true });
    await mkdir(path.join(root, 'secrets'));
    await writeFile(path.join(dir, 'docs', 'intro', 'index.html'), 'intro');
    await symlink(path.join(dir, 'docs', 'intro'), path.join(dir, 'start'));
    await symlink(path.join(root, 'secrets'), path.join(dir, 'etc'));
    await symlink('../nowhere', path.join(dir, 'docs', 'gone'));
    await symlink('loop-b', path.join(dir, 'loop-a'));
    await symlink('loop-a', path.join(dir, 'loop-b'));
    await symlink('.', path.join(dir, 'docs', 'self'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('lists each link that dangles, loops or leads outside, and none of those that stay inside', async () => {
    const dir = path.join(root, 'build');
    expect(await findUnservedLinks({ dir, real: dir })).toEqual([
      { link: 'docs/gone', problem: 'dangling' },
      { link: 'etc', problem: 'outside' },
      { link: 'loop-a', problem: 'loop' },
      { link: 'loop-b', problem: 'loop' },
    ]);
  });
});
