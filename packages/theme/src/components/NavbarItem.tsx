import type { NavbarItemView } from '@sitegen/core/view';
import { ISLANDS } from '@sitegen/core/view';
import { SearchButton } from '../shared/SearchButton.js';
import { Dropdown } from './Dropdown.js';
import { Island } from './Island.js';
import { NavLink } from './NavLink.js';
import { RawHtml } from './RawHtml.js';

export interface NavbarItemProps {
  item: NavbarItemView;
  /** unique within the page, for the ids dropdowns need */
  id: string;
}

export function NavbarItem({ item, id }: NavbarItemProps) {
  switch (item.type) {
    case 'link':
      return (
        <NavLink
          href={item.href}
          isExternal={item.isExternal}
          isActive={item.isActive}
          isCurrentPage={item.isCurrentPage}
          className={['sg-navbar__link', item.className].filter(Boolean).join(' ')}
          versionHrefs={item.versionHrefs}
        >
          {item.label}
        </NavLink>
      );
    case 'dropdown':
      return (
        <Dropdown
          id={id}
          label={item.label}
          isActive={item.isActive}
          className={item.className}
          items={
            item.href === undefined
              ? item.items
              : [{ label: item.label, href: item.href, isExternal: false, isActive: item.isActive }, ...item.items]
          }
        />
      );
    case 'localeDropdown':
      return <Dropdown id={id} label={item.label} items={item.items} className={item.className} />;
    case 'docsVersionDropdown':
      return <Dropdown id={id} label={item.label} items={item.items} className={item.className} versionPluginId={item.pluginId} />;
    case 'search':
      return (
        <Island
          name={ISLANDS.search}
          props={{ placeholder: item.placeholder, indexHref: item.indexHref, lazyLoadDelayMs: item.lazyLoadDelayMs }}
          className={['sg-navbar__search', item.className].filter(Boolean).join(' ')}
        >
          <SearchButton label={item.placeholder} />
        </Island>
      );
    case 'html':
      return <RawHtml as="span" className={['sg-navbar__html', item.className].filter(Boolean).join(' ')} html={item.html} />;
    case 'error':
      return <NavbarItemError message={item.message} itemJson={item.itemJson} />;
    default: {
      const unknown: never = item;
      throw new Error(`unknown navbar item type '${String((unknown as { type: unknown }).type)}'`);
    }
  }
}

export function NavbarItemError({ message, itemJson }: { message: string; itemJson: string }) {
  return (
    <span className="sg-navbar__error" role="alert" title={itemJson}>
      {message}
    </span>
  );
}

/** Renders an item, or the error view when rendering it throws: one bad item must not break every page. */
export function renderNavbarItem(item: NavbarItemView, id: string) {
  try {
    return NavbarItem({ item, id });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = `A navbar item failed to render (${reason}). Check this item of the navbar configuration: ${JSON.stringify(item)}`;
    return <NavbarItemError message={message} itemJson={JSON.stringify(item)} />;
  }
}
