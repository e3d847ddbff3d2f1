import type { PageView, SidebarView, SiteView } from './model.js';
import type { ThemeStrings } from './strings.js';

/** What the core bundles for the browser from a theme: absolute paths. */
export interface ThemeAssets {
  /**
   * the browser entry: it hydrates the theme's islands and starts its client router. It may
   * import `virtual:sitegen/islands` (PLUGIN_ISLANDS_MODULE, typed PluginIslandLoaders) to
   * mount the plugins' islands too; the bundler provides it.
   */
  clientEntry: string;
  /** the stylesheets, bundled in this order into one */
  stylesheets: string[];
  /**
   * The theme's package folder: the client is bundled with esbuild's `absWorkingDir` set to
   * it, since esbuild resolves alias targets (`preact/compat`) from the working directory.
   */
  packageDir: string;
  /** what a site with several docs versions bundles besides; a site with one bundles none of it */
  versions?: VersionAssets;
}

/**
 * The docs versions' part of a theme's assets, bundled only for a site with several
 * versions, so that a site without keeps the bundle (and every page) it had.
 */
export interface VersionAssets {
  /** islands mounted as the plugins' are (`virtual:sitegen/islands`): name → absolute path of the module */
  islands: Record<string, string>;
  /** stylesheets, after the theme's own */
  stylesheets: string[];
  /** modules of the client bundled in place of others: absolute path of the theme's module → absolute path of its replacement */
  replacements?: Record<string, string>;
}

/**
 * A theme: the default export of the module the config's `theme` names (default
 * `@sitegen/theme`). It turns the view models into HTML and brings the assets the browser
 * needs; it never touches the disk or works out a URL (every href arrives final). An API
 * reference page (`ApiPageView`) gives its article as data, for the theme to present.
 */
export interface Theme {
  /** one page's full HTML document, `<!DOCTYPE html>` included */
  renderDocument(page: PageView, site: SiteView): string;
  /**
   * the items of a large sidebar, written once and fetched by pages that left its collapsed
   * categories empty; `strings`: the locale's words (`SiteView.strings`), English without
   */
  renderSidebarFragment(sidebar: SidebarView, strings?: ThemeStrings): string;
  assets: ThemeAssets;
  /** the names of the components a site may replace (the config's `components`); a theme without them takes no replacements */
  components?: readonly string[];
  /**
   * This theme with some of its `components` replaced: each value is the default export of
   * the site's module, a component of the theme's own framework (a function), given under
   * one of `components`. The core checks the names and loads the modules; the theme renders
   * them (asynchronous: it may load what rendering them needs).
   */
  withComponents?(replacements: Readonly<Record<string, unknown>>): Promise<Theme>;
}
