import type { NavbarDropdownEntry } from '@sitegen/core/view';
import { ISLANDS } from '@sitegen/core/view';
import { ChevronIcon } from '../shared/icons.js';
import { Island } from './Island.js';
import { NavLink } from './NavLink.js';
import { RawHtml } from './RawHtml.js';

export interface DropdownProps {
  id: string;
  label: string;
  items: NavbarDropdownEntry[];
  isActive?: boolean;
  className?: string;
  /** set for a docs version dropdown: entries remember the reader's choice for this plugin */
  versionPluginId?: string;
}

/** Works without JS through :hover/:focus-within; the island adds keys and aria-expanded. */
export function Dropdown({ id, label, items, isActive, className, versionPluginId }: DropdownProps) {
  const name = versionPluginId === undefined ? ISLANDS.dropdown : ISLANDS.versionDropdown;
  return (
    <Island
      name={name}
      props={versionPluginId === undefined ? undefined : { pluginId: versionPluginId }}
      className={['sg-dropdown', className].filter(Boolean).join(' ')}
    >
      <button
        type="button"
        className={`sg-navbar__link sg-dropdown__toggle${isActive ? ' is-active' : ''}`}
        aria-expanded="false"
        aria-haspopup="true"
        aria-controls={id}
      >
        {label}
        <ChevronIcon />
      </button>
      <ul className="sg-dropdown__menu" id={id}>
        {items.map((entry, index) =>
          entry.html !== undefined ? (
            <RawHtml key={index} as="li" className="sg-dropdown__html" html={entry.html} />
          ) : (
            <li key={index}>
              <NavLink
                href={entry.href}
                isExternal={entry.isExternal}
                isActive={entry.isActive}
                className="sg-dropdown__link"
                versionHrefs={entry.versionHrefs}
                hreflang={entry.hreflang}
              >
                <span data-sg-version={entry.versionName}>{entry.label}</span>
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </Island>
  );
}
