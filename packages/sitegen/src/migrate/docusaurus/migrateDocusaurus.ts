import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type MigrateParams, type MigrateResult, migrationFilesOf } from '../migrationFiles.js';
import { findDocusaurusConfig, loadDocusaurusConfig } from './loadDocusaurusConfig.js';
import { mapDocusaurusConfig } from './mapDocusaurusConfig.js';
import { migrationNotes, type SiteFacts, sitegenConfigSource } from './writeDocusaurusMigration.js';

/** `dir`: the Docusaurus site, the folder holding docusaurus.config.{ts,js} */
export type MigrateDocusaurusParams = MigrateParams;

/**
 * `sitegen migrate docusaurus [dir]`: reads docusaurus.config.*, the sidebars file it names,
 * versions.json, i18n/ and static/, and writes sitegen.config.ts and MIGRATION.md into `dir`.
 * The Docusaurus files are only read: sitegen reads docs/, versioned_docs/ and i18n/ as they are.
 */
export async function migrateDocusaurus({ dir, force = false, logger }: MigrateDocusaurusParams): Promise<MigrateResult> {
  const siteDir = path.resolve(dir);
  const { configFile, notesFile } = migrationFilesOf(siteDir, force);
  const source = findDocusaurusConfig(siteDir);
  const loaded = await loadDocusaurusConfig(source);
  // versions.json lies beside docs/, in the folder the preset's docs path names
  const docsPath = record(record(classicOptions(loaded)).docs).path;
  const contentGuess = path.resolve(siteDir, typeof docsPath === 'string' ? path.dirname(docsPath) : '.');
  const mapping = mapDocusaurusConfig(loaded, { siteDir, versions: readVersions(path.join(contentGuess, 'versions.json')) });
  const from = path.basename(source);
  const contentDir = path.resolve(siteDir, typeof mapping.config.contentDir === 'string' ? mapping.config.contentDir : '.');
  const facts: SiteFacts = {
    from,
    pages: countPages(path.join(contentDir, 'docs')),
    versions: readVersions(path.join(contentDir, 'versions.json')),
    translatedLocales: subfolders(path.join(siteDir, 'i18n')),
    hasStatic: existsSync(path.join(siteDir, 'static')),
    contentIsSite: contentDir === siteDir,
  };
  writeFileSync(configFile, sitegenConfigSource(mapping, from));
  writeFileSync(notesFile, migrationNotes(mapping.notMapped, facts));
  logger.info(`wrote sitegen.config.ts and MIGRATION.md: ${facts.pages} pages, ${mapping.notMapped.length} settings not mapped`);
  return { configFile, notesFile, pages: facts.pages, notMapped: mapping.notMapped.length };
}

function countPages(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.mdx?$/i.test(file) && !file.split(path.sep).some((part) => part.startsWith('_')),
  ).length;
}

function readVersions(file: string): string[] {
  if (!existsSync(file)) return [];
  const versions: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(versions) ? versions.map(String) : [];
}

function subfolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The classic preset's options, where the docs' folder is named. */
function classicOptions(config: Record<string, unknown>): unknown {
  const presets = Array.isArray(config.presets) ? (config.presets as unknown[]) : [];
  const classic = presets.find(
    (preset) => Array.isArray(preset) && (preset[0] === 'classic' || preset[0] === '@docusaurus/preset-classic'),
  );
  return Array.isArray(classic) ? classic[1] : undefined;
}
