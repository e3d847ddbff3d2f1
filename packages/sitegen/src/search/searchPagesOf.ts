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

/** A rendered page as search takes it (with its route's href), or undefined for a page search leaves out. */
export function searchPageOf(route: SearchableRoute, contents: string | Uint8Array): SearchPage | undefined {
  return SEARCHABLE_KINDS.has(route.page.kind) ? { href: route.page.href, html: contents } : undefined;
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
