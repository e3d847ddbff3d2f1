/**
 * The navbar's search button, rendered by the server inside the search island and again by
 * the island in the browser. It does nothing without JavaScript, so CSS shows it only once
 * scripts run (`data-sg-js`).
 */
export interface SearchButtonProps {
  label: string;
  /** the shortcut hint; the island shows '⌘ K' on Apple platforms */
  shortcut?: string;
  onClick?: () => void;
}

export function SearchButton({ label, shortcut = 'Ctrl K', onClick }: SearchButtonProps) {
  return (
    <button type="button" className="sg-search-button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" onClick={onClick}>
      <SearchIcon />
      <span className="sg-search-button__label">{label}</span>
      <kbd className="sg-search-button__kbd" aria-hidden>
        {shortcut}
      </kbd>
    </button>
  );
}

export function SearchIcon() {
  return (
    <svg className="sg-icon" width={18} height={18} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m15.5 15.5 5 5" />
    </svg>
  );
}
