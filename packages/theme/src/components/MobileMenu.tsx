import type { NavbarItemView, NavbarView } from '@sitegen/core/view';
import { ELEMENT_IDS } from '@sitegen/core/view';
import { CloseIcon } from '../shared/icons.js';
import { NavbarItemError } from './NavbarItem.js';
import { NavLink } from './NavLink.js';
import { RawHtml } from './RawHtml.js';
import { DropdownEntries } from './DropdownEntries.js';
import { useStrings } from '../shared/strings.js';

function PrimaryItem({ item }: { item: NavbarItemView }) {
  switch (item.type) {
    case 'link':
      return (
        <NavLink
          href={item.href}
          isExternal={item.isExternal}
          isActive={item.isActive}
          isCurrentPage={item.isCurrentPage}
          className="sg-menu__link"
          versionHrefs={item.versionHrefs}
        >
          {item.label}
        </NavLink>
      );
    case 'dropdown':
    case 'localeDropdown':
    case 'docsVersionDropdown':
      return (
        <>
          <span className="sg-menu__heading">{item.label}</span>
          <ul className="sg-menu__list">
            <DropdownEntries items={item.items} block="sg-menu" />
          </ul>
        </>
      );
    case 'html':
      return <RawHtml as="span" className="sg-menu__html" html={item.html} />;
    case 'error':
      // the site owner may be checking on a phone: the menu shows the item to fix too
      return <NavbarItemError message={item.message} itemJson={item.itemJson} />;
    case 'search':
      return null;
  }
}

/**
 * The panel the toggle opens below the breakpoint: the navbar items as the primary menu;
 * on doc pages the island moves the doc sidebar into the secondary pane.
 */
export function MobileMenu({ navbar }: { navbar: NavbarView }) {
  const strings = useStrings();
  return (
    <div id={ELEMENT_IDS.mobileMenu} className="sg-mobile-menu" hidden>
      <div className="sg-mobile-menu__backdrop" />
      <div className="sg-mobile-menu__panel" role="dialog" aria-modal="true" aria-label={strings.navigationMenu}>
        <div className="sg-mobile-menu__header">
          <a className="sg-navbar__brand" href={navbar.homeHref}>
            {navbar.title}
          </a>
          <button type="button" className="sg-icon-button sg-mobile-menu__close" aria-label={strings.closeMenu}>
            <CloseIcon />
          </button>
        </div>
        <nav className="sg-mobile-menu__primary" aria-label={strings.mainMenu}>
          <ul className="sg-menu__list">
            {/* the search button stays in the navbar: no empty row for it here */}
            {navbar.items
              .filter((item) => item.type !== 'search')
              .map((item, index) => (
                <li key={index}>
                  <PrimaryItem item={item} />
                </li>
              ))}
          </ul>
        </nav>
        <div className="sg-mobile-menu__secondary" hidden>
          <button type="button" className="sg-mobile-menu__back">
            {strings.backToMainMenu}
          </button>
        </div>
      </div>
    </div>
  );
}
