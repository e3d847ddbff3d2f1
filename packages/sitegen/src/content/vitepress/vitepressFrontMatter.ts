import type { DocFrontMatter } from '../types.js';

/**
 * VitePress's page keys that have a sitegen equivalent, as sitegen's keys: `outline` (levels,
 * 'deep', or false), `aside: false`, `layout: page` (no table of contents), `prev: false` and
 * `next: false`. A key the page sets in sitegen's own words wins. (`title` and `description`
 * are sitegen's keys too; `layout: home` is read by homeMarkdown.)
 */
export function vitepressFrontMatter(raw: Readonly<Record<string, unknown>>): Partial<DocFrontMatter> {
  const mapped: Partial<DocFrontMatter> = {};
  const outline =
    raw.outline !== null && typeof raw.outline === 'object' && !Array.isArray(raw.outline)
      ? (raw.outline as { level?: unknown }).level
      : raw.outline;
  if (outline === false || raw.aside === false || raw.layout === 'page') mapped.hide_table_of_contents = true;
  else if (outline === 'deep') Object.assign(mapped, { toc_min_heading_level: 2, toc_max_heading_level: 6 });
  else if (typeof outline === 'number') Object.assign(mapped, { toc_min_heading_level: outline, toc_max_heading_level: outline });
  else if (Array.isArray(outline) && typeof outline[0] === 'number' && typeof outline[1] === 'number')
    Object.assign(mapped, { toc_min_heading_level: outline[0], toc_max_heading_level: outline[1] });
  if (raw.prev === false) mapped.pagination_prev = null;
  if (raw.next === false) mapped.pagination_next = null;
  return mapped;
}

/** The page keys VitePress reads: none of them is a misspelt sitegen key. */
export const VITEPRESS_PAGE_KEYS: ReadonlySet<string> = new Set([
  'title',
  'titleTemplate',
  'description',
  'head',
  'layout',
  'hero',
  'features',
  'navbar',
  'sidebar',
  'aside',
  'outline',
  'lastUpdated',
  'editLink',
  'footer',
  'pageClass',
  'prev',
  'next',
  'isHome',
]);

/** A VitePress page key (or value) that sitegen does not apply, and what happens instead. */
export interface UnappliedKey {
  key: string;
  note: string;
}

const HIDES = (what: string) => `sitegen shows ${what} on every page`;

/**
 * The keys VitePress honours on a page that sitegen does not, each with what the page gets
 * instead: reported, never dropped without a word.
 */
export function unappliedVitepressKeys(raw: Readonly<Record<string, unknown>>): UnappliedKey[] {
  const unapplied: UnappliedKey[] = [];
  const add = (key: string, note: string) => unapplied.push({ key, note });
  if (raw.titleTemplate !== undefined && raw.titleTemplate !== true)
    add('titleTemplate', "every page's `<title>` is `<page title> | <site title>`; set `title` for the page's part");
  if (raw.head !== undefined) add('head', "a page has no head tags of its own: add them to the config's headTags (every page)");
  if (raw.layout !== undefined && !['doc', 'home', 'page'].includes(String(raw.layout)))
    add('layout', `the layout '${String(raw.layout)}' is VitePress's (a Vue component): the page is a doc`);
  if (raw.layout === 'page') add('layout', "'page' hides the table of contents; the sidebar and the doc's frame stay");
  for (const side of ['prev', 'next'] as const)
    if (raw[side] !== undefined && raw[side] !== false)
      add(side, `the ${side === 'prev' ? 'previous' : 'next'} link follows the sidebar: pagination_${side} names another doc by id`);
  if (raw.editLink === false) add('editLink', HIDES('the edit link'));
  if (raw.lastUpdated === false) add('lastUpdated', HIDES('the last-updated date (with the config’s lastUpdated)'));
  if (raw.sidebar === false) add('sidebar', HIDES('the sidebar'));
  if (raw.navbar === false) add('navbar', HIDES('the navbar'));
  if (raw.footer === false) add('footer', HIDES('the footer'));
  if (raw.aside === 'left') add('aside', 'the table of contents is on the right');
  if (raw.pageClass !== undefined) add('pageClass', 'the page has no class of its own: style it by its URL, or by a class in its Markdown');
  return unapplied;
}
