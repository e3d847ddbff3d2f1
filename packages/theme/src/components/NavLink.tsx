import type { ReactNode } from 'react';
import { ExternalIcon } from '../shared/icons.js';
import { VERSION_ATTRIBUTES } from '../shared/versionNames.js';

export interface NavLinkProps {
  href: string;
  isExternal: boolean;
  isActive?: boolean;
  /** the link leads to the page being shown; otherwise an active link marks the current area */
  isCurrentPage?: boolean;
  className?: string;
  /** a link into the docs of a site with several versions: its href in each version, for the browser to follow the reader's */
  versionHrefs?: Record<string, string>;
  /** a link to the page in another locale: its language (`hreflang` and `lang`) */
  hreflang?: string;
  children: ReactNode;
}

/** A link; external ones open in a new tab, safely, and say so. */
export function NavLink({
  href,
  isExternal,
  isActive,
  isCurrentPage = isActive,
  className,
  versionHrefs,
  hreflang,
  children,
}: NavLinkProps) {
  const classes = [className, isActive ? 'is-active' : undefined].filter(Boolean).join(' ') || undefined;
  if (!isExternal) {
    const inVersions = versionHrefs === undefined ? {} : { [VERSION_ATTRIBUTES.versionHrefs]: JSON.stringify(versionHrefs) };
    return (
      <a
        href={href}
        className={classes}
        aria-current={isActive ? (isCurrentPage ? 'page' : 'true') : undefined}
        hrefLang={hreflang}
        lang={hreflang}
        {...inVersions}
      >
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={classes} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon />
      <span className="sg-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
