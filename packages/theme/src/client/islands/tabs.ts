import { MARKDOWN_DATA_ATTRIBUTES, STORAGE_KEYS } from '@sitegen/core/view';
import { readStorage, writeStorage } from '../storage.js';

/** Sent on the document when a grouped tab is chosen: the other tabs of the group follow. */
const GROUP_EVENT = 'sg-tabs-group';

interface GroupChoice {
  group: string;
  value: string;
}

function tabsOf(root: HTMLElement): HTMLElement[] {
  const list = root.firstElementChild;
  return list === null ? [] : [...list.children].filter((child): child is HTMLElement => child.getAttribute('role') === 'tab');
}

function panelsOf(root: HTMLElement): HTMLElement[] {
  return [...root.children].filter((child): child is HTMLElement => child.getAttribute('role') === 'tabpanel');
}

/** Shows the tab with `value` (when the tabs have one): one selected tab, one panel shown. */
function select(root: HTMLElement, value: string): boolean {
  const tabs = tabsOf(root);
  if (!tabs.some((tab) => tab.getAttribute(MARKDOWN_DATA_ATTRIBUTES.tabValue) === value)) return false;
  for (const tab of tabs) {
    const selected = tab.getAttribute(MARKDOWN_DATA_ATTRIBUTES.tabValue) === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of panelsOf(root)) panel.toggleAttribute(MARKDOWN_DATA_ATTRIBUTES.tabSelected, panel.getAttribute(MARKDOWN_DATA_ATTRIBUTES.tabValue) === value);
  return true;
}

/** The tab the arrow keys, Home and End move to (WAI-ARIA tabs, activation follows focus), wrapping round. */
function targetOf(key: string, tabs: HTMLElement[], current: number): HTMLElement | undefined {
  const last = tabs.length - 1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return tabs[current === last ? 0 : current + 1];
  if (key === 'ArrowLeft' || key === 'ArrowUp') return tabs[current === 0 ? last : current - 1];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[last];
  return undefined;
}

/**
 * Tabs (the theme's `<Tabs>`, a Markdown code group) served complete: this adds the
 * keyboard and, for tabs with a `groupId`, keeps every tab of the group on this page and the
 * next in step through localStorage. The chosen tab keeps its place on the screen when
 * tabs above it change height.
 */
export function enhanceTabs(root: HTMLElement): void {
  const group = root.getAttribute(MARKDOWN_DATA_ATTRIBUTES.tabsGroup);
  const key = group === null ? undefined : STORAGE_KEYS.tabsGroupPrefix + group;
  const stored = key === undefined ? null : readStorage('local', key);
  if (stored !== null) select(root, stored);

  const choose = (tab: HTMLElement): void => {
    const value = tab.getAttribute(MARKDOWN_DATA_ATTRIBUTES.tabValue);
    if (value === null) return;
    const top = tab.getBoundingClientRect().top;
    select(root, value);
    if (group === null || key === undefined) return;
    writeStorage('local', key, value);
    document.dispatchEvent(new CustomEvent<GroupChoice>(GROUP_EVENT, { detail: { group, value } }));
    // the other tabs of the group may have changed height above this one: keep it under the pointer
    window.scrollBy(0, tab.getBoundingClientRect().top - top);
  };

  const list = root.firstElementChild as HTMLElement | null;
  list?.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab !== null && tab.parentElement === list) choose(tab);
  });
  list?.addEventListener('keydown', (event) => {
    const tabs = tabsOf(root);
    const target = targetOf(event.key, tabs, tabs.indexOf(event.target as HTMLElement));
    if (target === undefined) return;
    event.preventDefault();
    target.focus();
    choose(target);
  });

  if (group === null) return;
  const follow = (event: Event): void => {
    // the tabs left the page (a client-side navigation): they listen no more
    if (!root.isConnected) {
      document.removeEventListener(GROUP_EVENT, follow);
      window.removeEventListener('storage', followStorage);
      return;
    }
    const { detail } = event as CustomEvent<GroupChoice>;
    if (detail.group === group) select(root, detail.value);
  };
  const followStorage = (event: StorageEvent): void => {
    if (event.key === key && event.newValue !== null) follow(new CustomEvent(GROUP_EVENT, { detail: { group, value: event.newValue } }));
  };
  document.addEventListener(GROUP_EVENT, follow);
  // another window of the site chose a tab of the group
  window.addEventListener('storage', followStorage);
}
