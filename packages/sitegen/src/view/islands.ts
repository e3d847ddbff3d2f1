import type { ISLANDS } from './constants.js';

/**
 * The props each island of the page carries from the server to the browser (serialised in
 * `data-sg-props`): the server components and the browser islands read the same type.
 */
export interface IslandPropsMap {
  [ISLANDS.colorModeSwitch]: { respectPrefersColorScheme: boolean };
  [ISLANDS.dropdown]: undefined;
  [ISLANDS.versionDropdown]: { pluginId: string };
  [ISLANDS.navbar]: { hideOnScroll: boolean };
  [ISLANDS.mobileMenu]: { breakpoint: number };
  /** `fragment`: the href of the shared sidebar file; `partial`: rows were left out, to complete on load */
  [ISLANDS.sidebar]: { id: string; fragment?: string; partial?: boolean };
  [ISLANDS.toc]: undefined;
  [ISLANDS.backToTop]: undefined;
  [ISLANDS.codeCopy]: undefined;
  [ISLANDS.announcementBar]: { id: string };
  /** `indexHref`: the folder of the search index; `lazyLoadDelayMs`: before a loading indicator shows */
  [ISLANDS.search]: { placeholder: string; indexHref: string; lazyLoadDelayMs: number };
  [ISLANDS.copyPage]: undefined;
  [ISLANDS.tabs]: undefined;
}

/**
 * A plugin's island module (`SitegenPlugin.islands`): its default export is called once
 * per element `data-sg-island="<name>"` on a page, with the element and its parsed
 * `data-sg-props`, when the page is shown (a first visit or a client-side navigation).
 */
export type IslandMount = (element: HTMLElement, props: unknown) => void;

/** What the bundler's `virtual:sitegen/islands` module exports: each plugin island's module, loaded on demand. */
export type PluginIslandLoaders = Record<string, () => Promise<{ default: IslandMount }>>;
