import type { SidebarFragment } from './shareSidebars.js';
import type { VersionNavigation } from './versionNavigation.js';
import type { PageView, SiteView } from '../view/index.js';

/** A link a route makes, kept for the link check. */
export interface RouteLink {
  /** the final href, base path included for internal links */
  href: string;
  /** where it was written: a Markdown file (with position) or a config/navigation source */
  source: { file: string; line?: number; column?: number };
  /**
   * Markdown and API links are warnings when broken; navigation and React page links are
   * errors; 'package': written in the documented package's doc comments or README, warnings that
   * `--strict-links` makes errors only with api.strictPackageLinks
   */
  origin: 'markdown' | 'navigation' | 'api' | 'react' | 'package';
  /** what made the link, for the report: "navbar item 'Guides'", "footer 'Docs' › 'Intro'" */
  via?: string;
  /** an image's `src`: it must be a file of the site, not a page */
  kind?: 'image';
}

/** One page of the site: where it goes, what produced it, what it renders. */
export interface Route {
  /** path under the base path without slashes: '' for the home page */
  routePath: string;
  /** file (relative to the output folder) the page is written to */
  outputFile: string;
  /** the file (or config key) that produced the route, named in duplicate-route errors */
  source: string;
  page: PageView;
  /** every id on the page, for anchor checks */
  anchors: string[];
  links: RouteLink[];
  /** the docs version of a doc, category, docs root or API page, on a site with several versions */
  version?: string;
}

/** Everything the render stage needs, minus the bundled assets. */
export interface SiteModel {
  site: Omit<SiteView, 'assets'>;
  routes: Route[];
  /** links made by the navbar, footer and sidebars (checked once, not per page) */
  navigationLinks: RouteLink[];
  /** large sidebars written once, which pages' sidebars point to (`SidebarView.fragmentHref`) */
  sidebarFragments?: SidebarFragment[];
  /** a site with several docs versions: where each docs page is in the other versions */
  versionNavigation?: VersionNavigation;
  /** a site without a home page: where its root leads (the first doc), written as a redirect page */
  homeRedirect?: { href: string; title: string };
}
