import type { NotFoundPageView } from '@sitegen/core/view';
import { ELEMENT_IDS } from '@sitegen/core/view';

export interface NotFoundProps {
  page: NotFoundPageView;
  /** the navbar's home link */
  homeHref: string;
}

export function NotFound({ page, homeHref }: NotFoundProps) {
  return (
    <main id={ELEMENT_IDS.main} className="sg-not-found" tabIndex={-1}>
      <div className="sg-container sg-not-found__inner">
        <h1>{page.title || 'Page Not Found'}</h1>
        <p>We could not find what you were looking for. The page may have moved, or the link may be mistyped.</p>
        <p>
          <a className="sg-button sg-button--primary" href={homeHref}>
            Go to the home page
          </a>
        </p>
      </div>
    </main>
  );
}
