import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocsVersionOptions, ResolvedConfig, SidebarDefinition } from '../config/types.js';
import { sidebarsSchema } from '../config/sidebarItemsSchema.js';
import { describeIssue } from '../config/validateConfig.js';
import { withoutByteOrderMark } from '../content/withoutByteOrderMark.js';
import { SitegenError } from '../errors/SitegenError.js';
import { closeNames } from '../errors/suggestClosest.js';
import { currentDocsLabel } from './currentDocsVersion.js';
import { currentDocsDir } from '../content/currentDocsDir.js';
import { CURRENT_VERSION, type DocsVersion } from './types.js';
import { API_SNAPSHOT_JSON, API_SNAPSHOT_README, versionFilesOf, type VersionFiles } from './versionFiles.js';
import { readVersionsFile, versionsFileError } from './readVersionsFile.js';

export type VersionsConfig = Pick<ResolvedConfig, 'siteDir' | 'contentDir' | 'configFile' | 'docs' | 'sidebars' | 'api'> &
  Partial<Pick<ResolvedConfig, 'vitepress'>>;

/**
 * The docs versions a build makes, the current docs first, then the released ones newest
 * first (the order of the version dropdown). Without `versions.json` that is the current
 * docs alone, at the docs route (as `currentDocsVersion` makes it): the site is built as it
 * always was.
 */
export async function loadDocsVersions(config: VersionsConfig): Promise<DocsVersion[]> {
  const files = versionFilesOf(config.siteDir);
  const released = await readVersionsFile(files.versionsFile);
  const available = [CURRENT_VERSION, ...released];
  for (const name of Object.keys(config.docs.versions)) assertKnown(config, available, `docs.versions.${name}`, name);
  const only = config.docs.onlyIncludeVersions;
  for (const [index, name] of (only ?? []).entries()) assertKnown(config, available, `docs.onlyIncludeVersions[${index}]`, name);
  const included = available.filter((name) => only === undefined || only.includes(name));
  // the newest released version built sits at the docs route; with none, the current docs do
  const latest = included.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  return Promise.all(
    included.map(async (name) => {
      const isCurrent = name === CURRENT_VERSION;
      const isLatest = name === latest;
      const options: DocsVersionOptions = config.docs.versions[name] ?? {};
      return {
        name,
        label: options.label ?? (isCurrent ? currentDocsLabel(config) : name),
        // one version alone is the docs, at the docs route
        path: included.length === 1 ? '' : (options.path ?? (isLatest ? '' : isCurrent ? 'next' : name)).replace(/^\/+|\/+$/g, ''),
        banner: options.banner ?? (isLatest ? 'none' : isCurrent ? 'unreleased' : 'unmaintained'),
        isCurrent,
        isLatest,
        ...(isCurrent ? { docsDir: currentDocsDir(config), sidebars: config.sidebars } : await releasedFiles(config, files, name)),
      };
    }),
  );
}

function assertKnown(config: VersionsConfig, available: string[], keyPath: string, name: string): void {
  if (available.includes(name)) return;
  const close = closeNames(name, available);
  throw new SitegenError({
    code: 'versions/unknown',
    message: `${keyPath}: the docs version '${name}' does not exist`,
    hint: `The versions are: ${available.map((n) => `'${n}'`).join(', ')} ('current' is content/docs, the others are listed in versions.json).${
      close.length > 0 && !close.includes(name) ? ` Did you mean '${close[0]}'?` : ''
    }`,
    location: { file: config.configFile },
  });
}

/** A released version's folder, its sidebars (the snapshot, else the config's) and its API snapshot. */
async function releasedFiles(
  config: VersionsConfig,
  files: VersionFiles,
  name: string,
): Promise<Pick<DocsVersion, 'docsDir' | 'sidebars' | 'apiSnapshot'>> {
  const docsDir = files.docsDir(name);
  if (!existsSync(docsDir)) {
    throw new SitegenError({
      code: 'versions/missing-docs',
      message: `versions.json lists '${name}', but its docs folder ${path.relative(config.siteDir, docsDir)} does not exist`,
      hint: `Make the version with \`sitegen docs:version ${name}\` (it copies content/docs there), or remove '${name}' from versions.json.`,
      location: { file: files.versionsFile },
    });
  }
  const sidebarsFile = files.sidebarsFile(name);
  const sidebars = existsSync(sidebarsFile) ? await readSidebarsFile(sidebarsFile) : config.sidebars;
  const reflections = path.join(files.apiDir(name), API_SNAPSHOT_JSON);
  const readme = path.join(files.apiDir(name), API_SNAPSHOT_README);
  const apiSnapshot =
    config.api !== undefined && existsSync(reflections) ? { reflections, ...(existsSync(readme) ? { readme } : {}) } : undefined;
  return { docsDir, sidebars, ...(apiSnapshot === undefined ? {} : { apiSnapshot }) };
}

async function readSidebarsFile(file: string): Promise<Record<string, SidebarDefinition>> {
  let json: unknown;
  try {
    json = JSON.parse(withoutByteOrderMark(await readFile(file, 'utf8')));
  } catch (cause) {
    throw versionsFileError(file, `it is not valid JSON (${cause instanceof Error ? cause.message : String(cause)})`);
  }
  const parsed = sidebarsSchema.safeParse(json, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw new SitegenError({
    code: 'versions/invalid-file',
    message: 'the sidebars snapshot of a docs version does not validate',
    hint: 'It holds the `sidebars` of the config as they were, e.g. { "docs": { "type": "autogenerated" } }.',
    location: { file },
    details: parsed.error.issues.flatMap(describeIssue),
  });
}
