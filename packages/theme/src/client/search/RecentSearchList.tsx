import type { SearchOption } from './searchOptions.js';
import { RESULTS_LISTBOX_ID } from './SearchResults.js';
import { t } from '../strings.js';

export interface RecentSearchListProps {
  options: Extract<SearchOption, { kind: 'recent' }>[];
  activeId: string | undefined;
  onActivate: (id: string) => void;
  onPick: (query: string) => void;
}

/** The reader's recent searches, shown while the input is empty; picking one runs it again. */
export function RecentSearchList({ options, activeId, onActivate, onPick }: RecentSearchListProps) {
  if (options.length === 0)
    return <p className="sg-search-status">{t('searchHint', 'Type to search the guides and the API reference.')}</p>;
  return (
    <>
      <h2 className="sg-search-heading" id="sg-search-recent-heading">
        {t('recentSearches', 'Recent searches')}
      </h2>
      <ul id={RESULTS_LISTBOX_ID} role="listbox" aria-labelledby="sg-search-recent-heading" className="sg-search-results">
        {options.map(({ id, query }) => (
          <li
            key={id}
            id={id}
            role="option"
            aria-selected={id === activeId}
            className="sg-search-option sg-search-option--recent"
            onMouseMove={() => onActivate(id)}
            onClick={() => onPick(query)}
          >
            <span className="sg-search-option__title">{query}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
