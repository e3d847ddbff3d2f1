import { DATA_ATTRIBUTES, STORAGE_KEYS, type IslandPropsMap, type ISLANDS } from '@sitegen/core/view';
import { collapseDuration, prefersReducedMotion } from '../collapse.js';
import { readStorage, writeStorage } from '../storage.js';
import { t } from '../strings.js';

type CollapseState = Record<string, boolean>;

function readState(): CollapseState {
  try {
    const parsed: unknown = JSON.parse(readStorage('session', STORAGE_KEYS.sidebarCollapsed) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as CollapseState) : {};
  } catch {
    return {};
  }
}

function setExpanded(category: HTMLElement, expanded: boolean): void {
  category.setAttribute(DATA_ATTRIBUTES.collapsed, String(!expanded));
  const toggle = category.querySelector(':scope > .sg-sidebar__row > .sg-sidebar__toggle');
  const label = category.querySelector(':scope > .sg-sidebar__row > :first-child')?.textContent ?? '';
  toggle?.setAttribute('aria-expanded', String(expanded));
  toggle?.setAttribute(
    'aria-label',
    (expanded
      ? t('collapseCategory', "Collapse sidebar category '{label}'")
      : t('expandCategory', "Expand sidebar category '{label}'")
    ).replace('{label}', label),
  );
}

/** Animates the list's height; the duration follows the content's height. */
function animate(list: HTMLElement, expanding: boolean, done: () => void): void {
  const height = list.scrollHeight;
  const duration = collapseDuration(height, prefersReducedMotion());
  list.style.transition = `height ${duration}ms ease-in-out`;
  list.style.height = `${expanding ? 0 : height}px`;
  void list.offsetHeight;
  list.style.height = `${expanding ? height : 0}px`;
  window.setTimeout(() => {
    list.style.removeProperty('height');
    list.style.removeProperty('transition');
    done();
  }, duration);
}

/** A part of a large sidebar that did not load (the fragment or its chunk): the error, and a way to try again. */
function loadError(error: unknown, retry: () => void): HTMLElement {
  const alert = document.createElement('p');
  alert.className = 'sg-sidebar__error';
  alert.setAttribute('role', 'alert');
  alert.textContent = `The sidebar could not be loaded (${error instanceof Error ? error.message : String(error)}). `;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sg-button sg-button--secondary';
  button.textContent = t('retry', 'Retry');
  button.addEventListener('click', () => {
    alert.remove();
    retry();
  });
  alert.append(button);
  return alert;
}

/** A category a large sidebar's page left empty: its items come from the shared fragment, loaded on demand. */
async function fill(category: HTMLElement, list: HTMLElement, href: string | undefined): Promise<void> {
  if (href === undefined || list.childElementCount > 0) return;
  const { fillFromFragment } = await import('./sidebarFragment.js');
  await fillFromFragment(category, list, href);
}

/** Collapsible categories; their state is remembered for the browsing session. */
export function enhanceSidebar(element: HTMLElement, props: unknown): void {
  // our own server markup's props (Sidebar.tsx): a large sidebar names its shared fragment
  const { fragment: href, partial } = (props ?? {}) as Partial<IslandPropsMap[typeof ISLANDS.sidebar]>;
  // the mobile menu's copy of the sidebar would carry the errors without their 'Retry' wiring
  for (const stale of element.querySelectorAll('.sg-sidebar__error')) stale.remove();
  const complete = (fragment: string): void =>
    void import('./sidebarFragment.js')
      .then(({ completeSidebar }) => completeSidebar(element, fragment))
      .catch((error: unknown) => element.append(loadError(error, () => complete(fragment))));
  if (href && partial) complete(href);
  const state = readState();
  for (const category of element.querySelectorAll<HTMLElement>('.sg-sidebar__category')) {
    const key = category.dataset.sgKey ?? '';
    if (key in state && !category.classList.contains('is-active')) setExpanded(category, state[key] === true);
    const list = category.querySelector<HTMLElement>(':scope > .sg-sidebar__list');
    if (state[key] === true && list) void fill(category, list, href).catch(() => setExpanded(category, false));
  }
  element.addEventListener('click', async (event) => {
    const toggle = event.target instanceof Element ? event.target.closest<HTMLElement>('.sg-sidebar__toggle') : null;
    const category = toggle?.closest<HTMLElement>('.sg-sidebar__category');
    const list = category?.querySelector<HTMLElement>(':scope > .sg-sidebar__list');
    if (!toggle || !category || !list) return;
    const expanding = category.getAttribute(DATA_ATTRIBUTES.collapsed) === 'true';
    category.querySelector(':scope > .sg-sidebar__error')?.remove();
    try {
      if (expanding) await fill(category, list, href);
    } catch (error) {
      list.before(loadError(error, () => toggle.click()));
      return;
    }
    if (expanding) setExpanded(category, true);
    animate(list, expanding, () => setExpanded(category, expanding));
    if (!expanding) toggle.setAttribute('aria-expanded', 'false');
    writeStorage('session', STORAGE_KEYS.sidebarCollapsed, JSON.stringify({ ...readState(), [category.dataset.sgKey ?? '']: expanding }));
  });
}
