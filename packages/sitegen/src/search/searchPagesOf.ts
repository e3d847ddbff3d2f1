import type { PageKind } from '@sitegen/theme';
import type { SearchPage } from './buildSearchIndex.js';

/**
 * guides, API pages and Markdown pages; not the home page (a React page), the not-found
 * page, nor category indexes (cards repeating their docs' descriptions, which would crowd
 * the results)
 */
const SEARCHABLE_KINDS: ReadonlySet<PageKind> = new Set(['doc', 'markdown']);

export interface SearchPagesOfParams {
  routes: readonly { outputFile: string; page: { kind: PageKind; href: string } }[];
  /** the rendered documents, by output file */
  rendered: readonly { path: string; contents: string | Uint8Array }[];
}

/** The rendered pages search indexes, each with its route's href. */
export function searchPagesOf({ routes, rendered }: SearchPagesOfParams): SearchPage[] {
  const htmlByFile = new Map(rendered.map((file) => [file.path, file.contents]));
  return routes.flatMap((route) => {
    const html = htmlByFile.get(route.outputFile);
    return SEARCHABLE_KINDS.has(route.page.kind) && html !== undefined ? [{ href: route.page.href, html }] : [];
  });
}
