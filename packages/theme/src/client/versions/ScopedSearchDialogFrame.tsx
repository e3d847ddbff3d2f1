/**
 * Bundled in place of `search/SearchDialogFrame.tsx` on a site with several docs versions:
 * the same dialog, with a choice below the results between the version read and them all.
 */
import { SearchDialogFrame as Frame, type SearchDialogFrameProps } from '../search/SearchDialogFrame.js';
import { setSearchScope, useSearchScope } from './searchScope.js';
import { t } from '../strings.js';

function SearchScopeChoice() {
  const { version, all } = useSearchScope();
  if (version === undefined) return null;
  return (
    <div className="sg-search-scope">
      <label>
        <input type="checkbox" checked={all} onChange={(event) => setSearchScope({ all: event.currentTarget.checked })} /> Search all
        versions
      </label>
      <span className="sg-search-scope__current">
        {all
          ? t('resultsFromEveryVersion', 'Results from every version')
          : t('resultsFromVersion', 'Results from version {label}').replace('{label}', version.label)}
      </span>
    </div>
  );
}

export function SearchDialogFrame({ onClose, children }: SearchDialogFrameProps) {
  return (
    <Frame onClose={onClose}>
      {children}
      <SearchScopeChoice />
    </Frame>
  );
}
