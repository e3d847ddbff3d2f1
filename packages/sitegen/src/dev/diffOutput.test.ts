import { describe, expect, it } from 'vitest';
import { diffOutput, reloadPathsOf } from './diffOutput.js';

const bytes = (text: string): Uint8Array => Buffer.from(text);

describe('diffOutput and reloadPathsOf', () => {
  const before = new Map([
    ['index.html', bytes('home')],
    ['docs/intro/index.html', bytes('intro')],
    ['docs/guide/index.html', bytes('guide')],
    ['assets/main.css', bytes('css')],
  ]);

  it('lists only the files whose bytes changed, and reloads only those pages', () => {
    const after = new Map(before);
    after.set('docs/intro/index.html', bytes('intro, edited'));
    const diff = diffOutput(before, after);
    expect(diff).toEqual({ changed: ['docs/intro/index.html'], removed: [] });
    expect(reloadPathsOf(diff, '/gswap-sdk/')).toEqual(['/gswap-sdk/docs/intro']);
    expect(reloadPathsOf({ changed: ['index.html'], removed: [] }, '/gswap-sdk/')).toEqual(['/gswap-sdk']);
    expect(reloadPathsOf({ changed: ['index.html'], removed: [] }, '/')).toEqual(['/']);
    // a page written as a file of its own (trailingSlash: false) reloads at its URL too
    expect(reloadPathsOf({ changed: ['docs/intro.html'], removed: [] }, '/base/')).toEqual(['/base/docs/intro']);
  });

  it('reloads nothing for files no page loads', () => {
    expect(
      reloadPathsOf({ changed: ['docs/intro/index.html', 'docs/intro.md', 'llms-full.txt', 'sitemap.xml'], removed: [] }, '/'),
    ).toEqual(['/docs/intro']);
    expect(reloadPathsOf({ changed: ['llms.txt'], removed: ['docs/old.md'] }, '/')).toEqual([]);
  });

  it('reloads every page when a shared asset changes or a page disappears', () => {
    const after = new Map(before);
    after.set('assets/main.css', bytes('css2'));
    expect(reloadPathsOf(diffOutput(before, after), '/')).toBe('*');
    const removed = new Map(before);
    removed.delete('docs/guide/index.html');
    expect(diffOutput(before, removed)).toEqual({ changed: [], removed: ['docs/guide/index.html'] });
    expect(reloadPathsOf(diffOutput(before, removed), '/')).toBe('*');
  });
});
