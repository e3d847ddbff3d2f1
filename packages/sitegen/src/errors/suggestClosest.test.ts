import { describe, expect, it } from 'vitest';
import { closeNames, editDistance, suggestAnchor, suggestHref } from './suggestClosest.js';

describe('suggestClosest', () => {
  it('measures edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests the closest href, or the only one with the same last segment, or nothing', () => {
    const hrefs = ['/g/docs/intro', '/g/docs/tutorial-basics/quoting', '/g/docs/tutorial-basics/trading'];
    expect(suggestHref('/g/docs/tutorial-basics/quotng', hrefs)).toBe('/g/docs/tutorial-basics/quoting');
    expect(suggestHref('/g/docs/quoting', hrefs)).toBe('/g/docs/tutorial-basics/quoting');
    expect(suggestHref('/g/blog/launch', hrefs)).toBeUndefined();
  });

  it('suggests an anchor only within a small edit distance', () => {
    expect(suggestAnchor('instalation', ['installation', 'usage'])).toBe('installation');
    expect(suggestAnchor('faq', ['installation', 'usage'])).toBeUndefined();
  });
});

describe('closeNames', () => {
  it('finds names within a small edit distance or sharing a part', () => {
    expect(closeNames('intro', ['intro2', 'getting-started', 'tutorial/intro'])).toEqual(['intro2', 'tutorial/intro']);
    expect(closeNames('zzz', ['intro'])).toEqual([]);
  });
});
