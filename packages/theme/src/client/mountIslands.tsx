import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DATA_ATTRIBUTES, ISLANDS, type IslandName, type PluginIslandLoaders } from '@sitegen/core/view';
import pluginIslands from 'virtual:sitegen/islands';
import { CrashView } from './CrashView.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { TABS_CONFIG } from '../shared/tabsConfig.js';
import type { TabsEnvironment } from './islands/tabs.js';
import { readStorage, writeStorage } from './storage.js';
import { enhanceAnnouncementBar } from './islands/announcementBar.js';
import { enhanceBackToTop } from './islands/backToTop.js';
import { CodeCopy } from './islands/CodeCopy.js';
import { enhanceColorModeSwitch } from './islands/colorModeSwitch.js';
import { enhanceCopyPage } from './islands/copyPage.js';
import { enhanceDropdown } from './islands/dropdown.js';
import { enhanceMobileMenu } from './islands/mobileMenu.js';
import { enhanceNavbar } from './islands/navbar.js';
import { enhanceSidebar } from './islands/sidebar.js';
import { enhanceToc } from './islands/toc.js';
import { enhanceVersionDropdown } from './islands/versionDropdown.js';
import { SearchIsland, type SearchIslandProps } from './search/SearchIsland.js';

interface IslandComponentProps {
  element: HTMLElement;
  props: never;
}

/**
 * An island is either a React component hydrated over its server markup, or an enhancer
 * that wires up server markup in place (large static trees such as the sidebar, which
 * would cost their whole structure as JSON to hydrate).
 */
type Island =
  | { kind: 'component'; Component: ComponentType<IslandComponentProps> }
  | { kind: 'enhancer'; enhance: Enhance }
  /** an enhancer in a chunk of its own, loaded when a page first has one: what most pages lack costs them nothing */
  | { kind: 'lazy'; load: () => Promise<Enhance> };

type Enhance = (element: HTMLElement, props: unknown, mount: (root: ParentNode) => void) => void;

const islands: Record<IslandName, Island> = {
  [ISLANDS.colorModeSwitch]: { kind: 'enhancer', enhance: enhanceColorModeSwitch },
  [ISLANDS.backToTop]: { kind: 'enhancer', enhance: enhanceBackToTop },
  [ISLANDS.codeCopy]: { kind: 'component', Component: CodeCopy },
  [ISLANDS.dropdown]: { kind: 'enhancer', enhance: enhanceDropdown },
  [ISLANDS.versionDropdown]: { kind: 'enhancer', enhance: enhanceVersionDropdown },
  [ISLANDS.navbar]: { kind: 'enhancer', enhance: enhanceNavbar },
  [ISLANDS.mobileMenu]: { kind: 'enhancer', enhance: enhanceMobileMenu },
  [ISLANDS.sidebar]: { kind: 'enhancer', enhance: enhanceSidebar },
  [ISLANDS.toc]: { kind: 'enhancer', enhance: enhanceToc },
  [ISLANDS.announcementBar]: { kind: 'enhancer', enhance: enhanceAnnouncementBar },
  [ISLANDS.search]: { kind: 'component', Component: ({ props }) => <SearchIsland {...(props as SearchIslandProps)} /> },
  [ISLANDS.copyPage]: { kind: 'enhancer', enhance: enhanceCopyPage },
  [ISLANDS.tabs]: {
    kind: 'lazy',
    load: () => import('./islands/tabs.js').then((module) => (element: HTMLElement) => module.enhanceTabs(element, tabsEnvironment)),
  },
};

const tabsEnvironment: TabsEnvironment = {
  ...TABS_CONFIG,
  readStorage: (key) => readStorage('local', key),
  writeStorage: (key, value) => writeStorage('local', key, value),
};

