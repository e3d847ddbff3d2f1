import type { ReactPageView } from '@sitegen/core/view';
import { ELEMENT_IDS } from '@sitegen/core/view';
import { RawHtml } from './RawHtml.js';

/** The site's own page (e.g. the home page): its markup brings its own h1. */
export function ReactPage({ page }: { page: ReactPageView }) {
  return (
    <main id={ELEMENT_IDS.main} className="sg-react-page" tabIndex={-1}>
      <RawHtml html={page.html} />
    </main>
  );
}
