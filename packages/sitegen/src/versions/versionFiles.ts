import path from 'node:path';

/**
 * Where a site keeps its released docs versions, beside its config as Docusaurus keeps
 * them beside its own: `versions.json` (newest first), `versioned_docs/version-<name>/`
 * (a copy of content/docs), `versioned_sidebars/version-<name>-sidebars.json` (the
 * sidebars config) and, for a site with an API reference, `versioned_api/version-<name>/`.
 */
export interface VersionFiles {
  versionsFile: string;
  /** versions.json and the three folders beside it: what `sitegen dev` watches besides content/ */
  all: string[];
  docsDir(name: string): string;
  sidebarsFile(name: string): string;
  apiDir(name: string): string;
}

/** The file name of a version's reflection JSON in its `versioned_api/` folder. */
export const API_SNAPSHOT_JSON = 'reflections.json';
/** The file name of a version's API README in its `versioned_api/` folder. */
export const API_SNAPSHOT_README = 'README.md';

export function versionFilesOf(siteDir: string): VersionFiles {
  return {
    versionsFile: path.join(siteDir, 'versions.json'),
    all: ['versions.json', 'versioned_docs', 'versioned_sidebars', 'versioned_api'].map((name) => path.join(siteDir, name)),
    docsDir: (name) => path.join(siteDir, 'versioned_docs', `version-${name}`),
    sidebarsFile: (name) => path.join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`),
    apiDir: (name) => path.join(siteDir, 'versioned_api', `version-${name}`),
  };
}
