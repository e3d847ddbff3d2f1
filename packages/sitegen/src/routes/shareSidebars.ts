import type { SidebarItemView, SidebarView } from '../view/index.js';
import type { Router } from '../router/createRouter.js';
import { markCurrent } from './sidebarNavigation.js';
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
  /** the sidebar as the page at `path` (indexes from the top down to its entry) carries it, its entry marked */
  viewAt: (sidebar: SidebarView, path: readonly number[]) => SidebarView;
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
/**
 * A list with no page that lists its entries (the top of a sidebar, a folder with no
 * category page) keeps them all up to this many, then shows only the entries around the
 * current one too: a folder of many thousand pages, each page carrying every entry, made the
 * site's size and its build's memory grow with the square of the folder's size.
 */
export const WINDOWED_UNLISTED_ENTRIES = 1000;
/** entries kept on each side of the current one */
const WINDOW_RADIUS = 10;

type CategoryItem = Extract<SidebarItemView, { type: 'category' }>;

/** How the sidebar's own links read: the locale's words, its numbers. */
export interface SidebarWords {
  strings: ThemeStrings;
  lang: string;
}

/** Whether a list shows only the entries around the current one: `owner` is its category, none at the top. */
function isWide(items: readonly SidebarItemView[], owner: CategoryItem | undefined): boolean {
  return items.length > (owner?.href === undefined ? WINDOWED_UNLISTED_ENTRIES : WINDOWED_CATEGORY_ENTRIES);
}

/**
 * The entries around `current` (an index in `items`), and a last link to the category's page
 * when it has one, which lists every entry. Returns where the window starts.
 */
function windowOf(
  items: SidebarItemView[],
  current: number,
  owner: CategoryItem | undefined,
  words: SidebarWords,
): { start: number; items: SidebarItemView[] } {
  const start = Math.max(0, Math.min(current - WINDOW_RADIUS, items.length - 2 * WINDOW_RADIUS - 1));
  const shown = items.slice(start, start + 2 * WINDOW_RADIUS + 1);
  if (owner?.href === undefined) return { start, items: shown };
  const all: SidebarItemView = {
    type: 'link',
    label: formatString(words.strings.apiAllEntries, {
      count: items.length.toLocaleString(words.lang),
      label: owner.label.toLowerCase(),
    }),
    href: owner.href,
    isCurrent: false,
    className: 'sg-sidebar__all',
  };
  return { start, items: [...shown, all] };
}

/** An open category's entries as a page shows them: around its current one when the list is wide. */
function windowItems(category: CategoryItem, words: SidebarWords): SidebarItemView[] {
  const { items } = category;
  if (!isWide(items, category)) return items;
  const current = Math.max(
    0,
    items.findIndex((item) => (item.type === 'link' && item.isCurrent) || (item.type === 'category' && item.isActive)),
  );
  return windowOf(items, current, category, words).items;
}

/**
 * The wide lists on the way to a page's entry cut to their windows before the page marks its
 * entry: the page copies the few entries it shows, never the whole list. Returns the cut
 * sidebar's items and the entry's path in them.
 */
function windowAlong(
  items: SidebarItemView[],
  path: readonly number[],
  owner: CategoryItem | undefined,
  words: SidebarWords,
): { items: SidebarItemView[]; path: number[] } {
  const [index, ...rest] = path;
  if (index === undefined) return { items, path: [] };
  const cut = isWide(items, owner) ? windowOf(items, index, owner, words) : { start: 0, items };
  const at = index - cut.start;
  const item = cut.items[at];
  if (item?.type !== 'category') return { items: cut.items, path: [at] };
  const inner = windowAlong(item.items, rest, item, words);
  if (inner.items === item.items && cut.items === items) return { items, path: [...path] };
  const copy = cut.items === items ? items.slice() : cut.items;
  copy[at] = { ...item, items: inner.items };
  return { items: copy, path: [at, ...inner.path] };
}

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
    const inner = pruneItems(windowItems(item, words), words);
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
  const viewOf = (sidebar: SidebarView): SidebarView => {
    const fragment = fragments.get(sidebar.id);
    if (fragment === undefined) return sidebar;
    const { items, partial } = pruneItems(
      isWide(sidebar.items, undefined) ? windowOf(sidebar.items, 0, undefined, words).items : sidebar.items,
      words,
    );
    return { id: sidebar.id, items, fragmentHref: router.href(fragment.path), ...(partial ? { partial } : {}) };
  };
  return {
    fragments: [...fragments.values()],
    viewOf,
    viewAt: (sidebar, path) => {
      // a small sidebar has no wide list: only a large one, shared through a fragment, is cut
      if (!fragments.has(sidebar.id)) return markCurrent(sidebar, [...path]);
      const cut = windowAlong(sidebar.items, path, undefined, words);
      return viewOf(markCurrent({ id: sidebar.id, items: cut.items }, cut.path));
    },
  };
}
