import { describe, expect, it } from 'vitest';
import { closeNames, editDistance, likelyMisspelling, suggestAnchor, suggestHref, typoDistance } from './suggestClosest.js';

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

describe('likelyMisspelling', () => {
  const keys = ['id', 'title', 'slug', 'tags', 'image', 'sidebar_position', 'sidebar_label', 'pagination_next', 'toc_min_heading_level'];

  it('counts two neighbours swapped as one typo', () => {
    expect(typoDistance('titel', 'title')).toBe(1);
    expect(editDistance('titel', 'title')).toBe(2);
  });

  it('takes case and separators for a misspelling of any known key', () => {
    expect(likelyMisspelling('ID', keys)).toBe('id');
    expect(likelyMisspelling('sidebarPosition', keys)).toBe('sidebar_position');
    expect(likelyMisspelling('Sidebar-Label', keys)).toBe('sidebar_label');
  });

  it('allows typos by length: none under five letters, one from five, two from ten', () => {
    expect(likelyMisspelling('titel', keys)).toBe('title');
    expect(likelyMisspelling('imag', keys)).toBe('image');
    expect(likelyMisspelling('sidebar_positon', keys)).toBe('sidebar_position');
    expect(likelyMisspelling('pagination_nxt', keys)).toBe('pagination_next');
    expect(likelyMisspelling('toc_mni_heading_level', keys)).toBe('toc_min_heading_level');
    for (const own of ['ab', 'tabs', 'tag', 'slugs', 'plug', 'author', 'date', 'sidebar', 'pagination', 'tiles', 'titles2x']) {
      expect(likelyMisspelling(own, keys), own).toBeUndefined();
    }
    expect(likelyMisspelling('title', keys)).toBeUndefined();
  });
});
