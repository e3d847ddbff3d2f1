import type { NavbarItemView } from '@sitegen/core/view';
import { ELEMENT_IDS, ISLANDS } from '@sitegen/core/view';
import { MenuIcon } from '../shared/icons.js';
import { ColorModeSwitch } from './ColorModeSwitch.js';
import { Island } from './Island.js';
import { renderNavbarItem } from './NavbarItem.js';
import { useStrings } from '../shared/strings.js';
import type { NavbarProps } from './props.js';

export type { NavbarProps } from './props.js';

function NavbarItems({ items, position }: { items: NavbarItemView[]; position: 'left' | 'right' }) {
  return (
    <ul className={`sg-navbar__items sg-navbar__items--${position}`}>
      {items.map((item, index) =>
        item.position === position ? <li key={index}>{renderNavbarItem(item, `sg-navbar-${position}-${index}`)}</li> : null,
      )}
    </ul>
  );
}

export function Navbar({ navbar, colorMode, breakpoint }: NavbarProps) {
  const strings = useStrings();
  return (
    <Island name={ISLANDS.navbar} as="header" props={{ hideOnScroll: navbar.hideOnScroll }} className="sg-navbar">
      <nav className="sg-navbar__inner" aria-label={strings.main}>
        <Island name={ISLANDS.mobileMenu} props={{ breakpoint }} className="sg-navbar__toggle-island">
          <button
            type="button"
            className="sg-icon-button sg-navbar__toggle"
            aria-label={strings.openMenu}
            aria-expanded="false"
            aria-controls={ELEMENT_IDS.mobileMenu}
          >
            <MenuIcon />
          </button>
        </Island>
        <a className="sg-navbar__brand" href={navbar.homeHref}>
          {navbar.logo && (
            <img
              className={`sg-navbar__logo${navbar.logo.srcDark ? ' sg-navbar__logo--light' : ''}`}
              src={navbar.logo.src}
              alt={navbar.logo.alt}
              height={32}
            />
          )}
          {navbar.logo?.srcDark && (
            <img className="sg-navbar__logo sg-navbar__logo--dark" src={navbar.logo.srcDark} alt={navbar.logo.alt} height={32} />
          )}
          <span className="sg-navbar__title">{navbar.title}</span>
        </a>
        <NavbarItems items={navbar.items} position="left" />
        <div className="sg-navbar__end">
          <NavbarItems items={navbar.items} position="right" />
          <ColorModeSwitch colorMode={colorMode} />
        </div>
      </nav>
    </Island>
  );
}