/** Props are read at render time, so a fixed `data-sg-props` is picked up by 'Try again'. */
function readProps(element: HTMLElement, name: string): unknown {
  const raw = element.getAttribute(DATA_ATTRIBUTES.islandProps);
  try {
    return raw === null ? {} : JSON.parse(raw);
  } catch (cause) {
    throw new Error(`The '${name}' widget could not read its settings (${DATA_ATTRIBUTES.islandProps}).`, { cause });
  }
}

function IslandRoot({ element, name, Component }: { element: HTMLElement; name: string; Component: ComponentType<IslandComponentProps> }) {
  return <Component element={element} props={readProps(element, name) as never} />;
}

/** A widget that failed to start shows why above itself, with a retry. */
function showCrash(element: HTMLElement, name: string, error: unknown, retry: () => void): void {
  const host = document.createElement('div');
  element.before(host);
  const root = createRoot(host);
  const onRetry = () => {
    root.unmount();
    host.remove();
    retry();
  };
  root.render(<CrashView error={new Error(`The '${name}' widget failed to start.`, { cause: error })} onRetry={onRetry} />);
}

function runEnhancer(element: HTMLElement, name: string, island: Extract<Island, { kind: 'enhancer' }>): void {
  try {
    island.enhance(element, readProps(element, name), mountIslands);
  } catch (error) {
    showCrash(element, name, error, () => runEnhancer(element, name, island));
  }
}

/** A plugin's island: its module loads when a page first has one. */
function runPluginIsland(element: HTMLElement, name: string, load: PluginIslandLoaders[string]): void {
  load()
    .then((module) => module.default(element, readProps(element, name)))
    .catch((error: unknown) => showCrash(element, name, error, () => runPluginIsland(element, name, load)));
}

/** Code blocks come from Markdown, not the theme: give each one a copy-button island. */
function addCodeCopyIslands(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>('.sg-code')) {
    if (block.querySelector(`:scope > [${DATA_ATTRIBUTES.island}]`)) continue;
    const host = document.createElement('div');
    host.className = 'sg-code__copy-island';
    host.setAttribute(DATA_ATTRIBUTES.island, ISLANDS.codeCopy);
    block.querySelector(':scope > .sg-code__title')?.after(host) ?? block.prepend(host);
  }
}

function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}

/** A lazy island's enhancer, once its chunk has loaded. */
function runLazyIsland(element: HTMLElement, name: string, island: Extract<Island, { kind: 'lazy' }>): void {
  island
    .load()
    .then((enhance) => runEnhancer(element, name, { kind: 'enhancer', enhance }))
    .catch((error: unknown) => showCrash(element, name, error, () => runLazyIsland(element, name, island)));
}

function mountThemeIsland(element: HTMLElement, name: IslandName): void {
  const island = islands[name];
  if (island.kind === 'enhancer') runEnhancer(element, name, island);
  else if (island.kind === 'lazy') runLazyIsland(element, name, island);
  else
    hydrateRoot(
      element,
      <ErrorBoundary>
        <IslandRoot element={element} name={name} Component={island.Component} />
      </ErrorBoundary>,
    );
}

/** Mounts every island under `root` once (the theme's and the plugins'); safe to call again after a content swap. */
export function mountIslands(root: ParentNode): void {
  addCodeCopyIslands(root);
  for (const element of root.querySelectorAll<HTMLElement>(`[${DATA_ATTRIBUTES.island}]`)) {
    const name = element.getAttribute(DATA_ATTRIBUTES.island) ?? '';
    if (element.hasAttribute(DATA_ATTRIBUTES.mounted)) continue;
    if (isIslandName(name)) {
      element.setAttribute(DATA_ATTRIBUTES.mounted, '');
      mountThemeIsland(element, name);
    } else if (Object.hasOwn(pluginIslands, name)) {
      element.setAttribute(DATA_ATTRIBUTES.mounted, '');
      runPluginIsland(element, name, pluginIslands[name] as PluginIslandLoaders[string]);
    }
  }
}
