import { ISLANDS } from '../shared/constants.js';
import { Island } from './Island.js';

/** The page as Markdown: a link to its twin, which the island turns into a copy button too. */
export function CopyPage({ markdownHref }: { markdownHref: string }) {
  return (
    <Island name={ISLANDS.copyPage} className="sg-copy-page">
      <a className="sg-copy-page__link" href={markdownHref} type="text/markdown">
        View as Markdown
      </a>
    </Island>
  );
}
