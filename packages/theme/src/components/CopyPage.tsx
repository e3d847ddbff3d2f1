import { ISLANDS } from '@sitegen/core/view';
import { Island } from './Island.js';
import { useStrings } from '../shared/strings.js';

/**
 * The page as Markdown: a link to its twin, and a copy button that the island wires up.
 * The button is in the HTML (shown by CSS once scripts run) so that it takes its place
 * before first paint instead of pushing the article down when the island mounts.
 */
export function CopyPage({ markdownHref }: { markdownHref: string }) {
  const strings = useStrings();
  return (
    <Island name={ISLANDS.copyPage} className="sg-copy-page">
      <button type="button" className="sg-copy-page__button">
        <span aria-live="polite">{strings.copyPage}</span>
      </button>
      <a className="sg-copy-page__link" href={markdownHref} type="text/markdown">
        {strings.viewAsMarkdown}
      </a>
    </Island>
  );
}
