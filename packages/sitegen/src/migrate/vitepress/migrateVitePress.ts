import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docIdOf } from '../../content/docId.js';
import { isExcludedSource } from '../../content/vitepress/isExcludedSource.js';
import { vitepressRoute } from '../../content/vitepress/vitepressRoute.js';
import { walkFiles } from '../../content/walkFiles.js';
import { type MigrateParams, type MigrateResult, migrationFilesOf } from '../migrationFiles.js';
import { fileAccessOf } from '../../files/siteFileAccess.js';
import { findVitePressConfig } from './findVitePressConfig.js';
import { loadVitePressConfig, type VitePressUserConfig } from './loadVitePressConfig.js';
import { record, str } from './configValues.js';
import { mapVitePressConfig } from './mapVitePressConfig.js';
import { migrationNotes, sitegenConfigSource, type VueUse } from './writeMigration.js';

/** `dir`: the folder holding `.vitepress/`, or its parent with `docs/.vitepress/` */
export type MigrateVitePressParams = MigrateParams;

/**
 * `sitegen migrate vitepress [dir]`: reads the VitePress config and pages, writes
 * sitegen.config.ts and MIGRATION.md into `dir`. The VitePress files are only read.
 */
export async function migrateVitePress({ dir, force = false, logger }: MigrateVitePressParams): Promise<MigrateResult> {
  const out = path.resolve(dir);
  const project = findVitePressConfig(out);
  const { configFile, notesFile } = migrationFilesOf(out, force);
  const loaded = await loadVitePressConfig(project.configFile);
  const srcDirAbs = path.resolve(project.root, str(loaded.srcDir) ?? '.');
  const vp = await withAdditionalConfig(loaded, srcDirAbs);
  const relative = (to: string): string => path.relative(out, to).split(path.sep).join('/') || '.';
  const rewrites = Object.fromEntries(Object.entries(record(vp.rewrites)).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const globs = Array.isArray(vp.srcExclude) ? vp.srcExclude.filter((g): g is string => typeof g === 'string') : [];
  const pages = (await walkFiles(srcDirAbs, fileAccessOf(srcDirAbs)))
    .filter((file) => /\.md$/i.test(file))
    .filter((file) => !isExcludedSource(file, { folders: ['public', relative(path.join(out, 'build'))], globs }));
  const docIdOfRoute = new Map(pages.map((file) => [vitepressRoute(file, rewrites), docIdOf(file)]));
  const mapping = mapVitePressConfig(vp, {
    srcDir: relative(srcDirAbs),
    staticDir: relative(path.join(srcDirAbs, 'public')),
    docIdOfRoute,
    pages,
  });
  // written among the pages (srcDir '.'), MIGRATION.md is no page of the site
  const notesInSource = path.relative(srcDirAbs, notesFile);
  if (!notesInSource.startsWith('..') && mapping.config.vitepress !== undefined)
    mapping.config.vitepress.srcExclude = [...(mapping.config.vitepress.srcExclude ?? []), notesInSource.split(path.sep).join('/')];
  const from = relative(project.configFile);
  writeFileSync(configFile, sitegenConfigSource(mapping.config, from));
  writeFileSync(
    notesFile,
    migrationNotes({
      from,
      notMapped: mapping.notMapped,
      vue: vueUses(srcDirAbs, pages),
      pages: pages.length,
      htmlRedirects: mapping.config.redirects?.length ?? 0,
    }),
  );
  logger.info(
    `wrote ${relative(configFile)} and ${relative(notesFile)}: ${pages.length} pages, ${mapping.notMapped.length} settings not mapped`,
  );
  return { configFile, notesFile, pages: pages.length, notMapped: mapping.notMapped.length };
}

const ADDITIONAL_CONFIG = ['config.ts', 'config.mts', 'config.js', 'config.mjs'];

/**
 * VitePress 2 reads a root locale's settings from `<srcDir>/config.*` too
 * (`defineAdditionalConfig`: its sidebar, nav, edit link): merged over the root locale's.
 */
async function withAdditionalConfig(vp: VitePressUserConfig, srcDir: string): Promise<VitePressUserConfig> {
  const file = ADDITIONAL_CONFIG.map((name) => path.join(srcDir, name)).find((candidate) => existsSync(candidate));
  if (file === undefined) return vp;
  const additional = await loadVitePressConfig(file);
  const locales = record(vp.locales);
  const root = record(locales.root);
  const themeConfig = { ...record(root.themeConfig), ...record(additional.themeConfig) };
  return { ...vp, locales: { ...locales, root: { ...root, ...additional, themeConfig } } };
}

const VUE_USES: readonly [string, RegExp][] = [
  ['<script setup>', /^<script\b[^>]*>/im],
  ['<style>', /^<style\b[^>]*>/im],
  ['{{ }}', /\{\{[^{}\n]+\}\}/],
  ['components', /<[A-Z][\w-]*[\s/>]/],
];

/** The pages that use what only Vue renders, outside code blocks. */
function vueUses(srcDir: string, pages: readonly string[]): VueUse[] {
  return pages.flatMap((page) => {
    const text = readFileSync(path.join(srcDir, page), 'utf8')
      .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
      .replace(/`[^`\n]*`/g, '');
    const uses = VUE_USES.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
    return uses.length === 0 ? [] : [{ file: page, uses }];
  });
}
