import type { PageKind } from '../view/index.js';
import type { SearchPage } from './buildSearchIndex.js';

/**
 * guides, API pages and Markdown pages; not the home page (a React page), the not-found
 * page, nor category indexes (cards repeating their docs' descriptions, which would crowd
 * the results)
 */
const SEARCHABLE_KINDS: ReadonlySet<PageKind> = new Set(['doc', 'api', 'markdown']);

export interface SearchableRoute {
  outputFile: string;
  page: { kind: PageKind; href: string };
}

/** Whether search indexes the route's page. */
export function isSearchable(route: { page: { kind: PageKind } }): boolean {
  return SEARCHABLE_KINDS.has(route.page.kind);
}

/**
 * A rendered page as search takes it (with its route's href), or undefined for a page search
 * leaves out; `searchable`: its share already cut where it was rendered (a render worker).
 */
export function searchPageOf(route: SearchableRoute, contents: string | Uint8Array, searchable?: Uint8Array): SearchPage | undefined {
  if (!isSearchable(route)) return undefined;
  return searchable === undefined ? { href: route.page.href, html: contents } : { href: route.page.href, html: contents, searchable };
}

export interface SearchPagesOfParams {
  routes: readonly SearchableRoute[];
  /** the rendered documents, by output file */
  rendered: readonly { path: string; contents: string | Uint8Array }[];
}

/** The rendered pages search indexes, in route order. */
export function searchPagesOf({ routes, rendered }: SearchPagesOfParams): SearchPage[] {
  const htmlByFile = new Map(rendered.map((file) => [file.path, file.contents]));
  return routes.flatMap((route) => {
    const html = htmlByFile.get(route.outputFile);
    const page = html === undefined ? undefined : searchPageOf(route, html);
    return page === undefined ? [] : [page];
  });
}
