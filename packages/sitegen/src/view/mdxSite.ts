/**
 * What an MDX page knows of its site as it renders (Docusaurus's `useDocusaurusContext()` and
 * `useBaseUrl()` read it): plain data, made once per build by the Markdown stage.
 */
export interface MdxSiteData {
  /** the site's base path, with a trailing slash ('/docs-site/') */
  baseUrl: string;
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
}
