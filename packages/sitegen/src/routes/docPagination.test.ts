import { describe, expect, it } from 'vitest';
import type { DocFrontMatter } from '../content/types.js';
import { docPagination, type PaginationTarget } from './docPagination.js';

const targets = (() => {
  const list: [string, PaginationTarget][] = [
    ['intro', { label: 'Intro', href: '/docs/intro' }],
    ['guides/setup', { label: 'Set up', href: '/docs/guides/setup', paginationLabel: 'Setting up' }],
    ['guides/deploy', { label: 'Deploy', href: '/docs/guides/deploy' }],
  ];
  return { byId: new Map(list), byHref: new Map(list.map(([, target]) => [target.href, target])) };
})();

const sidebar = { prev: { label: 'Intro', href: '/docs/intro' }, next: { label: 'Set up', href: '/docs/guides/setup' } };
const of = (frontMatter: DocFrontMatter) =>
  docPagination({ frontMatter, file: '/site/docs/a.md', frontMatterLines: { pagination_next: 4 } }, sidebar, targets);

describe('docPagination', () => {
  it("keeps the sidebar's neighbours, named by a target's pagination_label", () => {
    expect(of({})).toEqual({ prev: { label: 'Intro', href: '/docs/intro' }, next: { label: 'Setting up', href: '/docs/guides/setup' } });
  });

  it('leads to the doc a front-matter id names, and hides a side set to null', () => {
    expect(of({ pagination_next: 'guides/deploy', pagination_prev: null })).toEqual({
      next: { label: 'Deploy', href: '/docs/guides/deploy' },
    });
    expect(of({ pagination_next: null, pagination_prev: 'guides/setup' })).toEqual({
      prev: { label: 'Setting up', href: '/docs/guides/setup' },
    });
  });

  it('names the file, the line and the closest id for an id no doc has', () => {
    expect(() => of({ pagination_next: 'guides/deplyo' })).toThrow(
      expect.objectContaining({
        code: 'content/unknown-doc',
        message: "pagination_next: no doc has the id 'guides/deplyo'",
        hint: expect.stringMatching(/^Did you mean 'guides\/deploy'\?/),
        location: { file: '/site/docs/a.md', line: 4 },
      }),
    );
  });
});
