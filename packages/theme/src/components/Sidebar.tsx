import type { SidebarItemView, SidebarView } from '@sitegen/core/view';
import { DATA_ATTRIBUTES, ISLANDS } from '@sitegen/core/view';
import { ChevronIcon } from '../shared/icons.js';
import { Island } from './Island.js';
import { NavLink } from './NavLink.js';
import { useStrings } from '../shared/strings.js';
import { RawHtml } from './RawHtml.js';
import type { SidebarProps } from './props.js';

export type { SidebarProps } from './props.js';

type CategoryView = Extract<SidebarItemView, { type: 'category' }>;

/**
 * A category: collapsed ones are hidden only once scripts run (CSS keys on `data-sg-js`),
 * so without JS every category reads expanded. `data-sg-key` names it for the remembered state.
 */
function SidebarCategory({ item, path }: { item: CategoryView; path: string }) {
  const expanded = item.isActive || !item.collapsed || !item.collapsible;
  const strings = useStrings();
  const toggleLabel = (expanded ? strings.collapseCategory : strings.expandCategory).replace('{label}', item.label);
  const attributes = { [DATA_ATTRIBUTES.collapsed]: String(!expanded), 'data-sg-key': path };
  return (
    <li
      className={['sg-sidebar__category', item.isActive ? 'is-active' : '', item.className ?? ''].filter(Boolean).join(' ')}
      {...attributes}
    >
      <div className="sg-sidebar__row">
        {item.href !== undefined ? (
          <NavLink href={item.href} isExternal={false} isActive={item.isCurrent} className="sg-sidebar__link sg-sidebar__link--category">
            {item.label}
          </NavLink>
        ) : (
          <span className="sg-sidebar__label">{item.label}</span>
        )}
        {item.collapsible && (
          <button type="button" className="sg-sidebar__toggle" aria-expanded={expanded} aria-label={toggleLabel}>
            <ChevronIcon />
          </button>
        )}
      </div>
      <SidebarItems items={item.items} path={path} />
    </li>
  );
}

function SidebarItems({ items, path }: { items: SidebarItemView[]; path: string }) {
  return (
    <ul className="sg-sidebar__list">
      {items.map((item, index) =>
        item.type === 'link' ? (
          <li key={index} className={item.className}>
            <NavLink href={item.href} isExternal={item.isExternal ?? false} isActive={item.isCurrent} className="sg-sidebar__link">
              {item.label}
            </NavLink>
          </li>
        ) : item.type === 'html' ? (
          <RawHtml
            key={index}
            as="li"
            className={[item.defaultStyle ? 'sg-sidebar__html' : '', item.className ?? ''].filter(Boolean).join(' ') || undefined}
            html={item.html}
          />
        ) : (
          <SidebarCategory key={index} item={item} path={`${path}/${item.label}`} />
        ),
      )}
    </ul>
  );
}

/** A large sidebar's items, written once: pages' empty categories are filled from it by `data-sg-key`. */
export function SidebarFragment({ sidebar }: { sidebar: SidebarView }) {
  return <SidebarItems items={sidebar.items} path={sidebar.id} />;
}

/** The docs sidebar beside the article (a large sidebar's collapsed categories are filled from its fragment in the browser). */
export function Sidebar({ sidebar }: SidebarProps) {
  const strings = useStrings();
  return (
    <div className="sg-sidebar">
      <Island
        name={ISLANDS.sidebar}
        as="nav"
        label={strings.docsSidebar}
        props={
          sidebar.fragmentHref === undefined
            ? { id: sidebar.id }
            : { id: sidebar.id, fragment: sidebar.fragmentHref, partial: sidebar.partial === true }
        }
        className="sg-sidebar__nav"
      >
        <SidebarItems items={sidebar.items} path={sidebar.id} />
      </Island>
    </div>
  );
}
