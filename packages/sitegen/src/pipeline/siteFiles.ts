import type { ResolvedConfig } from '../config/types.js';
import type { Router } from '../router/createRouter.js';
import type { Route, SiteModel } from '../routes/types.js';
import { renderRedirects } from '../write/renderRedirects.js';
import { renderRobotsTxt } from '../write/renderRobotsTxt.js';
import { renderSitemap } from '../write/renderSitemap.js';
import type { OutputFile } from '../write/writeSite.js';
import type { BundledAssets } from '../bundle/bundleAssets.js';
import type { LoadedTheme } from '../load/loadTheme.js';
import type { AgentFiles } from '../llms/buildAgentFiles.js';

/** The files of a build that are not rendered pages nor the search index, in the order they are written. */
export function siteFilesOf(built: {
  config: ResolvedConfig;
  router: Router;
  routes: Route[];
  siteModel: SiteModel;
  theme: LoadedTheme;
  assets: BundledAssets;
  agentFiles: AgentFiles;
  staticFiles: OutputFile[];
  images: OutputFile[];
  homeRedirect: OutputFile | undefined;
}): OutputFile[] {
  const { config, router, routes, staticFiles, homeRedirect } = built;
  // a page kept out of search engines is kept out of the sitemap too
  const indexed = config.noIndex ? [] : routes.filter((route) => route.page.kind !== 'notFound' && route.page.noIndex !== true);
  const sitemap = renderSitemap(indexed.map((route) => ({ url: router.absoluteUrl(route.page.href), alternates: route.page.alternates })));
  // crawlers read /robots.txt at the origin only: a site under a base path cannot serve it
  const robots =
    config.baseUrl !== '/' || staticFiles.some((file) => file.path === 'robots.txt')
      ? []
      : [{ path: 'robots.txt', contents: renderRobotsTxt(config, router), source: 'robots.txt' }];
  return [
    ...staticFiles,
    ...built.images,
    ...built.assets.files.map((file) => ({ ...file, source: 'the theme bundle' })),
    ...(built.siteModel.sidebarFragments ?? []).map((fragment) => ({
      path: fragment.path,
      contents: built.theme.theme.renderSidebarFragment(fragment.sidebar, config.themeStrings),
      source: `the sidebar '${fragment.sidebar.id}'`,
    })),
    ...built.agentFiles.files,
    { path: 'sitemap.xml', contents: sitemap, source: 'the sitemap' },
    ...(homeRedirect ? [homeRedirect] : []),
    ...robots,
    ...renderRedirects(config, router),
  ];
}
