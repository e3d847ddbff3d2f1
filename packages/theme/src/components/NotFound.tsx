import type { NotFoundPageView } from '@sitegen/core/view';
import { ELEMENT_IDS } from '@sitegen/core/view';
import { useStrings } from '../shared/strings.js';

export interface NotFoundProps {
  page: NotFoundPageView;
  /** the navbar's home link */
  homeHref: string;
}

export function NotFound({ page, homeHref }: NotFoundProps) {
  const strings = useStrings();
  return (
    <main id={ELEMENT_IDS.main} className="sg-not-found" tabIndex={-1}>
      <div className="sg-container sg-not-found__inner">
        <h1>{page.title || strings.notFoundTitle}</h1>
        <p>{strings.notFoundText}</p>
        <p>
          <a className="sg-button sg-button--primary" href={homeHref}>
            {strings.goHome}
          </a>
        </p>
      </div>
    </main>
  );
}
