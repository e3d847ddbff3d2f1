import { describe, expect, it } from 'vitest';
import { isSystemError, unreadableFileError } from './fileSystemError.js';

const systemError = (code: string, extra: Record<string, unknown> = {}): Error =>
  Object.assign(new Error(`${code}: something`), { code, ...extra });

describe('unreadableFileError', () => {
  it('tells system errors from the rest: a bug stays a bug', () => {
    expect(isSystemError(systemError('EACCES'))).toBe(true);
    expect(isSystemError(systemError('ERR_INVALID_ARG_VALUE'))).toBe(false);
    expect(isSystemError({ code: 'EACCES' })).toBe(false);
    expect(unreadableFileError(new TypeError('x is undefined'), '/site/a.md')).toBeUndefined();
  });

  it("names the error's own path (the folder above), else the file read", () => {
    expect(unreadableFileError(systemError('EACCES', { path: '/site/content/docs' }), '/site/content/docs/a.md')).toMatchObject({
      code: 'files/unreadable',
      location: { file: '/site/content/docs' },
      message: 'cannot be read: permission denied (EACCES)',
    });
    expect(unreadableFileError(systemError('EXDEV'), '/site/a.md')).toMatchObject({
      location: { file: '/site/a.md' },
      message: 'cannot be read: the system refused (EXDEV)',
      hint: 'Check the file, its permissions and the disk it is on.',
    });
  });
});
