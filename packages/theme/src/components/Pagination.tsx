import type { PaginationView } from '@sitegen/core/view';
import { useStrings } from '../shared/strings.js';

export function Pagination({ pagination }: { pagination: PaginationView }) {
  const { prev, next } = pagination;
  const strings = useStrings();
  if (prev === undefined && next === undefined) return null;
  return (
    <nav className="sg-pagination" aria-label={strings.docsPages}>
      {prev && (
        <a className="sg-pagination__link sg-pagination__link--prev" href={prev.href} rel="prev">
          <span className="sg-pagination__sub">{strings.previous}</span>
          <span className="sg-pagination__label">« {prev.label}</span>
        </a>
      )}
      {next && (
        <a className="sg-pagination__link sg-pagination__link--next" href={next.href} rel="next">
          <span className="sg-pagination__sub">{strings.next}</span>
          <span className="sg-pagination__label">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}
