import type { DocsVersionsView } from '@sitegen/core/view';
import { DATA_ATTRIBUTES } from '@sitegen/core/view';
import { VERSION_ISLAND } from '../shared/versionNames.js';

/**
 * On every page of a site with several docs versions, inside the page region (so that it
 * mounts again after a client-side navigation): the island that points the navbar at the
 * version being read, or the reader's preferred one, and scopes search to it.
 */
export function DocsVersionIsland({ docsVersions }: { docsVersions: DocsVersionsView }) {
  const attributes = { [DATA_ATTRIBUTES.island]: VERSION_ISLAND, [DATA_ATTRIBUTES.islandProps]: JSON.stringify(docsVersions) };
  return <span hidden {...attributes} />;
}
