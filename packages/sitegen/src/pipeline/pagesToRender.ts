import type { BundledAssets } from '../bundle/bundleAssets.js';
import type { BuildCache } from '../cache/BuildCache.js';
import type { ResolvedConfig } from '../config/types.js';
import type { LoadedTheme } from '../load/loadTheme.js';
import { navbarInLocale } from '../locales/alternates.js';
import type { RenderSiteParams } from '../render/renderSite.js';
import type { Router } from '../router/createRouter.js';
import { markActiveNavbar } from '../routes/navbar.js';
import type { Route, SiteModel } from '../routes/types.js';
import { navbarInVersion } from '../routes/versionNavigation.js';
import type { NavbarView, PageView } from '../view/index.js';
import { apiHistoryStrings } from '../view/apiHistoryStrings.js';

/** What the render stage takes: the routes, the shared site view with its assets, and each page's navbar. */
export function pagesToRender(built: {
  config: ResolvedConfig;
  router: Router;
  routes: Route[];
  siteModel: SiteModel;
  theme: LoadedTheme;
  assets: BundledAssets;
  /** kept across the builds of a `sitegen dev` session: a page whose view did not change is not rendered again */
  cache: BuildCache | undefined;
}): RenderSiteParams {
  const { config, router, siteModel, assets } = built;
  const site = { ...siteModel.site, assets: { css: assets.css.map(router.href), js: assets.js.map(router.href) } };
  const { versionNavigation } = siteModel;
  const changesLabel = apiHistoryStrings(config.lang).apiChangesLink;
  const navbarFor = (page: PageView): NavbarView =>
    navbarInLocale(
      markActiveNavbar(
        versionNavigation === undefined ? site.navbar : navbarInVersion(site.navbar, page, versionNavigation, changesLabel),
        page.href,
        'sidebar' in page ? page.sidebar?.id : undefined,
        page.docsVersions?.version?.name,
      ),
      page,
      config,
    );
  return { theme: built.theme, routes: built.routes, site, navbarFor, cache: built.cache };
}
