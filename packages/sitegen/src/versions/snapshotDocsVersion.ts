import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureReflections } from '../api/ensureReflections.js';
import { readApiReadme } from '../api/loadApiSource.js';
import { findPackage } from '../api/reflectionInputs.js';
import { resolveEntryPoints } from '../api/resolveEntryPoints.js';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Logger } from '../logger/Logger.js';
import { readVersionsFile } from './readVersionsFile.js';
import { API_SNAPSHOT_JSON, API_SNAPSHOT_README, versionFilesOf } from './versionFiles.js';
import { versionNameProblem } from './versionName.js';

export interface SnapshotDocsVersionParams {
  config: ResolvedConfig;
  /** the version's name: its folder `versioned_docs/version-<name>` and, by default, its route `/docs/<name>` */
  name: string;
  logger: Logger;
}

/**
 * `sitegen docs:version <name>`, as Docusaurus's `docs:version`: copies content/docs into
 * `versioned_docs/version-<name>/` (category files and all), the sidebars config into
 * `versioned_sidebars/version-<name>-sidebars.json` and, with an API reference, its
 * reflection JSON (made fresh first when its declarations changed) and README into
 * `versioned_api/version-<name>/`; then puts the name first in versions.json. Returns the
 * files and folders written, relative to the site folder.
 */
export async function snapshotDocsVersion(params: SnapshotDocsVersionParams): Promise<string[]> {
  const { config, name, logger } = params;
  const files = versionFilesOf(config.siteDir);
  const problem = versionNameProblem(name);
  if (problem !== undefined) {
    throw new SitegenError({
      code: 'versions/invalid-name',
      message: `the version name '${name}' cannot be used: ${problem}`,
      hint: "Name the version as you release it, e.g. '1.2' or '2.0.0-beta.1'.",
    });
  }
  const existing = await readVersionsFile(files.versionsFile);
  const taken = [files.docsDir(name), files.sidebarsFile(name), files.apiDir(name)].find((target) => existsSync(target));
  if (existing.includes(name) || taken !== undefined) {
    throw new SitegenError({
      code: 'versions/exists',
      message: `the docs version '${name}' already exists${taken === undefined ? ' in versions.json' : ` (${path.relative(config.siteDir, taken)})`}`,
      hint: `Choose another name; the versions are ${existing.map((n) => `'${n}'`).join(', ') || 'none yet'}.`,
      location: { file: files.versionsFile },
    });
  }
  const docsDir = path.join(config.contentDir, 'docs');
  if (!existsSync(docsDir)) {
    throw new SitegenError({
      code: 'versions/missing-docs',
      message: `there are no docs to make a version of: ${path.relative(config.siteDir, docsDir)} does not exist`,
      hint: 'Write the docs in content/docs first; a version is a copy of them.',
      location: { file: config.configFile },
    });
  }
  const written: string[] = [];
  try {
    await cp(docsDir, files.docsDir(name), { recursive: true, errorOnExist: true, force: false });
    written.push(files.docsDir(name));
    await mkdir(path.dirname(files.sidebarsFile(name)), { recursive: true });
    await writeFile(files.sidebarsFile(name), `${JSON.stringify(config.sidebars, null, 2)}\n`);
    written.push(files.sidebarsFile(name));
    if (config.api !== undefined) written.push(...(await snapshotApi(config, files.apiDir(name), logger)));
    await writeFile(files.versionsFile, `${JSON.stringify([name, ...existing], null, 2)}\n`);
    written.push(files.versionsFile);
  } catch (error) {
    // a version half made would be 'already there' to the next attempt: nothing of it stays
    await Promise.all(written.filter((file) => file !== files.versionsFile).map((file) => rm(file, { recursive: true, force: true })));
    throw error;
  }
  const relative = written.map((file) => path.relative(config.siteDir, file));
  logger.info(`docs version '${name}' made: ${relative.join(', ')}`);
  return relative;
}

/** The reference as it is now: the reflection JSON (regenerated first if stale) and the README of its index. */
async function snapshotApi(config: ResolvedConfig, apiDir: string, logger: Logger): Promise<string[]> {
  const reflections = await ensureReflections({ config, logger });
  await mkdir(apiDir, { recursive: true });
  await copyFile(reflections.file, path.join(apiDir, API_SNAPSHOT_JSON));
  const entry = config.api === undefined ? undefined : resolveEntryPoints(config, config.api)[0];
  const readme = config.api === undefined ? undefined : readApiReadme(config, entry === undefined ? undefined : findPackage(entry));
  if (readme !== undefined) await writeFile(path.join(apiDir, API_SNAPSHOT_README), readme.source);
  return [apiDir];
}
