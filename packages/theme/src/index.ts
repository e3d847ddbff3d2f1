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
import { headTagsHtml } from './shared/headTags.js';
import { VERSION_ISLAND } from './shared/versionNames.js';

/** The view contract, for sites whose React pages import their types from the theme. */
export type * from '@sitegen/core/view';

export function renderDocument(page: PageView, site: SiteView): string {
  const html = renderToStaticMarkup(createElement(Document, { page, site }));
  // the site's own tags come last in <head>: they may override the theme's
  const withTags = site.headTags.length === 0 ? html : html.replace('</head>', `${headTagsHtml(site.headTags)}</head>`);
  return `<!DOCTYPE html>${withTags}`;
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

const source = (file: string): string => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/** Absolute paths, resolved from this module so they hold from `src` and from `dist` alike. */
export const themeAssets: ThemeAssets = {
  packageDir: fileURLToPath(new URL('..', import.meta.url)),
  clientEntry: source('client/main.tsx'),
  stylesheets: STYLESHEETS.map((name) => fileURLToPath(new URL(`../styles/${name}`, import.meta.url))),
  // a site with several docs versions: the island that follows the reader's version, and search scoped to it
  versions: {
    islands: { [VERSION_ISLAND]: source('client/versions/docsVersionIsland.ts') },
    stylesheets: [fileURLToPath(new URL('../styles/versions.css', import.meta.url))],
    replacements: {
      [source('client/search/useSearchResults.ts')]: source('client/versions/useScopedSearchResults.ts'),
      [source('client/search/SearchDialogFrame.tsx')]: source('client/versions/ScopedSearchDialogFrame.tsx'),
    },
  },
};

const theme: Theme = { renderDocument, renderSidebarFragment, assets: themeAssets };

export default theme;
