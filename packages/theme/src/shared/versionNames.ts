/**
 * Names of the docs versions feature, defined once for the server components and the
 * `docs-version` island: kept apart from the core's constants, which every site's bundle
 * imports, so that a site without versions bundles none of them.
 */
export const VERSION_ISLAND = 'docs-version';

export const VERSION_ATTRIBUTES = {
  /** on a link (or an element inside it) that chooses a docs version: its name, stored as the reader's preferred */
  version: 'data-sg-version',
  /** on a navbar link into the docs: JSON of its href in each version */
  versionHrefs: 'data-sg-version-hrefs',
} as const;
