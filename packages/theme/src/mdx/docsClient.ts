import type { MdxDocsVersion } from '@sitegen/core/view';
import { useContext } from 'react';
import { MdxSiteContext } from './siteContext.js';

/**
 * The version hooks of Docusaurus's `@docusaurus/plugin-content-docs/client` that docs use, with
 * its names and shapes, read from the site's data at build time: a page is rendered in its
 * own docs version. The plugin id is taken and ignored: a sitegen site has one docs plugin.
 */
export type DocsVersion = MdxDocsVersion;

/** `useVersions()`: every docs version, newest first. */
export function useVersions(_pluginId?: string): DocsVersion[] {
  return useContext(MdxSiteContext).docsVersions ?? [];
}

/** `useActiveVersion()`: the version of the page's doc; undefined on a page outside the docs. */
export function useActiveVersion(_pluginId?: string): DocsVersion | undefined {
  const { docsVersions, activeDocsVersion } = useContext(MdxSiteContext);
  return docsVersions?.find((version) => version.name === activeDocsVersion);
}

/** `useLatestVersion()`: the version at the docs route (Docusaurus's `lastVersion`). */
export function useLatestVersion(_pluginId?: string): DocsVersion {
  const latest = useVersions().find((version) => version.isLast);
  if (latest === undefined) throw new Error('useLatestVersion(): the site has no docs versions');
  return latest;
}

/** What `useDocsVersion()` returns: Docusaurus's `PropVersionMetadata`, less the sidebars. */
export interface DocsVersionMetadata {
  pluginId: string;
  version: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
}

/** `useDocsVersion()`: the page's docs version; like Docusaurus's, it throws on a page outside the docs. */
export function useDocsVersion(): DocsVersionMetadata {
  const active = useActiveVersion();
  if (active === undefined)
    throw new Error('useDocsVersion() is called on a page that is not a doc: it reads the version of the doc it is on');
  return {
    pluginId: 'default',
    version: active.name,
    label: active.label,
    banner: active.banner === 'none' ? null : active.banner,
    // Docusaurus shows a version badge by default when there are several versions
    badge: useVersions().length > 1,
    noIndex: false,
    className: `docs-version-${active.name}`,
    isLast: active.isLast,
  };
}
