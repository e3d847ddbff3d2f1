import { compactSource } from './inlineScript.js';

/**
 * The inline script after grouped tabs: selects the tab last chosen in the group (kept in
 * localStorage) before the tabs are painted, so a reader who picked 'yarn' never sees 'npm'
 * flash first. Stringified with `toString()` like prePaint: self-contained, no imports.
 */
export interface TabsPrePaintConfig {
  storagePrefix: string;
  groupAttribute: string;
  valueAttribute: string;
  /** on the selected panel */
  selectedAttribute: string;
}

interface TabsElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  readonly children: ArrayLike<TabsElement>;
}

export interface TabsPrePaintWindow {
  localStorage: { getItem(key: string): string | null };
}

/** Tab buttons are the children of the tabs' first child (the tab list); panels are the tabs' other children. */
export function selectStoredTab(w: TabsPrePaintWindow, tabs: TabsElement, c: TabsPrePaintConfig): void {
  let value: string | null = null;
  try {
    value = w.localStorage.getItem(c.storagePrefix + (tabs.getAttribute(c.groupAttribute) ?? ''));
  } catch {
    // storage can be blocked: the default tab stays
  }
  const list = tabs.children[0];
  if (value === null || list === undefined) return;
  let known = false;
  for (let i = 0; i < list.children.length; i++) if (list.children[i]?.getAttribute(c.valueAttribute) === value) known = true;
  if (!known) return;
  for (let i = 0; i < list.children.length; i++) {
    const tab = list.children[i];
    const selected = tab?.getAttribute(c.valueAttribute) === value;
    tab?.setAttribute('aria-selected', String(selected));
    tab?.setAttribute('tabindex', selected ? '0' : '-1');
  }
  for (let i = 1; i < tabs.children.length; i++) {
    const panel = tabs.children[i];
    if (panel?.getAttribute(c.valueAttribute) === value) panel.setAttribute(c.selectedAttribute, '');
    else panel?.removeAttribute(c.selectedAttribute);
  }
}

const SOURCE = compactSource(selectStoredTab);

/** The script's source, placed as the last child of the tabs it selects in. */
export function tabsPrePaintScript(config: TabsPrePaintConfig): string {
  return `(${SOURCE})(window,document.currentScript.parentElement,${JSON.stringify(config).replace(/</g, '\\u003c')})`;
}
