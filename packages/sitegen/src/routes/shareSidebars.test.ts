import type { SidebarItemView, SidebarView } from '../view/index.js';
import { describe, expect, it } from 'vitest';
import { testRouter } from '../test/router.js';
import { THEME_STRINGS } from '../view/strings.js';
import { SHARED_SIDEBAR_ENTRIES, shareSidebars, WINDOWED_CATEGORY_ENTRIES, WINDOWED_UNLISTED_ENTRIES } from './shareSidebars.js';

const link = (n: number): SidebarItemView => ({ type: 'link', label: `Page ${n}`, href: `/docs/p${n}`, isCurrent: false });
const category = (
  label: string,
  items: SidebarItemView[],
  open: Partial<{ isActive: boolean; collapsed: boolean }> = {},
): Extract<SidebarItemView, { type: 'category' }> => ({
  type: 'category',
  label,
  isCurrent: false,
  isActive: false,
  collapsed: true,
  collapsible: true,
  items,
  ...open,
});
/** `groups` categories of 10 links: 11 entries each */
function sidebarOf(groups: number): SidebarView {
  return {
    id: 'docs',
    items: Array.from({ length: groups }, (_, g) =>
      category(
        `Group ${g}`,
        Array.from({ length: 10 }, (_, i) => link(g * 10 + i)),
      ),
    ),
  };
}

describe('shareSidebars', () => {
  it('leaves a small sidebar whole in every page', () => {
    const sidebar = sidebarOf(Math.floor(SHARED_SIDEBAR_ENTRIES / 11));
    const shared = shareSidebars(new Map([['docs', sidebar]]), testRouter('/base/'));
    expect(shared.fragments).toEqual([]);
    expect(shared.viewOf(sidebar)).toBe(sidebar);
  });

  it('empties the collapsed categories of a large sidebar, keeps the open ones, and writes it once', () => {
    const sidebar = sidebarOf(20);
    const shared = shareSidebars(new Map([['docs', sidebar]]), testRouter('/base/'));
    expect(shared.fragments).toEqual([{ path: 'assets/sidebar-docs.html', sidebar }]);
    const page = {
      ...sidebar,
      items: sidebar.items.map((item, index) => (index === 3 && item.type === 'category' ? { ...item, isActive: true } : item)),
    };
    const view = shared.viewOf(page);
    expect(view.fragmentHref).toBe('/base/assets/sidebar-docs.html');
    const counts = view.items.map((item) => (item.type === 'category' ? item.items.length : -1));
    expect(counts).toEqual(counts.map((_, index) => (index === 3 ? 10 : 0)));
  });

  it('keeps the items of categories configured open', () => {
    const sidebar: SidebarView = { id: 'docs', items: [category('Open', sidebarOf(20).items, { collapsed: false })] };
    const view = shareSidebars(new Map([['docs', sidebar]]), testRouter('/')).viewOf(sidebar);
    const open = view.items[0];
    expect(open?.type === 'category' ? open.items.length : 0).toBe(20);
  });
});

describe('shareSidebars, a wide list', () => {
  it('leaves out the rows of collapsed categories and marks the view partial', () => {
    const sidebar: SidebarView = { id: 'docs', items: [link(0), ...sidebarOf(40).items] };
    const shared = shareSidebars(new Map([['docs', sidebar]]), testRouter('/'));
    const page = {
      ...sidebar,
      items: sidebar.items.map((item, index) => (index === 5 && item.type === 'category' ? { ...item, isActive: true } : item)),
    };
    const view = shared.viewOf(page);
    expect(view.partial).toBe(true);
    expect(view.items.map((item) => (item.type === 'html' ? item.html : item.label))).toEqual(['Page 0', 'Group 4']);
  });
});

