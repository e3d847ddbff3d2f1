import type { NavbarDropdownEntry } from '@sitegen/core/view';
import { ISLANDS } from '@sitegen/core/view';
import { ChevronIcon } from '../shared/icons.js';
import { Island } from './Island.js';
import { DropdownEntries } from './DropdownEntries.js';

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
        <DropdownEntries items={items} block="sg-dropdown" />
      </ul>
    </Island>
  );
}
