/**
 * The default theme of sitegen: `renderDocument` turns one page's view model into a full
 * HTML document; `themeAssets` names the browser entry and the stylesheets the core bundles.
 */
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from './components/Document.js';
import { SidebarFragment } from './components/Sidebar.js';
import type { PageView, SidebarView, SiteView } from './model.js';

export type * from './model.js';
export { STORAGE_KEYS, DATA_ATTRIBUTES, ELEMENT_IDS, ISLANDS } from './shared/constants.js';

export function renderDocument(page: PageView, site: SiteView): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(createElement(Document, { page, site }))}`;
}

/** The items of a large sidebar, fetched by pages that left its collapsed categories empty. */
export function renderSidebarFragment(sidebar: SidebarView): string {
  return renderToStaticMarkup(createElement(SidebarFragment, { sidebar }));
}

const STYLESHEETS = ['tokens.css', 'base.css', 'layout.css', 'navbar.css', 'docs.css', 'markdown.css', 'home.css', 'search.css', 'api.css', 'router.css'];

export interface ThemeAssets {
  clientEntry: string;
  stylesheets: string[];
  /**
   * The theme's package folder: bundle the client with esbuild's `absWorkingDir` set to it,
   * since esbuild resolves alias targets (`preact/compat`) from the working directory.
   */
  packageDir: string;
}

/** Absolute paths, resolved from this module so they hold from `src` and from `dist` alike. */
export const themeAssets: ThemeAssets = {
  packageDir: fileURLToPath(new URL('..', import.meta.url)),
  clientEntry: fileURLToPath(new URL('../src/client/main.tsx', import.meta.url)),
  stylesheets: STYLESHEETS.map((name) => fileURLToPath(new URL(`../styles/${name}`, import.meta.url))),
};
