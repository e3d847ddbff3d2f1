import { describe, expect, it } from 'vitest';
import { moveActive, recentOptions, resultOptions } from './searchOptions.js';
import { toResultView } from './searchPagefind.js';

describe('toResultView', () => {
  it('takes the title from the metadata and leaves out the section that is the page itself', () => {
    const view = toResultView({
      url: '/base/docs/quoting',
      excerpt: 'Call <mark>quote</mark>',
      meta: { title: 'Quoting' },
      sub_results: [
        { title: 'Quoting', url: '/base/docs/quoting', excerpt: 'intro' },
        { title: 'Exact input', url: '/base/docs/quoting#exact-input', excerpt: 'Call <mark>quote</mark>' },
      ],
    });
    expect(view).toEqual({
      title: 'Quoting',
      href: '/base/docs/quoting',
      excerpt: 'Call <mark>quote</mark>',
      sections: [{ title: 'Exact input', href: '/base/docs/quoting#exact-input', excerpt: 'Call <mark>quote</mark>' }],
    });
  });

  it('falls back to the URL without a title and keeps at most three sections', () => {
    const sections = [1, 2, 3, 4].map((n) => ({ title: `S${n}`, url: `/p#s${n}`, excerpt: '' }));
    const view = toResultView({ url: '/p', excerpt: '', meta: {}, sub_results: sections });
    expect(view.title).toBe('/p');
    expect(view.sections.map((section) => section.href)).toEqual(['/p#s1', '/p#s2', '/p#s3']);
  });
});

describe('search options', () => {
  it('lists each page, then its sections, in reading order', () => {
    const results = [
      { title: 'A', href: '/a', excerpt: '', sections: [{ title: 'A1', href: '/a#1', excerpt: '' }] },
      { title: 'B', href: '/b', excerpt: '', sections: [] },
    ];
    expect(resultOptions(results).map((option) => option.kind === 'link' && option.href)).toEqual(['/a', '/a#1', '/b']);
    expect(new Set(resultOptions(results).map((option) => option.id)).size).toBe(3);
  });

  it('makes recent searches options with their query', () => {
    expect(recentOptions(['swap']).map((option) => option.kind === 'recent' && option.query)).toEqual(['swap']);
  });

  it('moves the active option with wrapping at both ends', () => {
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(0);
  });
});
