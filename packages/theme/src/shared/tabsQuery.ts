import { compactSource } from './inlineScript.js';
import type { TabsPrePaintConfig } from './tabsPrePaint.js';

interface TabsElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  addEventListener(type: 'click', listener: (event: { target: unknown }) => void): void;
  readonly children: ArrayLike<TabsElement>;
}

export interface TabsQueryWindow {
  location: { href: string };
  history: { state: unknown; replaceState(state: unknown, title: string, url: string): void };
  URL: new (url: string) => { searchParams: URLSearchParams; href: string };
}

/**
 * Docusaurus's `queryString` tabs: the tab named by the URL's `name` parameter is selected
 * before paint, and a tab chosen is written back to the URL, so a link can open a tab. A
 * script of its own, placed in the tabs, so that the site's shared client code stays the same.
 */
export function selectQueryTab(w: TabsQueryWindow, tabs: TabsElement, c: TabsPrePaintConfig, name: string): void {
  const list = tabs.children[0];
  if (list === undefined) return;
  const select = (value: string | null): void => {
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
  };
  select(new w.URL(w.location.href).searchParams.get(name));
  list.addEventListener('click', (event) => {
    const value = (event.target as { closest?(selector: string): TabsElement | null })
      .closest?.('[role="tab"]')
      ?.getAttribute(c.valueAttribute);
    if (value === null || value === undefined) return;
    const url = new w.URL(w.location.href);
    url.searchParams.set(name, value);
    w.history.replaceState(w.history.state, '', url.href);
  });
}

const SOURCE = compactSource(selectQueryTab);

/** The script's source, placed as the last child of the tabs whose tab the URL's `name` parameter names. */
export function tabsQueryScript(config: TabsPrePaintConfig, name: string): string {
  return `(${SOURCE})(window,document.currentScript.parentElement,${JSON.stringify(config).replace(/</g, '\\u003c')},${JSON.stringify(name).replace(/</g, '\\u003c')})`;
}
