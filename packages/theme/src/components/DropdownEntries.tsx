import type { NavbarDropdownEntry } from '@sitegen/core/view';
import { VERSION_ATTRIBUTES } from '../shared/versionNames.js';
import { NavLink } from './NavLink.js';
import { RawHtml } from './RawHtml.js';

export interface DropdownEntriesProps {
  items: NavbarDropdownEntry[];
  /** the class of each link; an HTML entry's item gets `<block>__html` */
  block: 'sg-dropdown' | 'sg-menu';
}

/**
 * A dropdown's entries as list items, for the navbar's dropdown and the mobile menu alike:
 * a locale's link names its language (hreflang), a version's its version, whose choice
 * becomes the reader's preferred.
 */
export function DropdownEntries({ items, block }: DropdownEntriesProps) {
  return items.map((entry, index) =>
    entry.html !== undefined ? (
      <RawHtml key={index} as="li" className={`${block}__html`} html={entry.html} />
    ) : (
      <li key={index}>
        <NavLink
          href={entry.href}
          isExternal={entry.isExternal}
          isActive={entry.isActive}
          className={`${block}__link`}
          versionHrefs={entry.versionHrefs}
          hreflang={entry.hreflang}
        >
          {entry.versionName === undefined ? (
            entry.label
          ) : (
            <span {...{ [VERSION_ATTRIBUTES.version]: entry.versionName }}>{entry.label}</span>
          )}
        </NavLink>
      </li>
    ),
  );
}
