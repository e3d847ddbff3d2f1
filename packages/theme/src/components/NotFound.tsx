import { ELEMENT_IDS } from '@sitegen/core/view';
import { useStrings } from '../shared/strings.js';
import type { NotFoundProps } from './props.js';

export type { NotFoundProps } from './props.js';

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
