/**
 * The default theme of sitegen (a `Theme` of `@sitegen/core/view`): `renderDocument` turns
 * one page's view model into a full HTML document; `themeAssets` names the browser entry
 * and the stylesheets the core bundles; `withComponents` renders with a site's replacements
 * of the components `@sitegen/theme/components` exports.
 */
import { fileURLToPath } from 'node:url';
import type { PageView, SidebarView, SiteView, Theme, ThemeAssets, ThemeStrings } from '@sitegen/core/view';
import { ENGLISH_STRINGS } from '@sitegen/core/view';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from './components/Document.js';
import { themeComponents } from './components/index.js';
import { SidebarFragment } from './components/Sidebar.js';
import { type Overrides, OverridesProvider } from './overrides/OverridesContext.js';
import { withReplacements } from './overrides/withReplacements.js';
import { headTagsHtml } from './shared/headTags.js';
import { StringsContext } from './shared/strings.js';
import { VERSION_ISLAND } from './shared/versionNames.js';

/** The view contract, for sites whose React pages import their types from the theme. */
export type * from '@sitegen/core/view';

/** `renderDocument` with a site's replacements of components; without any, no context is provided at all. */
function documentRenderer(overrides: Overrides): (page: PageView, site: SiteView) => string {
  const replacesNothing = Object.keys(overrides.components).length === 0;
  return (page, site) => {
    const document = createElement(Document, { page, site });
    const html = renderToStaticMarkup(replacesNothing ? document : createElement(OverridesProvider, { value: overrides }, document));
    // the site's own tags come last in <head>: they may override the theme's
    const withTags = site.headTags.length === 0 ? html : html.replace('</head>', `${headTagsHtml(site.headTags)}</head>`);
    return `<!DOCTYPE html>${withTags}`;
  };
}

export const renderDocument = documentRenderer({ components: {} });

export function renderSidebarFragment(sidebar: SidebarView, strings: ThemeStrings = ENGLISH_STRINGS): string {
  return renderToStaticMarkup(createElement(StringsContext.Provider, { value: strings }, createElement(SidebarFragment, { sidebar })));
}

const STYLESHEETS = [
  'tokens.css',
  'base.css',
  'layout.css',
  'navbar.css',
  'docs.css',
  'markdown.css',
  'example-types.css',
  'home.css',
  'search.css',
  'api.css',
  'router.css',
];

/** A module of the browser code, compiled by tsconfig.client.json: '../dist' holds from src (the tests) and from dist alike. */
const client = (file: string): string => fileURLToPath(new URL(`../dist/client/${file}`, import.meta.url));

/** Absolute paths, resolved from this module so they hold from `src` and from `dist` alike. */
export const themeAssets: ThemeAssets = {
  packageDir: fileURLToPath(new URL('..', import.meta.url)),
  clientEntry: client('main.js'),
  stylesheets: STYLESHEETS.map((name) => fileURLToPath(new URL(`../styles/${name}`, import.meta.url))),
  // a site with several docs versions: the island that follows the reader's version, and search scoped to it
  versions: {
    islands: { [VERSION_ISLAND]: client('versions/docsVersionIsland.js') },
    stylesheets: [fileURLToPath(new URL('../styles/versions.css', import.meta.url))],
    replacements: {
      [client('search/useSearchResults.js')]: client('versions/useScopedSearchResults.js'),
      [client('search/SearchDialogFrame.js')]: client('versions/ScopedSearchDialogFrame.js'),
    },
  },
};

const COMPONENT_NAMES: readonly string[] = Object.keys(themeComponents);

function themeWith(overrides: Overrides): Theme {
  return {
    renderDocument: documentRenderer(overrides),
    renderSidebarFragment,
    assets: themeAssets,
    components: COMPONENT_NAMES,
    withComponents: async (replacements) => themeWith(await withReplacements(overrides, replacements)),
  };
}

const theme: Theme = themeWith({ components: {} });

export default theme;
