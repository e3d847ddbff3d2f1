/**
 * The results as a listbox: one group per page, the page first, then its matching
 * sections. The input keeps the focus; the active option is `aria-activedescendant`.
 */
import { Excerpt } from './Excerpt.js';
import type { SearchResultView } from './searchPagefind.js';
import { OPTION_ID_PREFIX } from './searchOptions.js';
import { t } from '../strings.js';

export const RESULTS_LISTBOX_ID = 'sg-search-results';

export interface SearchResultsProps {
  results: SearchResultView[];
  activeId: string | undefined;
  onActivate: (id: string) => void;
  onChoose: () => void;
}

export function SearchResults({ results, activeId, onActivate, onChoose }: SearchResultsProps) {
  let index = 0;
  const option = (href: string, title: string, excerpt: string, kind: 'page' | 'section') => {
    const id = `${OPTION_ID_PREFIX}${index++}`;
    return (
      <li key={id} role="presentation">
        <a
          id={id}
          role="option"
          aria-selected={id === activeId}
          className={`sg-search-option sg-search-option--${kind}`}
          href={href}
          tabIndex={-1}
          onMouseMove={() => onActivate(id)}
          onClick={onChoose}
        >
          <span className="sg-search-option__title">{title}</span>
          {excerpt !== '' && <Excerpt excerpt={excerpt} />}
        </a>
      </li>
    );
  };
  return (
    <div id={RESULTS_LISTBOX_ID} role="listbox" aria-label={t('searchResults', 'Search results')} className="sg-search-results">
      {results.map((page) => (
        <ul key={page.href} role="group" aria-label={page.title} className="sg-search-group">
          {option(page.href, page.title, page.sections.length > 0 ? '' : page.excerpt, 'page')}
          {page.sections.map((section) => option(section.href, section.title, section.excerpt, 'section'))}
        </ul>
      ))}
    </div>
  );
}
