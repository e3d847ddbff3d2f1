import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { checkFileRoute, checkSlug, urlBreakingCharacter } from './checkRoutePath.js';

function thrown(check: () => void): SitegenError {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(SitegenError);
    return error as SitegenError;
  }
  throw new Error('expected an error');
}

describe('checkRoutePath', () => {
  it('names the character that breaks a URL, an invisible one by its name and code point', () => {
    expect(urlBreakingCharacter('/guides/setup')).toBeUndefined();
    expect(urlBreakingCharacter('a#b')).toBe("'#'");
    expect(urlBreakingCharacter('a\u0000b')).toBe('a NUL character (U+0000)');
    expect(urlBreakingCharacter('a\nb')).toBe('a line break (U+000A)');
    expect(urlBreakingCharacter('a\u001bb')).toBe('a control character (U+001B)');
    expect(urlBreakingCharacter('a\u007fb')).toBe('a control character (U+007F)');
  });

  it('refuses a slug with a NUL or a line break at its line, showing the slug on one line', () => {
    const nul = thrown(() => checkSlug('/a\u0000b', { file: '/site/doc.md', line: 2 }));
    expect(nul).toMatchObject({ code: 'content/invalid-slug', location: { file: '/site/doc.md', line: 2 } });
    expect(nul.message).toBe(`the slug "/a\\u0000b" has a NUL character (U+0000), which cannot be part of a page's URL`);
    const newline = thrown(() => checkSlug('/a\nb', { file: '/site/doc.md', line: 3 }));
    expect(newline.message).toBe(`the slug "/a\\nb" has a line break (U+000A), which cannot be part of a page's URL`);
  });

  it("refuses a file name with a line break, the name's to lose", () => {
    const error = thrown(() => checkFileRoute('docs/a\nb', 'a\nb.md', '/site/content/docs/a\nb.md'));
    expect(error.code).toBe('content/invalid-file-name');
    expect(error.message).toBe(`'a\\nb.md' has a line break (U+000A) in its name, which cannot be part of a page's URL`);
    expect(thrown(() => checkFileRoute('docs/c#', 'c#.md', '/f')).message).toBe(
      "'c#.md' has '#' in its name, which cannot be part of a page's URL",
    );
  });
});
