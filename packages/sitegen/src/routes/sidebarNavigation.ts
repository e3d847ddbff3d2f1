import type { BreadcrumbView, PaginationView, SidebarItemView, SidebarView } from '../view/index.js';

/** Where a page sits in a sidebar: computed once per site, read once per page. */
export interface SidebarPlace {
  sidebarId: string;
  /** indexes from the sidebar's top level down to the page's entry */
  path: number[];
  breadcrumbs: BreadcrumbView[];
  pagination: PaginationView;
}

interface Visit {
  href: string;
  label: string;
  path: number[];
  ancestors: BreadcrumbView[];
}

/**
 * One walk over every sidebar: each href gets its place (the first sidebar listing it
 * wins), with breadcrumbs and prev/next along the sidebar order. `refs`: by sidebar, hrefs
 * listed by `ref` items, which take no part in that sidebar's navigation.
 */
export function indexSidebars(sidebars: Iterable<SidebarView>, refs?: ReadonlyMap<string, ReadonlySet<string>>): Map<string, SidebarPlace> {
  const places = new Map<string, SidebarPlace>();
  for (const sidebar of sidebars) {
    const visits: Visit[] = [];
    const skipped = refs?.get(sidebar.id);
    const walk = (items: SidebarItemView[], path: number[], ancestors: BreadcrumbView[]): void => {
      items.forEach((item, index) => {
        const here = [...path, index];
        if (item.type === 'html') return;
        if (item.href !== undefined && !(item.type === 'link' && (item.isExternal === true || skipped?.has(item.href) === true))) {
          visits.push({ href: item.href, label: item.label, path: here, ancestors });
        }
        if (item.type === 'category') walk(item.items, here, [...ancestors, { label: item.label, href: item.href }]);
      });
    };
    walk(sidebar.items, [], []);
    visits.forEach((visit, i) => {
      if (places.has(visit.href)) return;
      const prev = visits[i - 1];
      const next = visits[i + 1];
      places.set(visit.href, {
        sidebarId: sidebar.id,
        path: visit.path,
        breadcrumbs: [...visit.ancestors, { label: visit.label }],
        pagination: {
          prev: prev && { label: prev.label, href: prev.href },
          next: next && { label: next.label, href: next.href },
        },
      });
    });
  }
  return places;
}

/**
 * The sidebar as one page sees it: only the entries on the path to the current page are
 * copied (current, or active ancestors); the rest is shared between pages, so a page costs
 * the depth of its entry, not the size of the sidebar.
 */
export function markCurrent(sidebar: SidebarView, path: number[]): SidebarView {
  return { id: sidebar.id, items: markPath(sidebar.items, path) };
}

function markPath(items: SidebarItemView[], path: number[]): SidebarItemView[] {
  const [index, ...rest] = path;
  const item = index === undefined ? undefined : items[index];
  if (index === undefined || item === undefined) return items;
  const copy = items.slice();
  if (item.type === 'html') return items;
  if (item.type === 'link') copy[index] = { ...item, isCurrent: rest.length === 0 };
  else copy[index] = { ...item, isCurrent: rest.length === 0, isActive: true, items: markPath(item.items, rest) };
  return copy;
}
