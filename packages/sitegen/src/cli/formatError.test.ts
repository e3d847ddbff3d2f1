import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { formatError } from './formatError.js';

const error = (message: string, cause: Error): SitegenError =>
  new SitegenError({ code: 'serve/port-in-use', message, hint: 'Fix it.', location: { file: 'f.md', line: 3, column: 16 }, cause });

describe('formatError', () => {
  it('prints a cause that adds something, on its own line', () => {
    const { text, exitCode } = formatError(
      error('port 3000 is already in use', new Error('listen EADDRINUSE: address already in use 127.0.0.1:3000')),
    );
    expect(exitCode).toBe(1);
    expect(text.split('\n')).toEqual([
      '[serve/port-in-use] f.md:3:16 port 3000 is already in use',
      '  cause: listen EADDRINUSE: address already in use 127.0.0.1:3000',
      expect.stringMatching(/hint:.* Fix it\.$/),
    ]);
  });

  it('leaves out a cause the message already says', () => {
    const quoted = formatError(error('rendering /x failed: boom', new Error('boom\n    at stack')));
    const reason = formatError(
      error(
        'not valid YAML: bad indentation of a mapping entry',
        new Error('bad indentation of a mapping entry at line 3, column 16:\n  snippet'),
      ),
    );
    expect(quoted.text).not.toContain('cause:');
    expect(reason.text).not.toContain('cause:');
  });

  it('lists the details the message does not already say', () => {
    const one = new SitegenError({
      code: 'content/category',
      message: 'invalid _category_.json: colapsed: unknown key',
      details: ['colapsed: unknown key'],
    });
    const two = new SitegenError({
      code: 'config/invalid',
      message: 'the site config has 2 problems',
      details: ['title: expected string', 'colour: unknown key'],
    });
    expect(formatError(one).text).toBe('[content/category] invalid _category_.json: colapsed: unknown key');
    expect(formatError(two).text).toBe(
      '[config/invalid] the site config has 2 problems\n  - title: expected string\n  - colour: unknown key',
    );
  });

  it('does not list again the diagnostics a failed build has printed', () => {
    const failed = new SitegenError({
      code: 'build/failed',
      message: 'the build failed with 2 errors; build was left as it was',
      details: ['[links/broken] a', '[links/broken] b'],
    });
    expect(formatError(failed).text).toBe('[build/failed] the build failed with 2 errors; build was left as it was');
  });

  it('prints an internal error with its stack and exit code 2', () => {
    const { text, exitCode } = formatError(new TypeError('x is undefined'));
    expect(exitCode).toBe(2);
    expect(text).toMatch(/^internal error \(a bug in sitegen, please report it\)\nTypeError: x is undefined\n\s+at /);
  });
});
