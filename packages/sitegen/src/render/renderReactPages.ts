import type { BuildCache } from '../cache/BuildCache.js';
import type { ResolvedConfig } from '../config/types.js';
import type { SiteContent } from '../content/types.js';
import type { Router } from '../router/createRouter.js';
import type { RenderedReactPage } from '../routes/buildSiteModel.js';
import { renderReactPage } from './renderReactPage.js';

/**
 * The site's own React pages (and its plugins') rendered to markup, by route path. Cached
 * until the cache is cleared: a page's own imports are not tracked, so a change to a page clears it.
 */
export async function renderReactPages(params: {
  config: Pick<ResolvedConfig, 'title' | 'tagline'>;
  router: Pick<Router, 'basePath' | 'sitePathHref'>;
  content: SiteContent;
  cache: BuildCache;
}): Promise<Map<string, RenderedReactPage>> {
  const { config, router, content, cache } = params;
  const props = { site: { title: config.title, tagline: config.tagline, basePath: router.basePath }, href: router.sitePathHref };
  const pages = content.pages.filter((page) => page.kind === 'react');
  return new Map(
    await Promise.all(
      pages.map(
        async (page) =>
          [
            page.routePath,
            await cache.memo(`react:${page.routePath}`, page.file, () => renderReactPage(page.file, { ...page.props, ...props })),
          ] as const,
      ),
    ),
  );
}
