import { describe, expect, it } from 'vitest';
import { currentSidebarCategory, fillDocCardLists } from './fillDocCardLists.js';
import type { SidebarView } from '../view/index.js';

const sidebar: SidebarView = {
  id: 'docs',
  items: [
    { type: 'link', label: 'Intro', href: '/intro', isCurrent: false },
    {
      type: 'category',
      label: 'Guides',
      href: '/guides',
      isCurrent: false,
      isActive: false,
      collapsed: false,
      collapsible: true,
      items: [
        {
          type: 'category',
          label: 'Deploy',
          href: '/guides/deploy',
          isCurrent: false,
          isActive: false,
          collapsed: true,
          collapsible: true,
          items: [{ type: 'link', label: 'Docker', href: '/guides/deploy/docker', isCurrent: false }],
        },
      ],
    },
  ],
};

describe('fillDocCardLists', () => {
  it("finds the category whose page is the doc, at any depth, and none for a doc that is no category's page", () => {
    expect(currentSidebarCategory(sidebar, '/guides/deploy')).toEqual([expect.objectContaining({ label: 'Docker' })]);
    expect(currentSidebarCategory(sidebar, '/intro')).toBeUndefined();
    expect(currentSidebarCategory(undefined, '/guides')).toBeUndefined();
  });

  it('fills each empty list, a category card saying how many items it has, the labels escaped', () => {
    const html = '<p>x</p><div class="sg-doc-card-list wide" data-sg-doc-card-list=""></div>';
    const filled = fillDocCardLists({
      html,
      cards: [{ label: 'A <b> & C', href: '/guides/deploy', kind: 'category', count: 1 }],
      file: 'guides.mdx',
      countLabel: (count) => `${count} items`,
    });
    expect(filled).toBe(
      '<p>x</p><div class="sg-doc-card-list wide"><a class="sg-card sg-card--category" href="/guides/deploy"><h2 class="sg-card__title">A &lt;b&gt; &amp; C</h2><p class="sg-card__description">1 items</p></a></div>',
    );
  });

  it('leaves a page without an empty list as it is, and fails on a list outside a category page', () => {
    expect(fillDocCardLists({ html: '<p>x</p>', cards: undefined, file: 'a.mdx', countLabel: String })).toBe('<p>x</p>');
    expect(() =>
      fillDocCardLists({
        html: '<div class="sg-doc-card-list" data-sg-doc-card-list=""></div>',
        cards: undefined,
        file: 'a.mdx',
        countLabel: String,
      }),
    ).toThrow(expect.objectContaining({ code: 'mdx/render', location: { file: 'a.mdx' } }));
  });
});
