import type { TabsPrePaintConfig } from '../../shared/tabsPrePaint.js';

/**
 * What the tabs read and write, given by the main bundle: this chunk imports nothing, so it
 * shares no module with the main bundle (a shared module would split the first visit's code
 * into more files, see linkInitialChunks).
 */
export interface TabsEnvironment extends TabsPrePaintConfig {
  readStorage(key: string): string | null;
  writeStorage(key: string, value: string): void;
}

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
function select(root: HTMLElement, value: string, env: TabsEnvironment): void {
  const tabs = tabsOf(root);
  if (!tabs.some((tab) => tab.getAttribute(env.valueAttribute) === value)) return;
  for (const tab of tabs) {
    const selected = tab.getAttribute(env.valueAttribute) === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of panelsOf(root)) panel.toggleAttribute(env.selectedAttribute, panel.getAttribute(env.valueAttribute) === value);
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
export function enhanceTabs(root: HTMLElement, env: TabsEnvironment): void {
  const group = root.getAttribute(env.groupAttribute);
  const key = group === null ? undefined : env.storagePrefix + group;
  const stored = key === undefined ? null : env.readStorage(key);
  if (stored !== null) select(root, stored, env);

  const choose = (tab: HTMLElement): void => {
    const value = tab.getAttribute(env.valueAttribute);
    if (value === null) return;
    const top = tab.getBoundingClientRect().top;
    select(root, value, env);
    if (group === null || key === undefined) return;
    env.writeStorage(key, value);
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
    if (detail.group === group) select(root, detail.value, env);
  };
  const followStorage = (event: StorageEvent): void => {
    if (event.key === key && event.newValue !== null) follow(new CustomEvent(GROUP_EVENT, { detail: { group, value: event.newValue } }));
  };
  document.addEventListener(GROUP_EVENT, follow);
  // another window of the site chose a tab of the group
  window.addEventListener('storage', followStorage);
}
