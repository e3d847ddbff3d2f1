import type { ApiPlan } from '../api/planApiReference.js';
import type { SiteContent } from '../content/types.js';
import type { VersionLinkScopes } from '../markdown/linkTable.js';
import type { DocsVersion } from './types.js';

/**
 * Where Markdown resolves the links of each docs version other than the latest: the files
 * of the version (its docs, its API reflection JSON and README, whose comments become API
 * pages) and its API symbols. Undefined for a site with one version: everything resolves in it.
 */
export function versionLinkScopesOf(
  versions: readonly DocsVersion[],
  content: Pick<SiteContent, 'docs'>,
  apiPlans: readonly (ApiPlan | undefined)[],
): VersionLinkScopes | undefined {
  if (versions.length < 2) return undefined;
  const versionOfFile = new Map<string, string>();
  const symbols = new Map<string, ApiPlan['symbols']>();
  versions.forEach((version, index) => {
    if (version.isLatest) return;
    for (const doc of content.docs) if (doc.version === version.name) versionOfFile.set(doc.file, version.name);
    const plan = apiPlans[index];
    if (plan === undefined) return;
    versionOfFile.set(plan.source.file, version.name);
    if (plan.source.readme !== undefined) versionOfFile.set(plan.source.readme.file, version.name);
    symbols.set(version.name, plan.symbols);
  });
  return { versionOfFile, symbols };
}
