import type { BreadcrumbView } from '@sitegen/core/view';

export function Breadcrumbs({ breadcrumbs }: { breadcrumbs: BreadcrumbView[] }) {
  if (breadcrumbs.length === 0) return null;
  return (
    <nav className="sg-breadcrumbs" aria-label="Breadcrumbs">
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
