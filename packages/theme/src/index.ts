/**
 * The default theme of sitegen (a `Theme` of `@sitegen/core/view`): `renderDocument` turns
 * one page's view model into a full HTML document; `themeAssets` names the browser entry
 * and the stylesheets the core bundles.
 */
import { fileURLToPath } from 'node:url';
import type { PageView, SidebarView, SiteView, Theme, ThemeAssets } from '@sitegen/core/view';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from './components/Document.js';
import { SidebarFragment } from './components/Sidebar.js';

/** The view contract, for sites whose React pages import their types from the theme. */
export type * from '@sitegen/core/view';

export function renderDocument(page: PageView, site: SiteView): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(createElement(Document, { page, site }))}`;
}

export function renderSidebarFragment(sidebar: SidebarView): string {
  return renderToStaticMarkup(createElement(SidebarFragment, { sidebar }));
}

const STYLESHEETS = [
  'tokens.css',
  'base.css',
  'layout.css',
  'navbar.css',
  'docs.css',
  'markdown.css',
  'home.css',
  'search.css',
  'api.css',
  'router.css',
];

/** Absolute paths, resolved from this module so they hold from `src` and from `dist` alike. */
export const themeAssets: ThemeAssets = {
  packageDir: fileURLToPath(new URL('..', import.meta.url)),
  clientEntry: fileURLToPath(new URL('../src/client/main.tsx', import.meta.url)),
  stylesheets: STYLESHEETS.map((name) => fileURLToPath(new URL(`../styles/${name}`, import.meta.url))),
};

const theme: Theme = { renderDocument, renderSidebarFragment, assets: themeAssets };

export default theme;
