/**
 * What an MDX page knows of its site as it renders (Docusaurus's `useDocusaurusContext()`,
 * `useBaseUrl()` and the docs plugin's version hooks read it): plain data, made once per build
 * by the Markdown stage, with the page's own docs version set per page.
 */
export interface MdxSiteData {
  /** the site's base path, with a trailing slash ('/docs-site/') */
  baseUrl: string;
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
  /** the docs versions, newest first, as Docusaurus's `useVersions()` lists them; one for a site without versions */
  docsVersions?: MdxDocsVersion[];
  /** the name of the version the page is in (`useActiveVersion()`, `useDocsVersion()`); none on a page outside the docs */
  activeDocsVersion?: string;
}

/** A docs version, with Docusaurus's names (`GlobalVersion`). */
export interface MdxDocsVersion {
  /** 'current', or a name of versions.json */
  name: string;
  /** 'Next' for the current docs unless configured */
  label: string;
  /** the version's docs root, under the base path ('/docs/next') */
  path: string;
  /** the version at the docs route (Docusaurus's `lastVersion`) */
  isLast: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
}
