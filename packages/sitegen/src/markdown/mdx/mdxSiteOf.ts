import type { ResolvedConfig } from '../../config/types.js';
import { localeBasePath } from '../../router/localeUrls.js';
import type { MdxSiteData } from '../../view/mdxSite.js';

export type MdxSiteConfig = Partial<Pick<ResolvedConfig, 'title' | 'tagline' | 'url' | 'baseUrl' | 'i18n' | 'locale'>>;

/**
 * What an MDX page's components know of the site, from the resolved config: a locale's base
 * path has its folder ('/site/fr/'), as Docusaurus's `siteConfig.baseUrl` of a locale build.
 * Undefined when the config gives no base path (a unit test's partial config).
 */
export function mdxSiteOf(config: MdxSiteConfig): MdxSiteData | undefined {
  if (config.baseUrl === undefined) return undefined;
  const baseUrl = localeBasePath(config.baseUrl, { path: config.locale?.path ?? '' });
  const defaultLocale = config.i18n?.defaultLocale ?? 'en';
  return {
    baseUrl,
    siteConfig: { title: config.title ?? '', tagline: config.tagline ?? '', url: config.url ?? '', baseUrl },
    i18n: { currentLocale: config.locale?.name ?? defaultLocale, defaultLocale, locales: config.i18n?.locales ?? [defaultLocale] },
  };
}
