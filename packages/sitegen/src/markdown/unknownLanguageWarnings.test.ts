import { describe, expect, it } from 'vitest';
import { unknownLanguageWarnings } from './unknownLanguageWarnings.js';

describe('unknownLanguageWarnings', () => {
  it('warns once per language, at its first block, with how many blocks and files use it', () => {
    const warnings = unknownLanguageWarnings([
      ['/site/b.md', { unknownLanguages: [{ language: 'fiddle', line: 9, column: 1 }] }],
      [
        '/site/a.md',
        {
          unknownLanguages: [
            { language: 'fiddle', line: 30, column: 1 },
            { language: 'fiddle', line: 4, column: 3 },
          ],
        },
      ],
      ['/site/c.md', { unknownLanguages: [{ language: 'psh', line: 2, column: 1 }] }],
      ['/site/d.md', {}],
    ]);
    expect(warnings).toEqual([
      {
        severity: 'warning',
        code: 'markdown/unknown-code-language',
        message: "Code block language 'fiddle' is not highlighted (3 code blocks in 2 files); shown as plain text",
        location: { file: '/site/a.md', line: 4, column: 3 },
        hint: "Use a language Shiki knows (https://shiki.style/languages) or 'text', or map it to a language it knows in the config, e.g. markdown: { codeLanguageAliases: { 'fiddle': 'js' } }.",
      },
      expect.objectContaining({
        message: "Code block language 'psh' is not highlighted (a code block); shown as plain text",
        location: { file: '/site/c.md', line: 2, column: 1 },
      }),
    ]);
  });

  it('counts blocks of one file without naming files', () => {
    const [warning] = unknownLanguageWarnings([['/a.md', { unknownLanguages: [{ language: 'x' }, { language: 'x' }] }]]);
    expect(warning?.message).toBe("Code block language 'x' is not highlighted (2 code blocks); shown as plain text");
    expect(warning?.location).toEqual({ file: '/a.md' });
  });
});
