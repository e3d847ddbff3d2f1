import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSiteFile, fileAccessOf, readSiteFile, siteFileAccessOf } from './siteFileAccess.js';

let root: string;
let site: string;
const limit = { maxBytes: 1024 };

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-access-'));
  site = path.join(root, 'site');
  await mkdir(path.join(site, 'docs', 'img'), { recursive: true });
  await mkdir(path.join(site, '.git'));
  await mkdir(path.join(root, 'shared'));
  await mkdir(path.join(site, 'node_modules', 'pkg', 'media'), { recursive: true });
  await mkdir(path.join(site, 'node_modules', '.pnpm', 'other@1.0.0', 'node_modules', 'other'), { recursive: true });
  await writeFile(path.join(site, 'docs', 'img', 'a.png'), 'png');
  await writeFile(path.join(site, '.env'), 'TOKEN=1');
  await writeFile(path.join(site, '.git', 'config'), '[core]');
  await writeFile(path.join(root, '.env'), 'TOKEN=2');
  await writeFile(path.join(root, 'shared', 'b.png'), 'png');
  await writeFile(path.join(site, 'docs', 'big.png'), Buffer.alloc(2048));
  await writeFile(path.join(site, 'node_modules', 'pkg', 'package.json'), '{}');
  await writeFile(path.join(site, 'node_modules', 'pkg', 'README.md'), '# pkg');
  await writeFile(path.join(site, 'node_modules', 'pkg', 'media', 'logo.svg'), '<svg/>');
  await writeFile(path.join(site, 'node_modules', '.pnpm', 'other@1.0.0', 'node_modules', 'other', 'package.json'), '{}');
  await writeFile(path.join(site, 'node_modules', '.pnpm', 'other@1.0.0', 'node_modules', 'other', 'logo.svg'), '<svg/>');
  await writeFile(path.join(site, 'node_modules', '.pnpm', 'other@1.0.0', 'node_modules', 'other', 'README.md'), '# other');
  await symlink(path.join(site, 'node_modules', '.pnpm', 'other@1.0.0', 'node_modules', 'other'), path.join(site, 'node_modules', 'other'));
  await symlink('/etc/hostname', path.join(site, 'docs', 'host.png'));
  await symlink(path.join(site, 'docs', 'img', 'a.png'), path.join(site, 'docs', 'inside.png'));
  await symlink(path.join(site, '.env'), path.join(site, 'docs', 'env.png'));
  execFileSync('mkfifo', [path.join(site, 'docs', 'pipe.png')]);
});

const codeOf = (file: string, options: Parameters<typeof checkSiteFile>[2] = limit, allowed: string[] = []): string => {
  const checked = checkSiteFile(file, fileAccessOf(site, allowed), options);
  return checked.ok ? 'ok' : 'refusal' in checked ? checked.refusal.code : 'missing';
};

describe('checkSiteFile', () => {
  it('allows a regular file of the site, and one a link inside the site leads to', () => {
    expect(codeOf(path.join(site, 'docs', 'img', 'a.png'))).toBe('ok');
    expect(codeOf(path.join(site, 'docs', 'inside.png'))).toBe('ok');
  });

  it('refuses a file outside the site, by .. or by a link, unless its folder is allowed', () => {
    expect(codeOf(path.join(site, 'docs', '..', '..', '.env'))).toBe('files/outside-site');
    expect(codeOf(path.join(site, 'docs', 'host.png'))).toBe('files/outside-site');
    expect(codeOf('/etc/passwd')).toBe('files/outside-site');
    expect(codeOf(path.join(root, 'shared', 'b.png'))).toBe('files/outside-site');
    expect(codeOf(path.join(root, 'shared', 'b.png'), limit, [path.join(root, 'shared')])).toBe('ok');
  });

  it('refuses hidden files and folders, named or reached by a link', () => {
    expect(codeOf(path.join(site, '.env'))).toBe('files/hidden');
    expect(codeOf(path.join(site, '.git', 'config'))).toBe('files/hidden');
    expect(codeOf(path.join(site, 'docs', 'env.png'))).toBe('files/hidden');
  });

  it('refuses a FIFO, a folder and a device, and a file over the size limit; a missing file is missing', () => {
    expect(codeOf(path.join(site, 'docs', 'pipe.png'))).toBe('files/not-a-file');
    expect(codeOf(path.join(site, 'docs'))).toBe('files/not-a-file');
    expect(codeOf(path.join(site, 'docs'), { maxBytes: 1, folder: true })).toBe('ok');
    expect(codeOf(path.join(site, 'docs', 'big.png'))).toBe('files/too-large');
    expect(codeOf(path.join(site, 'docs', 'gone.png'))).toBe('missing');
  });

  it("confines a package's README to its package, through pnpm's store too", () => {
    const readme = path.join(site, 'node_modules', 'pkg', 'README.md');
    expect(codeOf(path.join(site, 'node_modules', 'pkg', 'media', 'logo.svg'), { ...limit, fromFile: readme })).toBe('ok');
    expect(codeOf(path.join(site, 'docs', 'img', 'a.png'), { ...limit, fromFile: readme })).toBe('files/outside-site');
    const other = path.join(site, 'node_modules', 'other', 'README.md');
    expect(codeOf(path.join(site, 'node_modules', 'other', 'logo.svg'), { ...limit, fromFile: other })).toBe('ok');
    expect(codeOf(path.join(site, 'node_modules', 'other', 'logo.svg'))).toBe('ok');
  });
});

describe('readSiteFile', () => {
  it('reads an allowed file whole, and nothing of a refused one', () => {
    const read = readSiteFile(path.join(site, 'docs', 'inside.png'), fileAccessOf(site), limit);
    expect(read.ok && read.bytes.toString()).toBe('png');
    expect(read.ok && read.real).toBe(path.join(site, 'docs', 'img', 'a.png'));
    expect(readSiteFile(path.join(site, 'docs', 'pipe.png'), fileAccessOf(site), limit).ok).toBe(false);
  });
});

describe("a build's file access", () => {
  it('is made once per config, of the site, its content folder (even outside the site) and files.allow, the site first', () => {
    const config = { siteDir: site, contentDir: path.join(root, 'docs'), files: { allow: [path.join(root, 'shared')] } };
    const access = siteFileAccessOf(config);
    expect(access.roots).toEqual([site, path.join(root, 'docs'), path.join(root, 'shared')]);
    expect(siteFileAccessOf(config)).toBe(access);
    // another config (a rebuild's) is read again
    expect(siteFileAccessOf({ ...config, files: { allow: [] } }).roots).toEqual([site, path.join(root, 'docs')]);
    expect(checkSiteFile(path.join(root, 'shared', 'b.png'), access, limit)).toMatchObject({ ok: true });
  });
});
