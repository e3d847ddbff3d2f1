import type { MdxSiteData } from '@sitegen/core/view';
import { createContext, useContext } from 'react';

/** What an MDX page knows of its site as it renders: Docusaurus's `siteConfig` and `i18n`, as plain data. */
export type MdxSite = MdxSiteData;

const NO_SITE: MdxSite = {
  baseUrl: '/',
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/' },
  i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
};

/** Given by sitegen around every MDX page it renders (a page rendered alone gets a site at '/'). */
export const MdxSiteContext = createContext<MdxSite>(NO_SITE);

/** Docusaurus's `useDocusaurusContext()`: the site's config and locales. */
export function useDocusaurusContext(): Pick<MdxSite, 'siteConfig' | 'i18n'> {
  const { siteConfig, i18n } = useContext(MdxSiteContext);
  return { siteConfig, i18n };
}

export interface BaseUrlOptions {
  /** the full URL, with the site's origin */
  absolute?: boolean;
  /** prepend the base path even to a path that starts with it already */
  forcePrependBaseUrl?: boolean;
}

const PROTOCOL = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

/** Docusaurus's `useBaseUrl('/img/logo.svg')`: the path under the site's base path (URLs and `#hash` as they are). */
export function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const { baseUrl, siteConfig } = useContext(MdxSiteContext);
  return withBaseUrl(url, baseUrl, siteConfig.url, options);
}

/** useBaseUrl's rule, Docusaurus's own (`packages/docusaurus/src/client/exports/useBaseUrl.ts`). */
export function withBaseUrl(url: string, baseUrl: string, siteUrl: string, { absolute, forcePrependBaseUrl }: BaseUrlOptions = {}): string {
  if (url === '' || url.startsWith('#') || PROTOCOL.test(url) || /^[a-z]+:/i.test(url)) return url;
  if (forcePrependBaseUrl === true) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute === true ? siteUrl.replace(/\/$/, '') + path : path;
}
