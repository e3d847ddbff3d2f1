import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { reportError, reportWarning, toDiagnostics } from './reportWarning.js';

describe('reportWarning / reportError / toDiagnostics', () => {
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
    reportWarning(file, { code: 'markdown/unknown-directive', message: 'm', hint: 'h' });
    expect(toDiagnostics(file, '/a.md', 3)[0]?.location).toEqual({ file: '/a.md' });
  });

  it('reports an error without throwing, after which the file takes more messages', () => {
    const file = new VFile({ value: 'x' });
    reportError(file, { code: 'markdown/unsafe-url', message: 'Unsafe', hint: 'Fix it.', place: { line: 1, column: 2 } });
    reportWarning(file, { code: 'markdown/unknown-directive', message: 'm', hint: 'h' });
    expect(toDiagnostics(file, '/a.md', 0).map((d) => `${d.severity} ${d.code} ${d.location?.line}:${d.location?.column}`)).toEqual([
      'error markdown/unsafe-url 1:2',
      'warning markdown/unknown-directive undefined:undefined',
    ]);
  });
});