describe('shareSidebars, a category of more entries than WINDOWED_CATEGORY_ENTRIES', () => {
  const entries = Array.from({ length: WINDOWED_CATEGORY_ENTRIES + 50 }, (_, i) => link(i));
  const large = (items: SidebarItemView[], href?: string): SidebarView => ({
    id: 'api',
    items: [{ ...category('Type Aliases', items, { isActive: true }), ...(href === undefined ? {} : { href }) }],
  });
  const current = (index: number) =>
    entries.map((item, i): SidebarItemView => (i === index && item.type === 'link' ? { ...item, isCurrent: true } : item));
  const labels = (view: SidebarView) => {
    const [open] = view.items;
    return open?.type === 'category' ? open.items.map((item) => (item.type === 'html' ? item.html : item.label)) : [];
  };

  it('shows the 10 entries on each side of the current one, then a link to its page, which lists them all', () => {
    const sidebar = large(entries, '/api/type-aliases');
    const view = shareSidebars(new Map([['api', sidebar]]), testRouter('/')).viewOf(large(current(100), '/api/type-aliases'));
    expect(labels(view)).toEqual([...Array.from({ length: 21 }, (_, i) => `Page ${90 + i}`), 'All 250 type aliases']);
    const [open] = view.items;
    const all = open?.type === 'category' ? open.items.at(-1) : undefined;
    expect(all).toMatchObject({ type: 'link', href: '/api/type-aliases', className: 'sg-sidebar__all' });
  });

  it('keeps 21 entries near either end', () => {
    const shared = shareSidebars(new Map([['api', large(entries, '/t')]]), testRouter('/'));
    expect(labels(shared.viewOf(large(current(2), '/t'))).slice(0, 2)).toEqual(['Page 0', 'Page 1']);
    expect(labels(shared.viewOf(large(current(249), '/t'))).slice(-2)).toEqual(['Page 249', 'All 250 type aliases']);
    expect(labels(shared.viewOf(large(current(249), '/t')))).toHaveLength(22);
  });

  it("names the link to the category's page in the locale's words and numbers", () => {
    const strings = THEME_STRINGS.fr;
    if (strings === undefined) throw new Error('the theme speaks French');
    const french = (count: number) => Array.from({ length: count }, (_, i) => link(i));
    const shared = shareSidebars(new Map([['api', large(french(1200), '/t')]]), testRouter('/'), { strings, lang: 'fr-FR' });
    const fr = labels(
      shared.viewOf(
        large(
          french(1200).map((item, i) => (i === 3 && item.type === 'link' ? { ...item, isCurrent: true } : item)),
          '/t',
        ),
      ),
    );
    // French groups thousands with a narrow no-break space
    expect(fr.at(-1)).toBe('Voir les 1\u202f200 type aliases');
  });

  it('keeps every entry of a category with no page to list them', () => {
    const view = shareSidebars(new Map([['api', large(entries)]]), testRouter('/')).viewOf(large(current(100)));
    expect(labels(view)).toHaveLength(250);
  });
});

describe('shareSidebars, a list of more entries than WINDOWED_UNLISTED_ENTRIES with no page to list them', () => {
  const COUNT = 100_000;
  /** the entries, and how many of them were read: a page reads those it shows, never the whole list */
  function counted(): { items: SidebarItemView[]; reads: () => number } {
    const entries = Array.from({ length: COUNT }, (_, i) => link(i));
    let reads = 0;
    const items = new Proxy(entries, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    return { items, reads: () => reads };
  }
  const labels = (items: SidebarItemView[]) => items.map((item) => (item.type === 'html' ? item.html : item.label));

  it('shows the entries around the current one, at the top of a sidebar, reading only them', () => {
    const { items, reads } = counted();
    const sidebar: SidebarView = { id: 'docs', items };
    const shared = shareSidebars(new Map([['docs', sidebar]]), testRouter('/'));
    const before = reads();
    const view = shared.viewAt(sidebar, [5000]);
    expect(labels(view.items)).toEqual(Array.from({ length: 21 }, (_, i) => `Page ${4990 + i}`));
    expect(view.items[10]).toMatchObject({ label: 'Page 5000', isCurrent: true });
    expect(reads() - before).toBeLessThan(100);
  });

  it('in a folder with no category page: no link to a list of them all, and 21 entries near either end', () => {
    const { items, reads } = counted();
    const sidebar: SidebarView = { id: 'docs', items: [link(-1), category('Many', items)] };
    const shared = shareSidebars(new Map([['docs', sidebar]]), testRouter('/'));
    const before = reads();
    for (const [index, first] of [
      [0, 'Page 0'],
      [COUNT - 1, `Page ${COUNT - 21}`],
    ] as const) {
      const view = shared.viewAt(sidebar, [1, index]);
      const open = view.items[1];
      const shown = open?.type === 'category' ? open.items : [];
      expect(shown).toHaveLength(21);
      expect(labels(shown)[0]).toBe(first);
      expect(open).toMatchObject({ isActive: true });
    }
    expect(reads() - before).toBeLessThan(200);
  });

  it('keeps them all up to WINDOWED_UNLISTED_ENTRIES', () => {
    const entries = Array.from({ length: WINDOWED_UNLISTED_ENTRIES }, (_, i) => link(i));
    const sidebar: SidebarView = { id: 'docs', items: [category('Many', entries)] };
    const view = shareSidebars(new Map([['docs', sidebar]]), testRouter('/')).viewAt(sidebar, [0, 500]);
    const open = view.items[0];
    expect(open?.type === 'category' ? open.items : []).toHaveLength(WINDOWED_UNLISTED_ENTRIES);
  });
});
