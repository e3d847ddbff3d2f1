import type { BreadcrumbView } from '@sitegen/core/view';
import { useStrings } from '../shared/strings.js';

export function Breadcrumbs({ breadcrumbs }: { breadcrumbs: BreadcrumbView[] }) {
  const strings = useStrings();
  if (breadcrumbs.length === 0) return null;
  return (
    <nav className="sg-breadcrumbs" aria-label={strings.breadcrumbs}>
      <ol>
        {breadcrumbs.map((crumb, index) => {
          const isLast = index === breadcrumbs.length - 1;
          return (
            <li key={index}>
              {crumb.href !== undefined && !isLast ? (
                <a href={crumb.href}>{crumb.label}</a>
              ) : (
                <span aria-current={isLast ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
