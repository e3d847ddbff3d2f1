/**
 * Bundled in place of `search/useSearchResults.ts` on a site with several docs versions:
 * the same results, from the version in the search scope unless the reader searches all.
 */
import { useMemo } from 'react';
import type { PagefindApi } from '../search/loadPagefind.js';
import { useSearchResults as useAllResults, type SearchResultsState } from '../search/useSearchResults.js';
import { useSearchScope } from './searchScope.js';

/** Pagefind as its module is: `search` and `preload` take options, filters among them. */
interface FilteredPagefind {
  search(query: string, options?: { filters: Record<string, string> }): ReturnType<PagefindApi['search']>;
  preload(query: string, options?: { filters: Record<string, string> }): Promise<void>;
}

/** Pagefind kept to one version: the pages the build tagged `version:<name>` (see VersionSearchFilters). */
function inVersion(pagefind: FilteredPagefind, version: string): PagefindApi {
  const options = { filters: { version } };
  return { search: (query) => pagefind.search(query, options), preload: (query) => pagefind.preload(query, options) };
}

export function useSearchResults(pagefind: PagefindApi | undefined, indexHref: string, query: string): SearchResultsState {
  const { version, all } = useSearchScope();
  const name = all ? undefined : version?.name;
  // a new scope is a new Pagefind to the hook below: it searches again
  const scoped = useMemo(() => (pagefind === undefined || name === undefined ? pagefind : inVersion(pagefind, name)), [pagefind, name]);
  return useAllResults(scoped, indexHref, query);
}
