import type { ResolvedConfig } from '../config/types.js';
import type { Router } from '../router/createRouter.js';

/**
 * robots.txt: everything may be crawled, or nothing with `noIndex`; it names the sitemap
 * when the site has a `url` (crawlers need it absolute). A site's own static/robots.txt wins.
 */
export function renderRobotsTxt(config: Pick<ResolvedConfig, 'noIndex' | 'url'>, router: Pick<Router, 'href' | 'absoluteUrl'>): string {
  const lines = ['User-agent: *', config.noIndex ? 'Disallow: /' : 'Disallow:'];
  if (config.url !== '') lines.push('', `Sitemap: ${router.absoluteUrl(router.href('sitemap.xml'))}`);
  return `${lines.join('\n')}\n`;
}
