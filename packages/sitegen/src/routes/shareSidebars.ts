import type { SidebarItemView, SidebarView } from '../view/index.js';
import type { Router } from '../router/createRouter.js';
import { ENGLISH_STRINGS, formatString, type ThemeStrings } from '../view/strings.js';

/**
 * Above this many entries a page carries only the open part of its sidebar: every page
 * holding the whole sidebar makes the site's size (and build time) grow with the square of
 * its page count.
 */
export const SHARED_SIDEBAR_ENTRIES = 150;

/** A sidebar written once, for the browser to fill in the categories a page left out. */
export interface SidebarFragment {
  /** relative to the output folder */
  path: string;
  sidebar: SidebarView;
}

export interface SharedSidebars {
  /** the sidebar as a page carries it: whole when small, else its collapsed categories left empty */
  viewOf: (sidebar: SidebarView) => SidebarView;
  fragments: SidebarFragment[];
}

function countEntries(items: SidebarItemView[]): number {
  return items.reduce((total, item) => total + 1 + (item.type === 'category' ? countEntries(item.items) : 0), 0);
}

/**
 * Above this many categories in one list, a page leaves out the collapsed ones altogether
 * (even an empty row is several hundred bytes, on every page of the site).
 */
export const WIDE_LIST_CATEGORIES = 30;

/**
 * An open category of more entries than this that has a page of its own (the API's
 * 1,011 type aliases) shows only the entries around the current one, then a link to that
 * page, which lists them all: the same for readers with or without scripts.
 */
export const WINDOWED_CATEGORY_ENTRIES = 200;
/** entries kept on each side of the current one */
const WINDOW_RADIUS = 10;

type CategoryItem = Extract<SidebarItemView, { type: 'category' }>;

/** How the sidebar's own links read: the locale's words, its numbers. */
export interface SidebarWords {
  strings: ThemeStrings;
  lang: string;
}

/** The current entry's neighbours and a last link to the category's page, which lists every entry. */
function windowItems(category: CategoryItem & { href: string }, words: SidebarWords): SidebarItemView[] {
  const { items } = category;
  const current = Math.max(
    0,
    items.findIndex((item) => (item.type === 'link' && item.isCurrent) || (item.type === 'category' && item.isActive)),
  );
  const start = Math.max(0, Math.min(current - WINDOW_RADIUS, items.length - 2 * WINDOW_RADIUS - 1));
  const shown = items.slice(start, start + 2 * WINDOW_RADIUS + 1);
  const all: SidebarItemView = {
    type: 'link',
    label: formatString(words.strings.apiAllEntries, {
      count: items.length.toLocaleString(words.lang),
      label: category.label.toLowerCase(),
    }),
    href: category.href,
    isCurrent: false,
    className: 'sg-sidebar__all',
  };
  return [...shown, all];
}

const isWindowed = (item: CategoryItem): item is CategoryItem & { href: string } =>
  item.href !== undefined && item.items.length > WINDOWED_CATEGORY_ENTRIES;

const isOpen = (item: CategoryItem): boolean => item.isActive || !item.collapsed || !item.collapsible;

/** Collapsed categories the current page is not in keep no items (or, in a wide list, no row): the fragment has them. */
function pruneItems(items: SidebarItemView[], words: SidebarWords): { items: SidebarItemView[]; partial: boolean } {
  const wide = items.filter((item) => item.type === 'category').length > WIDE_LIST_CATEGORIES;
  let partial = false;
  const kept = items.flatMap((item): SidebarItemView[] => {
    if (item.type !== 'category') return [item];
    if (!isOpen(item)) {
      partial ||= wide;
      return wide ? [] : [{ ...item, items: [] }];
    }
    const inner = pruneItems(isWindowed(item) ? windowItems(item, words) : item.items, words);
    partial ||= inner.partial;
    return [{ ...item, items: inner.items }];
  });
  return { items: kept, partial };
}

/** Decides once per sidebar whether pages share it through a fragment. */
export function shareSidebars(
  sidebars: Map<string, SidebarView>,
  router: Pick<Router, 'href' | 'sidebarFragmentFile'>,
  words: SidebarWords = { strings: ENGLISH_STRINGS, lang: 'en' },
): SharedSidebars {
  const fragments = new Map<string, SidebarFragment>();
  for (const [id, sidebar] of sidebars) {
    if (countEntries(sidebar.items) <= SHARED_SIDEBAR_ENTRIES) continue;
    fragments.set(id, { path: router.sidebarFragmentFile(id), sidebar });
  }
  return {
    fragments: [...fragments.values()],
    viewOf: (sidebar) => {
      const fragment = fragments.get(sidebar.id);
      if (fragment === undefined) return sidebar;
      const { items, partial } = pruneItems(sidebar.items, words);
      return { id: sidebar.id, items, fragmentHref: router.href(fragment.path), ...(partial ? { partial } : {}) };
    },
  };
}
