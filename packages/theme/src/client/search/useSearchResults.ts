import { useEffect, useState } from 'react';
import type { PagefindApi } from './loadPagefind.js';
import { searchPagefind, type SearchResultView } from './searchPagefind.js';
import { errorMessage } from './SearchLoadStatus.js';

/** how long typing must pause before a query runs */
export const SEARCH_DEBOUNCE_MS = 100;

export type SearchResultsState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; query: string; results: SearchResultView[] }
  | { status: 'failed'; message: string };

/** The results for `query`, debounced; only the latest query's answer is kept. */
export function useSearchResults(pagefind: PagefindApi | undefined, indexHref: string, query: string): SearchResultsState {
  const [state, setState] = useState<SearchResultsState>({ status: 'idle' });
  const trimmed = query.trim();
  useEffect(() => {
    if (pagefind === undefined || trimmed === '') {
      setState({ status: 'idle' });
      return;
    }
    let isCurrent = true;
    setState((previous) => (previous.status === 'done' ? previous : { status: 'searching' }));
    // start fetching the query's chunks during the debounce; a failure surfaces in the search
    pagefind.preload(trimmed).catch(() => undefined);
    const timer = setTimeout(() => {
      searchPagefind(pagefind, trimmed, indexHref).then(
        (results) => isCurrent && setState({ status: 'done', query: trimmed, results }),
        (error: unknown) => isCurrent && setState({ status: 'failed', message: errorMessage(error) }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [pagefind, indexHref, trimmed]);
  return state;
}
