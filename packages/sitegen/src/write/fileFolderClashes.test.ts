import { describe, expect, it } from 'vitest';
import { fileFolderClashes } from './fileFolderClashes.js';
import { assertWritable } from './writeSite.js';

describe('fileFolderClashes', () => {
  it('finds a path one source writes as a file and another as a folder, in either order', () => {
    const sitemap = { path: 'sitemap.xml', source: 'the sitemap' };
    const page = { path: 'sitemap.xml/index.html', source: "the plugin 'my-pages'" };
    const expected = [
      "sitemap.xml is a file of the sitemap, but the plugin 'my-pages' writes sitemap.xml/index.html inside it as a folder",
    ];
    expect(fileFolderClashes([sitemap, page])).toEqual(expected);
    expect(fileFolderClashes([page, sitemap])).toEqual(expected);
    expect(
      fileFolderClashes([
        { path: 'a', source: 'x' },
        { path: 'a/b/c.html', source: 'y' },
      ]),
    ).toEqual(['a is a file of x, but y writes a/b/c.html inside it as a folder']);
  });

  it('leaves files side by side and in shared folders alone', () => {
    expect(
      fileFolderClashes([
        { path: 'docs/index.html', source: 'a' },
        { path: 'docs/intro/index.html', source: 'b' },
        { path: 'docs.md', source: 'c' },
        { path: './sitemap.xml', source: 'd' },
      ]),
    ).toEqual([]);
  });

  it('fails the write check before anything is written, with the other clashes', () => {
    expect(() =>
      assertWritable('/out', [
        { path: 'llms.txt', source: 'llms.txt' },
        { path: 'llms.txt/index.html', source: "the plugin 'p'" },
      ]),
    ).toThrow(
      expect.objectContaining({
        code: 'write/conflict',
        message: expect.stringContaining("but the plugin 'p' writes llms.txt/index.html"),
      }),
    );
  });
});
