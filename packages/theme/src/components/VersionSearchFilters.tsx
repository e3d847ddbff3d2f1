import type { DocsVersionsView } from '@sitegen/core/view';

/**
 * Inside the article Pagefind indexes: the versions whose search finds the page (its own; every
 * version for a page outside the docs), as Pagefind filters, so search keeps to the version read.
 */
export function VersionSearchFilters({ docsVersions }: { docsVersions: DocsVersionsView }) {
  const names = docsVersions.version === undefined ? docsVersions.versions.map((version) => version.name) : [docsVersions.version.name];
  return (
    <>
      {names.map((name) => (
        <span key={name} hidden data-pagefind-filter={`version:${name}`} />
      ))}
    </>
  );
}
