import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { convertProject } from '../api/convert/convertProject.js';
import { ensureReflections, readReflections } from '../api/ensureReflections.js';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Logger } from '../logger/Logger.js';
import { readVersionsFile } from '../versions/readVersionsFile.js';
import { API_SNAPSHOT_JSON, versionFilesOf } from '../versions/versionFiles.js';
import { diffApiModels } from './diffApiModels.js';
import { type ApiDiffFormat, differencesAnnotations, differencesText } from './formatDifferences.js';
import { sourcePositions } from './sourcePositions.js';
import type { ApiDifference } from './types.js';

export interface RunApiDiffParams {
  config: ResolvedConfig;
  logger: Logger;
  /** a docs version's name (versions.json), or the path of a reflection JSON */
  against: string;
  format: ApiDiffFormat;
  /** exit 0 even when a difference is breaking */
  allowBreaking: boolean;
  /** what paths are shown relative to: the working folder */
  root?: string;
}

interface Reflections {
  project: JSONOutput.ProjectReflection;
  file: string;
  label: string;
}

/** A reflection JSON, checked to be TypeDoc's project before it is read as one. */
function readProject(file: string, label: string): Reflections {
  const project = readReflections(file) as Partial<JSONOutput.ProjectReflection> | null;
  if (project === null || typeof project !== 'object' || project.kind !== 1 || typeof project.schemaVersion !== 'string') {
    throw new SitegenError({
      code: 'api/diff-not-reflections',
      message: `${file} is JSON, but not TypeDoc's reflection JSON of a project (no "schemaVersion", or "kind" is not 1).`,
      hint: 'Pass the reflections.json that `sitegen api` writes (content/api/) or that `sitegen docs:version` keeps (versioned_api/version-<name>/), or the output of `typedoc --json`.',
      location: { file },
    });
  }
  return { project: project as JSONOutput.ProjectReflection, file, label };
}

/** `--diff`'s argument: a file when one is there, else a docs version with an API snapshot. */
async function readTarget(config: ResolvedConfig, against: string): Promise<Reflections> {
  const file = path.resolve(against);
  if (existsSync(file) && statSync(file).isFile()) return readProject(file, path.relative(process.cwd(), file) || file);
  const files = versionFilesOf(config.siteDir);
  const versions = await readVersionsFile(files.versionsFile);
  if (!versions.includes(against)) {
    throw new SitegenError({
      code: 'api/diff-unknown-target',
      message: `--diff ${against}: no docs version of that name${versions.length === 0 ? ' (the site has none)' : ` (the site has ${versions.join(', ')})`} and no file at ${file}.`,
      hint: 'Name a version of versions.json, or the path of a reflection JSON (for example one saved from `sitegen api` before a change).',
      location: { file: existsSync(files.versionsFile) ? files.versionsFile : config.configFile },
    });
  }
  const snapshot = path.join(files.apiDir(against), API_SNAPSHOT_JSON);
  if (!existsSync(snapshot)) {
    throw new SitegenError({
      code: 'api/diff-unknown-target',
      message: `--diff ${against}: the docs version ${against} has no API snapshot (${path.relative(config.siteDir, snapshot)}); it was made before the site had an API reference.`,
      hint: 'Compare with another version, or with the path of a reflection JSON of that release.',
      location: { file: files.versionsFile },
    });
  }
  return readProject(snapshot, `docs version ${against}`);
}

/**
 * `sitegen api --diff <version | file>`: the differences from a released API to the current
 * one (the site's `api` config), printed as text, JSON or GitHub annotations; a breaking one
 * fails the command unless allowed.
 */
export async function runApiDiff(params: RunApiDiffParams): Promise<ApiDifference[]> {
  const { config, logger } = params;
  const target = await readTarget(config, params.against);
  const current = await ensureReflections({ config, logger });
  const before = convertProject({ project: target.project, file: target.file });
  const after = convertProject({ project: current.project, file: current.file });
  const differences = diffApiModels(before, after);
  const labels = {
    before: target.label,
    after: `the current API (${[after.packageName, after.packageVersion].filter(Boolean).join(' ')})`,
  };
  if (params.format === 'json') logger.info(JSON.stringify({ before: labels.before, after: labels.after, differences }, null, 2));
  else if (params.format === 'github') {
    const positions = new Map([...sourcePositions(target.project), ...sourcePositions(current.project as JSONOutput.ProjectReflection)]);
    for (const line of differencesAnnotations(differences, positions, params.root ?? process.cwd())) logger.info(line);
  } else logger.info(differencesText(differences, labels));
  const breaking = differences.filter((found) => found.breaking).length;
  if (breaking > 0 && !params.allowBreaking) {
    throw new SitegenError({
      code: 'api/breaking-change',
      message: `${breaking} of the API's differences from ${labels.before} ${breaking === 1 ? 'is' : 'are'} breaking`,
      hint: 'Undo them, or pass --allow-breaking when the release is meant to break (a major version). reference/api-changes in the docs says why each rule breaks.',
    });
  }
  return differences;
}
