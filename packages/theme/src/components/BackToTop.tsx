import { ISLANDS } from '@sitegen/core/view';
import { useStrings } from '../shared/strings.js';

/** Hidden until the reader has scrolled down; the island shows it. */
export function BackToTop() {
  const strings = useStrings();
  return (
    <div className="sg-back-to-top-island" data-sg-island={ISLANDS.backToTop}>
      <button type="button" className="sg-back-to-top" aria-label={strings.scrollToTop} hidden>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="M6 15l6-6 6 6" />
        </svg>
      </button>
    </div>
  );
}
