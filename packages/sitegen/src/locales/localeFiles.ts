import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a locale's translations live, beside the config (Docusaurus's `i18n/<locale>/` with
 * sitegen's own names inside):
 *
 * i18n/<locale>/docs/                    the current docs, mirroring content/docs
 * i18n/<locale>/versioned_docs/version-<v>/  a released version's docs
 * i18n/<locale>/pages/                   Markdown pages, mirroring content/pages
 * i18n/<locale>/navbar.json, footer.json the navbar's and footer's labels
 * i18n/<locale>/theme.json               the theme's own words
 *
 * A `_category_.json` under docs/ holds the keys it changes of the original (its `label`).
 */
export interface LocaleFiles {
  dir: string;
  /** the translated docs of a version ('current': the current docs) */
  docsDir(version: string | undefined): string;
  pagesDir: string;
  navbar: string;
  footer: string;
  theme: string;
}

export const I18N_DIR = 'i18n';

export function localeFilesOf(siteDir: string, locale: string): LocaleFiles {
  const dir = path.join(siteDir, I18N_DIR, locale);
  return {
    dir,
    docsDir: (version) => translatedDocsDir(dir, version),
    pagesDir: path.join(dir, 'pages'),
    navbar: path.join(dir, 'navbar.json'),
    footer: path.join(dir, 'footer.json'),
    theme: path.join(dir, 'theme.json'),
  };
}

/**
 * A version's translated docs in a locale's folder: docs/ for the current docs,
 * versioned_docs/version-<v>/ for a released one; where that folder is missing and
 * Docusaurus's is there (docusaurus-plugin-content-docs/current/ or version-<v>/), Docusaurus's,
 * so a migrated site's translations are read where they are.
 */
export function translatedDocsDir(localeDir: string, version: string | undefined): string {
  const current = version === undefined || version === 'current';
  const own = current ? path.join(localeDir, 'docs') : path.join(localeDir, 'versioned_docs', `version-${version}`);
  if (existsSync(own)) return own;
  const docusaurus = path.join(localeDir, 'docusaurus-plugin-content-docs', current ? 'current' : `version-${version}`);
  return existsSync(docusaurus) ? docusaurus : own;
}
