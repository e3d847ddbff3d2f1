import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { readSourceFile } from './readSourceFile.js';

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return { ...real, openSync: vi.fn(real.openSync) };
});

const limits = { largeFileSize: 1024 * 1024, maxFileSize: 5 * 1024 * 1024 };

function refusal(file: string): SitegenError {
  try {
    readSourceFile(file, limits);
  } catch (error) {
    expect(error).toBeInstanceOf(SitegenError);
    return error as SitegenError;
  }
  throw new Error('expected the read to fail');
}

/** An error as Node's fs throws it, for what a test running as root cannot make happen (root reads any file). */
function systemError(code: string, file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: refused, open '${file}'`), { code, path: file, syscall: 'open', errno: -13 });
}

afterEach(() => vi.mocked(fs.openSync).mockClear());

describe('readSourceFile', () => {
  it('names the file and what the system said, in words, for a page it may not read (EACCES) or too many open files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sitegen-read-'));
    const file = path.join(dir, 'secret.md');
    await writeFile(file, '# Secret\n');
    vi.mocked(fs.openSync).mockImplementationOnce(() => {
      throw systemError('EACCES', file);
    });
    expect(refusal(file)).toMatchObject({
      code: 'files/unreadable',
      message: 'cannot be read: permission denied (EACCES)',
      location: { file },
      hint: expect.stringContaining('read access'),
    });
    vi.mocked(fs.openSync).mockImplementationOnce(() => {
      throw systemError('EMFILE', file);
    });
    expect(refusal(file)).toMatchObject({
      message: 'cannot be read: too many files are open at once (EMFILE)',
      hint: expect.stringContaining('ulimit -n'),
    });
    expect(readSourceFile(file, limits).text).toBe('# Secret\n');
  });

  it('names a folder named like a page, a path through a file, a link loop and a name too long', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sitegen-read-'));
    await mkdir(path.join(dir, 'x.md'));
    expect(refusal(path.join(dir, 'x.md'))).toMatchObject({
      code: 'files/unreadable',
      message: 'cannot be read: it is a folder (EISDIR)',
      location: { file: path.join(dir, 'x.md') },
    });
    await writeFile(path.join(dir, 'file'), 'x');
    expect(refusal(path.join(dir, 'file', 'a.md')).message).toBe('cannot be read: a part of its path is a file, not a folder (ENOTDIR)');
    await symlink('b.md', path.join(dir, 'a.md'));
    await symlink('a.md', path.join(dir, 'b.md'));
    expect(refusal(path.join(dir, 'a.md')).message).toBe('cannot be read: its symbolic links lead in a loop (ELOOP)');
    expect(refusal(path.join(dir, `${'a'.repeat(300)}.md`)).message).toBe(
      'cannot be read: its path is longer than the system allows (ENAMETOOLONG)',
    );
  });

  it('keeps its own refusal of a file too large', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sitegen-read-'));
    await writeFile(path.join(dir, 'big.md'), 'x'.repeat(100));
    expect(() => readSourceFile(path.join(dir, 'big.md'), { largeFileSize: 10, maxFileSize: 50 })).toThrow(
      expect.objectContaining({ code: 'content/too-large' }),
    );
  });
});
