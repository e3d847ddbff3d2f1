/**
 * The plugin interface: what a site's `plugins` entries are and return. Everything here is
 * public (re-exported by `@sitegen/core`), so a plugin written in TypeScript type-checks.
 */
import type { PluggableList } from 'unified';
import type { HeadTag, ResolvedConfig } from '../config/types.js';

/**
 * remark plugins (Markdown syntax tree) and rehype plugins (HTML syntax tree), as unified
 * takes them: a plugin, or `[plugin, options]`.
 */
export interface MarkdownPlugins {
  /**
   * remark plugins (the Markdown syntax tree), run after sitegen's own steps and the plugins'
   * @defaultValue []
   */
  remarkPlugins?: PluggableList;
  /**
   * rehype plugins (the HTML syntax tree), run after the plugins'
   * @defaultValue []
   */
  rehypePlugins?: PluggableList;
}

/** What a plugin factory is given. */
export interface PluginContext {
  /** the site's resolved config (paths absolute) */
  config: ResolvedConfig;
  /** the folder of sitegen.config.ts */
  siteDir: string;
  /** where the build writes */
  outDir: string;
}

interface PluginPageCommon {
  /** the route under the base URL, such as '/plugin-page' */
  path: string;
  /** the page's <title>, and its name in search and llms.txt */
  title: string;
  description?: string;
}

/** A page whose body is Markdown, transformed like the guides. */
export interface PluginMarkdownPage extends PluginPageCommon {
  markdown: string;
}

/**
 * A page rendered on the server by a React component: `component` is its module's path
 * (absolute, or relative to the site folder), its default export the component; it gets
 * `props` (serialisable) beside the `ReactPageProps` every page gets.
 */
export interface PluginComponentPage extends PluginPageCommon {
  component: string;
  props?: Record<string, unknown>;
}

export type PluginPage = PluginMarkdownPage | PluginComponentPage;

/** A page the build wrote, as `postBuild` sees it. */
export interface BuiltRoute {
  /** the URL path, base path included: '/docs/intro/' */
  path: string;
  /** the file written, relative to the output folder: 'docs/intro/index.html' */
  file: string;
  title: string;
}

export interface PostBuildContext {
  /**
   * the new output folder, absolute, with every page written: it replaces the old one once
   * every postBuild hook has succeeded (a failed hook leaves the old one in place)
   */
  outDir: string;
  routes: BuiltRoute[];
}

/** What a plugin adds to the site. Every member but `name` is optional. */
export interface SitegenPlugin {
  /** names the plugin in errors: 'my-company/analytics' */
  name: string;
  /** run after sitegen's own Markdown steps, before the site's own `markdown` plugins */
  markdown?: MarkdownPlugins;
  headTags?: HeadTag[];
  /** stylesheets (absolute, or relative to the site folder), bundled after the theme's and before the site's */
  customCss?: string[];
  /**
   * browser modules by island name (absolute paths, or relative to the site folder): an
   * element with `data-sg-island="<name>"` loads the module when a page that has one is
   * shown, and its default export (`IslandMount`) is called with the element and its props
   */
  islands?: Record<string, string>;
  /** pages that are not files, built like any other page (layout, links, search, llms.txt) */
  pages?(): PluginPage[] | Promise<PluginPage[]>;
  /** runs once `sitegen build` has written every page (not in `sitegen dev`) */
  postBuild?(context: PostBuildContext): void | Promise<void>;
}

/** A plugin: a factory the config lists, called once per build (and once per Markdown worker thread). */
export type SitegenPluginFactory<Options = undefined> = (
  context: PluginContext,
  options: Options,
) => SitegenPlugin | Promise<SitegenPlugin>;

/**
 * A `plugins` entry: a factory, or a factory with its options. (`never` accepts a factory
 * of any options type: the list cannot know each one's.)
 */
export type PluginConfig = SitegenPluginFactory<never> | readonly [SitegenPluginFactory<never>, unknown];
