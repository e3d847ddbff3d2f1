import { renderDocument, type NavbarView, type PageView, type SiteView } from '@sitegen/theme';
import type { BuildCache } from '../BuildCache.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Route } from '../routes/types.js';
import { encodePage } from './encodePage.js';
import { renderInWorkers, renderWorkerCount } from './renderInWorkers.js';

export interface RenderSiteParams {
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
}

function renderFailed(route: Route, cause: unknown): SitegenError {
  return new SitegenError({
    code: 'render/failed',
    message: `rendering /${route.routePath} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
    hint: 'The page model could not be rendered by the theme; the cause is shown below.',
    location: { file: route.source },
    cause,
  });
}

/**
 * Every route through the theme's `renderDocument`; a failing page names its source. A
 * large site without a cache (a one-off build) renders in worker threads, one per core.
 */
export async function renderSite(params: RenderSiteParams): Promise<RenderedFile[]> {
  const { routes, site, navbarFor, cache } = params;
  const workers = cache === undefined ? await renderWorkerCount(routes.length) : 0;
  if (workers > 0) {
    const outcomes = await renderInWorkers(routes, (route) => ({ page: route.page, site: { ...site, navbar: navbarFor(route.page) } }), workers);
    return routes.map((route, index) => {
      const outcome = outcomes[index];
      if (outcome === undefined || 'error' in outcome) throw renderFailed(route, outcome?.error ?? 'no result');
      return { path: route.outputFile, contents: outcome.html, source: route.source };
    });
  }
  const siteKey = cache === undefined ? '' : JSON.stringify(site);
  return routes.map((route) => {
    try {
      const view = { ...site, navbar: navbarFor(route.page) };
      const render = (): Uint8Array => encodePage(renderDocument(route.page, view));
      const contents =
        cache === undefined
          ? render()
          : cache.memoSync(`page:${route.outputFile}`, `${siteKey}\0${JSON.stringify(view.navbar)}\0${JSON.stringify(route.page)}`, render);
      return { path: route.outputFile, contents, source: route.source };
    } catch (cause) {
      throw renderFailed(route, cause);
    }
  });
}
