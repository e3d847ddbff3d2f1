import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { reportWarning, toDiagnostics } from './reportWarning.js';

describe('reportWarning / toDiagnostics', () => {
  it('turns a warning into a diagnostic shifted past the front matter', () => {
    const file = new VFile({ value: 'x', path: '/site/docs/a.md' });
    reportWarning(file, {
      code: 'links/broken-markdown-link',
      message: "Broken link './b.md'",
      hint: 'Fix the path.',
      place: { start: { line: 2, column: 5 }, end: { line: 2, column: 9 } },
    });
    expect(toDiagnostics(file, '/site/docs/a.md', 4)).toEqual([
      {
        severity: 'warning',
        code: 'links/broken-markdown-link',
        message: "Broken link './b.md'",
        location: { file: '/site/docs/a.md', line: 6, column: 5 },
        hint: 'Fix the path.',
      },
    ]);
  });

  it('keeps a warning without a place to the file', () => {
    const file = new VFile({ value: 'x' });
    reportWarning(file, { code: 'markdown/x', message: 'm', hint: 'h' });
    expect(toDiagnostics(file, '/a.md', 3)[0]?.location).toEqual({ file: '/a.md' });
  });
});
