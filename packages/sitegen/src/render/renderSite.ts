import type { BuildCache } from '../cache/BuildCache.js';
import { isSitegenError, SitegenError } from '../errors/SitegenError.js';
import type { LoadedTheme } from '../load/loadTheme.js';
import type { NavbarView, PageView, SiteView } from '../view/index.js';
import type { Route } from '../routes/types.js';
import { isSearchable } from '../search/searchPagesOf.js';
import { encodePage } from './encodePage.js';
import { renderInWorkers, renderWorkerCount } from './renderInWorkers.js';

export interface RenderSiteParams {
  theme: LoadedTheme;
  routes: Route[];
  site: SiteView;
  /** the navbar as one page sees it (its active item marked) */
  navbarFor: (page: PageView) => NavbarView;
  /** pages kept from earlier builds (`sitegen dev`): a page whose view did not change is not rendered again */
  cache?: BuildCache;
}

export interface RenderedFile {
  /** relative to the output folder */
  path: string;
  /** UTF-8 */
  contents: Uint8Array;
  /** what produced it, named when two files clash */
  source: string;
  /** a page rendered in a worker that search indexes: its share of the index, cut there (searchableBytes) */
  searchable?: Uint8Array;
}

/** A page that failed to render; a component the site replaced is named when it threw (`componentFile` from a worker). */
function renderFailed(route: Route, cause: unknown, componentFile = componentFileOf(cause)): SitegenError {
  if (componentFile !== undefined) {
    return new SitegenError({
      code: 'render/component',
      message: `rendering /${route.routePath} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      hint: 'Fix the component the site replaced (`components` in the config); it renders at build time, without a browser.',
      location: { file: componentFile },
      cause,
    });
  }
  return new SitegenError({
    code: 'render/failed',
    message: `rendering /${route.routePath} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
    hint: 'The page model could not be rendered by the theme; the cause is shown below.',
    location: { file: route.source },
    cause,
  });
}

/** The module of the site's component that threw, when one did (see loadComponents). */
export function componentFileOf(cause: unknown): string | undefined {
  return isSitegenError(cause) && cause.code === 'render/component' ? cause.location?.file : undefined;
}

/** Called with each rendered page, in route order; the next page waits for it to settle. */
export type OnRenderedPage = (route: Route, file: RenderedFile) => void | Promise<void>;

/**
 * Every route through the theme's `renderDocument`, each page handed to `onPage` as soon as
 * it is rendered and kept by nobody else (a build writes it at once); a failing page names
 * its source. A large site without a cache (a one-off build) renders in `workers` threads
 * (by default as renderWorkersFor decides).
 */
export async function renderPages(params: RenderSiteParams, onPage: OnRenderedPage, workers?: number): Promise<void> {
  const { theme, routes, site, navbarFor, cache } = params;
  const threads = workers ?? (await renderWorkersFor(params));
  if (threads > 0) {
    const jobOf = (route: Route) => ({
      page: route.page,
      site: { ...site, navbar: navbarFor(route.page) },
      searchable: isSearchable(route),
    });
    const data = { themeUrl: theme.url, components: theme.components };
    await renderInWorkers(data, routes, jobOf, threads, async (start, outcomes) => {
      for (const [offset, outcome] of outcomes.entries()) {
        const route = routes[start + offset] as Route;
        if ('error' in outcome) throw renderFailed(route, outcome.error, outcome.componentFile);
        const file = { path: route.outputFile, contents: outcome.html, source: route.source };
        await onPage(route, outcome.searchable === undefined ? file : { ...file, searchable: outcome.searchable });
      }
    });
    return;
  }
  const siteKey = cache === undefined ? '' : JSON.stringify(site);
  for (const route of routes) {
    let contents: Uint8Array;
    try {
      const view = { ...site, navbar: navbarFor(route.page) };
      const render = (): Uint8Array => encodePage(theme.theme.renderDocument(route.page, view));
      contents =
        cache === undefined
          ? render()
          : cache.memoSync(`page:${route.outputFile}`, `${siteKey}\0${JSON.stringify(view.navbar)}\0${JSON.stringify(route.page)}`, render);
    } catch (cause) {
      throw renderFailed(route, cause);
    }
    await onPage(route, { path: route.outputFile, contents, source: route.source });
  }
}

/**
 * How many threads `renderPages` will use, for a caller to decide before it starts other
 * work: the count is chosen by the cores idle at that moment, and the build's own writes
 * would make them look busy.
 */
export async function renderWorkersFor(params: RenderSiteParams, forced?: number): Promise<number> {
  return params.cache === undefined ? renderWorkerCount(params.routes.length, forced) : 0;
}

/** Every page rendered, kept in memory (`sitegen dev`, tests), in route order. */
export async function renderSite(params: RenderSiteParams): Promise<RenderedFile[]> {
  const pages: RenderedFile[] = [];
  await renderPages(params, (_route, file) => {
    pages.push(file);
  });
  return pages;
}
