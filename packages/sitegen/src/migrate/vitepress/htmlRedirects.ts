import type { RedirectConfig } from '../../config/types.js';
import { rewrite, vitepressRoute } from '../../content/vitepress/vitepressRoute.js';

/**
 * A site built with `cleanUrls: false` served `guide/setup.md` at `/guide/setup.html`, an
 * address the web and bookmarks keep: each gets a redirect to the page's route. A folder's
 * `index.md` needs none: its old `/guide/index.html` is the file sitegen writes for `/guide/`.
 */
export function htmlRedirects(pages: readonly string[], rewrites: Readonly<Record<string, string>>): RedirectConfig[] {
  return pages.flatMap((page) => {
    if (/(?:^|\/)index\.md$/i.test(rewrite(page, rewrites))) return [];
    const route = vitepressRoute(page, rewrites);
    return [{ from: `/${route}.html`, to: `/${route}` }];
  });
}
