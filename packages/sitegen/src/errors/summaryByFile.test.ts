import { describe, expect, it } from 'vitest';
import { summaryByFile } from './summaryByFile.js';

describe('summaryByFile', () => {
  it('gives a line per file, the files with most errors first', () => {
    const at = (file: string) => ({ file: `/site/${file}` });
    expect(
      summaryByFile(
        [
          { severity: 'warning', code: 'links/broken-anchor', message: 'x', location: at('b.md') },
          { severity: 'error', code: 'links/broken-anchor', message: 'x', location: at('a.md') },
          { severity: 'warning', code: 'links/broken-anchor', message: 'x', location: at('a.md') },
          { severity: 'warning', code: 'config/no-url', message: 'x' },
        ],
        '/site',
      ),
    ).toEqual(['a.md: 1 error, 1 warning', '(the site): 0 errors, 1 warning', 'b.md: 0 errors, 1 warning']);
  });
});
