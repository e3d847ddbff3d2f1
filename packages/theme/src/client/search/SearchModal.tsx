/**
 * The search modal, loaded on first open: a labelled combobox input, results as the
 * reader types (debounced), grouped by page with the matching sections; arrow keys and
 * Enter choose, Escape closes; recent searches while the input is empty.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { STORAGE_KEYS } from '@sitegen/core/view';
import { SearchIcon } from '../../shared/SearchButton.js';
import { readStorage, writeStorage } from '../storage.js';
import { parseRecentSearches, withRecentSearch } from './recentSearches.js';
import { RecentSearchList } from './RecentSearchList.js';
import { SearchDialogFrame } from './SearchDialogFrame.js';
import { SearchLoadStatus } from './SearchLoadStatus.js';
import { moveActive, recentOptions, resultOptions, type SearchOption } from './searchOptions.js';
import { RESULTS_LISTBOX_ID, SearchResults } from './SearchResults.js';
import { usePagefind } from './usePagefind.js';
import { useSearchResults } from './useSearchResults.js';

export interface SearchModalProps {
  placeholder: string;
  indexHref: string;
  lazyLoadDelayMs: number;
  onClose: () => void;
}

export function SearchModal({ placeholder, indexHref, lazyLoadDelayMs, onClose }: SearchModalProps) {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // not `autoFocus`: Preact leaves it to the browser, which autofocuses once per document,
  // and the document outlives the modal (reopened, or kept across client-side navigation)
  useEffect(() => inputRef.current?.focus(), []);
  const [recent, setRecent] = useState(() => parseRecentSearches(readStorage('local', STORAGE_KEYS.recentSearches)));
  const pagefind = usePagefind(indexHref);
  const search = useSearchResults(pagefind.state.status === 'ready' ? pagefind.state.pagefind : undefined, indexHref, query);
  const isEmpty = query.trim() === '';
  const options = useMemo<SearchOption[]>(
    () => (isEmpty ? recentOptions(recent) : search.status === 'done' ? resultOptions(search.results) : []),
    [isEmpty, recent, search],
  );
  const [active, setActive] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new options (a new query's results) start again at the first
  useEffect(() => setActive(0), [options]);
  const activeOption = options[active];
  useEffect(() => {
    if (activeOption !== undefined) document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const choose = () => {
    const next = withRecentSearch(recent, query);
    writeStorage('local', STORAGE_KEYS.recentSearches, JSON.stringify(next));
    setRecent(next);
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(moveActive(active, options.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && activeOption !== undefined) {
      event.preventDefault();
      if (activeOption.kind === 'recent') setQuery(activeOption.query);
      // a real click, so the client router handles the navigation as it does any link
      else document.getElementById(activeOption.id)?.click();
    }
  };
  const activate = (id: string) =>
    setActive(
      Math.max(
        0,
        options.findIndex((option) => option.id === id),
      ),
    );
  const failure = pagefind.state.status === 'failed' ? pagefind.state : search.status === 'failed' ? search : undefined;

  return (
    <SearchDialogFrame onClose={onClose}>
      <div className="sg-search-dialog__bar">
        <SearchIcon />
        <input
          className="sg-search-dialog__input"
          type="search"
          role="combobox"
          aria-label={placeholder}
          aria-expanded={options.length > 0}
          aria-controls={RESULTS_LISTBOX_ID}
          aria-autocomplete="list"
          aria-activedescendant={activeOption?.id}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          ref={inputRef}
          value={query}
          onInput={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="sg-search-dialog__close" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="sg-search-dialog__body">
        {failure !== undefined ? (
          <SearchLoadStatus load={{ status: 'failed', message: failure.message }} delayMs={lazyLoadDelayMs} onRetry={pagefind.reload} />
        ) : pagefind.state.status === 'loading' ? (
          <SearchLoadStatus load={pagefind.state} delayMs={lazyLoadDelayMs} onRetry={pagefind.reload} />
        ) : isEmpty ? (
          <RecentSearchList
            options={options.filter((option) => option.kind === 'recent')}
            activeId={activeOption?.id}
            onActivate={activate}
            onPick={setQuery}
          />
        ) : search.status === 'done' && search.results.length === 0 ? (
          <p className="sg-search-status" role="status">
            No results for “{search.query}”
          </p>
        ) : search.status === 'done' ? (
          <SearchResults results={search.results} activeId={activeOption?.id} onActivate={activate} onChoose={choose} />
        ) : null}
      </div>
      <p className="sg-visually-hidden" aria-live="polite">
        {search.status === 'done' && search.results.length > 0 ? `${search.results.length} pages found` : ''}
      </p>
    </SearchDialogFrame>
  );
}
