import type { NavbarItem, SidebarDefinition, SidebarItemConfig } from '../../config/types.js';
import type { NotMapped } from '../migrationFiles.js';
import type { MappingContext } from './mapVitePressConfig.js';
import { isRecord, record, str } from './configValues.js';

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** A VitePress link ('/guide/setup.html#x', '/guide/') → the id of the doc at that route, if there is one. */
export function docIdOfLink(link: string, context: MappingContext): string | undefined {
  if (EXTERNAL.test(link)) return undefined;
  const route = link
    .replace(/[?#].*$/, '')
    .replace(/\.(?:html|md)$/i, '')
    .replace(/(?:^|\/)index$/i, '')
    .replace(/^\/+|\/+$/g, '');
  return context.docIdOfRoute.get(route);
}

/** `themeConfig.nav` → navbar items: a page of the site by its doc id, another site by its URL, a group as a dropdown. */
export function mapNav(nav: unknown, context: MappingContext, notMapped: NotMapped[]): NavbarItem[] {
  if (!Array.isArray(nav)) return [];
  return nav.flatMap((entry): NavbarItem[] => {
    const item = record(entry);
    const label = str(item.text) ?? '';
    if (Array.isArray(item.items)) {
      const items = flattenGroups(item.items).flatMap((child) => {
        const link = str(child.link);
        return link === undefined ? [] : linkItem(str(child.text) ?? link, link, context, notMapped);
      });
      return items.length === 0 ? [] : [{ type: 'dropdown', label, items } as NavbarItem];
    }
    const link = str(item.link);
    if (link === undefined) {
      notMapped.push({ key: 'themeConfig.nav', why: `'${label}' has neither a link nor items` });
      return [];
    }
    return linkItem(label, link, context, notMapped) as NavbarItem[];
  });
}

/** A dropdown's groups (`{ text, items }` inside `items`) are flattened: sitegen's dropdowns have one level. */
function flattenGroups(items: unknown[]): Record<string, unknown>[] {
  return items.flatMap((entry) => {
    const item = record(entry);
    return Array.isArray(item.items) ? flattenGroups(item.items) : [item];
  });
}

/** A page of the site by its doc id, another site by its URL; a link to no page of srcDir is left out (the build would fail on it), and said so. */
function linkItem(
  label: string,
  link: string,
  context: MappingContext,
  notMapped: NotMapped[],
): { type?: 'doc'; docId?: string; label: string; href?: string }[] {
  const docId = docIdOfLink(link, context);
  if (docId !== undefined) return [{ type: 'doc', docId, label }];
  if (EXTERNAL.test(link)) return [{ label, href: link }];
  notMapped.push({ key: 'themeConfig.nav', why: `'${label}' links to ${link}, which no page of srcDir is: left out of the navbar` });
  return [];
}

/** `themeConfig.socialLinks` → links on the navbar's right, labelled by their icon's name. */
export function mapSocialLinks(links: unknown): NavbarItem[] {
  if (!Array.isArray(links)) return [];
  return links.flatMap((entry) => {
    const item = record(entry);
    const href = str(item.link);
    if (href === undefined) return [];
    const icon = typeof item.icon === 'string' ? item.icon : 'Link';
    const label = str(item.ariaLabel) ?? icon.charAt(0).toUpperCase() + icon.slice(1);
    return [{ label, href, position: 'right' } as NavbarItem];
  });
}

/**
 * `themeConfig.sidebar` → sitegen's sidebars: one list is the `docs` sidebar; an object of
 * sidebars by path ('/api/') gives one sidebar each, named after the path.
 */
export function mapSidebars(
  sidebar: unknown,
  context: MappingContext,
  notMapped: NotMapped[],
): Record<string, SidebarDefinition> | undefined {
  if (Array.isArray(sidebar)) return { docs: mapItems(sidebar, '', context, notMapped) };
  if (!isRecord(sidebar)) return undefined;
  const sidebars: Record<string, SidebarDefinition> = {};
  for (const [pathPrefix, value] of Object.entries(sidebar)) {
    const id = pathPrefix.replace(/^\/+|\/+$/g, '').replace(/[^\w-]+/g, '-') || 'docs';
    const items = Array.isArray(value) ? value : record(value).items;
    const base = str(record(value).base) ?? '';
    if (!Array.isArray(items)) continue;
    sidebars[id] = mapItems(items, base, context, notMapped);
  }
  return sidebars;
}

function mapItems(items: unknown[], base: string, context: MappingContext, notMapped: NotMapped[]): SidebarItemConfig[] {
  return items.flatMap((entry): SidebarItemConfig[] => {
    const item = record(entry);
    const label = str(item.text) ?? '';
    const ownBase = str(item.base) ?? base;
    const link = str(item.link) === undefined ? undefined : ownBase + (str(item.link) ?? '');
    const docId = link === undefined ? undefined : docIdOfLink(link, context);
    if (Array.isArray(item.items)) {
      const children = mapItems(item.items, ownBase, context, notMapped);
      // a group without a title is its items, in place
      if (label === '') return children;
      if (children.length === 0 && docId === undefined) {
        notMapped.push({ key: 'themeConfig.sidebar', why: `the group '${label}' has no page of srcDir: left out of the sidebar` });
        return [];
      }
      return [
        {
          type: 'category',
          label,
          items: children,
          // VitePress: a group without `collapsed` cannot collapse
          collapsible: item.collapsed !== undefined,
          collapsed: item.collapsed === true,
          ...(docId === undefined ? {} : { link: { type: 'doc', id: docId } }),
        },
      ];
    }
    if (docId !== undefined) return [{ type: 'doc', id: docId, label }];
    if (link !== undefined) {
      if (EXTERNAL.test(link)) return [{ type: 'link', href: link, label }];
      // a link the build would fail on: left out, and said so
      notMapped.push({
        key: 'themeConfig.sidebar',
        why: `'${label}' links to ${link}, which no page of srcDir is: left out of the sidebar`,
      });
      return [];
    }
    return label === '' ? [] : [{ type: 'html', value: label }];
  });
}
