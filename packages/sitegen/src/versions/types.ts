import type { SidebarDefinition, VersionBanner } from '../config/types.js';

/** The name of the docs in content/docs, as Docusaurus names it: labelled 'Next' by default. */
export const CURRENT_VERSION = 'current';

/** One docs version the build makes: where its files are and where its pages go. */
export interface DocsVersion {
  /** 'current', or a name of versions.json */
  name: string;
  label: string;
  /** its route under the docs route: '' for the latest, 'next' for the current docs, '1.0' */
  path: string;
  banner: VersionBanner;
  isCurrent: boolean;
  /** the version at the docs route: pages outside the docs link into it, llms.txt lists it */
  isLatest: boolean;
  /** absolute: content/docs, or versioned_docs/version-<name> */
  docsDir: string;
  /** the config's for the current docs; a released version's snapshot (versioned_sidebars/) */
  sidebars: Record<string, SidebarDefinition>;
  /** a released version's API reflection JSON (and README) as snapshot; the current docs use the config's `api` */
  apiSnapshot?: ApiSnapshot;
}

/** The API reference of a released version, as `sitegen docs:version` copied it. */
export interface ApiSnapshot {
  /** absolute path of the reflection JSON */
  reflections: string;
  /** absolute path of the README shown on the reference's index, when there was one */
  readme?: string;
}
