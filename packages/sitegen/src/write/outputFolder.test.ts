import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOutputFolder, makeFolder, OUTPUT_MARKER, removeStaleFolders, type SourceFolder } from './outputFolder.js';

async function site(): Promise<{ root: string; sources: SourceFolder[] }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-out-'));
  const siteDir = path.join(root, 'site');
  await mkdir(path.join(siteDir, 'content', 'docs'), { recursive: true });
  return {
    root,
    sources: [
      { path: siteDir, what: 'the site folder' },
      { path: path.join(siteDir, 'content'), what: 'the content folder', readsEverything: true },
      { path: path.join(siteDir, 'static'), what: 'the static folder', readsEverything: true },
    ],
  };
}

const codeOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('checkOutputFolder', () => {
  it('accepts a new folder, an empty one and one sitegen wrote', async () => {
    const { root, sources } = await site();
    expect(await codeOf(checkOutputFolder({ outDir: path.join(root, 'site', 'build'), sources }))).toBe('accepted');
    await mkdir(path.join(root, 'empty'));
    expect(await codeOf(checkOutputFolder({ outDir: path.join(root, 'empty'), sources }))).toBe('accepted');
    await mkdir(path.join(root, 'ours'));
    await writeFile(path.join(root, 'ours', OUTPUT_MARKER), '');
    await writeFile(path.join(root, 'ours', 'index.html'), '');
    expect(await codeOf(checkOutputFolder({ outDir: path.join(root, 'ours'), sources }))).toBe('accepted');
  });

  it('refuses the sources, a folder holding them and one inside content or static', async () => {
    const { root, sources } = await site();
    const siteDir = path.join(root, 'site');
    for (const outDir of [siteDir, root, path.join(siteDir, 'content'), path.join(siteDir, 'static')]) {
      expect(await codeOf(checkOutputFolder({ outDir, sources })), outDir).toBe('write/out-dir-holds-sources');
    }
    for (const outDir of [path.join(siteDir, 'content', 'docs'), path.join(siteDir, 'static', 'out')]) {
      expect(await codeOf(checkOutputFolder({ outDir, sources })), outDir).toBe('write/out-dir-in-sources');
    }
  });

  it('refuses a file, a repository and a folder of files it did not write, naming a few', async () => {
    const { root, sources } = await site();
    await writeFile(path.join(root, 'outfile.txt'), 'x');
    expect(await codeOf(checkOutputFolder({ outDir: path.join(root, 'outfile.txt'), sources }))).toBe('write/out-dir-is-file');
    await mkdir(path.join(root, 'repo', '.git'), { recursive: true });
    expect(await codeOf(checkOutputFolder({ outDir: path.join(root, 'repo'), sources }))).toBe('write/out-dir-is-repository');
    const error = await checkOutputFolder({ outDir: root, sources: [] }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'write/out-dir-not-sitegen',
      message: expect.stringContaining('(3 entries: outfile.txt, repo, site)'),
    });
  });

  it('refuses / and the folders of the operating system, saying so', async () => {
    for (const outDir of ['/', '/etc', '/usr', '/proc/nope', '/sys/x/y', '/dev/build', os.homedir()]) {
      const error = await checkOutputFolder({ outDir }).catch((e: unknown) => e);
      expect(error, outDir).toMatchObject({
        code: 'write/system-folder',
        message: expect.stringMatching(
          /^refusing to write the site to .+: it is (the root of the file system|your home folder|in a folder of the operating system|a folder of the operating system)$/,
        ),
      });
    }
  });

  it('names the config file when the folder came from it', async () => {
    const { root, sources } = await site();
    const configFile = path.join(root, 'site', 'sitegen.config.ts');
    const error = await checkOutputFolder({ outDir: path.join(root, 'site', 'content'), sources, namedIn: { file: configFile } }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ location: { file: configFile }, hint: expect.stringContaining('outDir in the config') });
  });
});

describe('makeFolder', () => {
  it('creates the missing folders above, and fails at once where one cannot be made', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-mk-'));
    await makeFolder(path.join(root, 'a', 'b', 'c'));
    expect(await readdir(path.join(root, 'a', 'b'))).toEqual(['c']);
    await writeFile(path.join(root, 'file'), '');
    await expect(makeFolder(path.join(root, 'file', 'x'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });
});

describe('removeStaleFolders', () => {
  it('removes only the temporary and old folders of dead builds of this output', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-stale-'));
    const make = async (name: string, marked: boolean): Promise<void> => {
      await mkdir(path.join(root, name));
      await writeFile(path.join(root, name, marked ? OUTPUT_MARKER : 'page.html'), '');
    };
    await make('build.tmp-111-0123abcd', true);
    await make('build.old-111-89abcdef', false);
    await make('build.tmp-222-0123abcd', true); // a build still running
    await make('build.tmp-111-0123abcd-mine', true); // not writeSite's name
    await make('other.tmp-111-0123abcd', true); // another output's
    await make('build.tmp-333-0123abcd', false); // unmarked: not made by writeSite
    const running = (pid: number): boolean => pid === 222;
    expect((await removeStaleFolders(path.join(root, 'build'), running)).sort()).toEqual([
      'build.old-111-89abcdef',
      'build.tmp-111-0123abcd',
    ]);
    expect((await readdir(root)).sort()).toEqual([
      'build.tmp-111-0123abcd-mine',
      'build.tmp-222-0123abcd',
      'build.tmp-333-0123abcd',
      'other.tmp-111-0123abcd',
    ]);
  });
});
