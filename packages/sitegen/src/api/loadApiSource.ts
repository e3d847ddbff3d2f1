import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Logger } from '../logger/Logger.js';
import { convertProject } from './convert/convertProject.js';
import { ensureReflections } from './ensureReflections.js';
import type { ApiModel } from './model.js';
import { findPackage, type PackageInfo } from './reflectionInputs.js';
import type { ApiPackage } from './types.js';
import { unresolvedTypeDiagnostics } from './unresolvedTypeDiagnostics.js';

export interface ApiReadme {
  source: string;
  file: string;
  /** the package's own README, not the site's: its links are the package's */
  ofPackage: boolean;
}

/** What the API reference is made from: the model of the declarations and the README for its index. */
export interface ApiSource {
  model: ApiModel;
  /** the reflection JSON, named in diagnostics */
  file: string;
  /** the index page's Markdown: the package's README (its authors'), or the site's api.readme */
  readme?: ApiReadme;
  /** the package documented: what its doc comments say is attributed to it */
  package: ApiPackage;
  /** what the declarations could not give the reference: types shown as `any` they do not write */
  diagnostics: Diagnostic[];
}

/** The README on the reference's index: `api.readme`, else the documented package's own README. */
export function readApiReadme(config: ResolvedConfig, pkg: PackageInfo | undefined): ApiReadme | undefined {
  const api = config.api;
  if (api?.readme !== undefined) {
    const file = path.resolve(config.siteDir, api.readme);
    if (!existsSync(file)) {
      throw new SitegenError({
        code: 'api/readme-missing',
        message: `api.readme: ${api.readme} does not exist (looked for ${file}).`,
        hint: 'Point api.readme at a Markdown file relative to the site folder, or remove it to use the package README.',
        location: { file: config.configFile },
      });
    }
    return { source: readFileSync(file, 'utf8'), file, ofPackage: false };
  }
  const file = pkg === undefined ? undefined : packageReadmeFile(pkg.dir);
  return file === undefined ? undefined : { source: readFileSync(file, 'utf8'), file, ofPackage: true };
}

const README_NAME = /^readme(\.(md|markdown|mdown|mkdn|mkd))?$/i;

/**
 * A package's README as npm finds it: any case (`readme.md` is common), a Markdown
 * extension or none, `.md` first. Looked for by listing the folder, since a case-insensitive
 * file system (macOS) would find `README.md` where Linux does not.
 */
export function packageReadmeFile(dir: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() || entry.isSymbolicLink())
      .map((entry) => entry.name);
  } catch {
    return undefined;
  }
  const readmes = names.filter((name) => README_NAME.test(name)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const [first] = readmes;
  return first === undefined ? undefined : path.join(dir, first);
}

function rank(name: string): number {
  return name.toLowerCase().endsWith('.md') ? 0 : 1;
}

/** The package's name and version: the config's, else its package.json's, else what TypeDoc found. */
function withPackageMetadata(model: ApiModel, config: ResolvedConfig, pkg: PackageInfo | undefined): ApiModel {
  const packageName = config.api?.packageName ?? pkg?.name ?? model.packageName;
  const packageVersion = config.api?.packageVersion ?? pkg?.version ?? model.packageVersion;
  return { ...model, packageName, ...(packageVersion === undefined ? {} : { packageVersion }) };
}

/** The package as its readers know it ('viem 2.57.20'), and its package.json to name in diagnostics. */
function documentedPackage(params: {
  model: ApiModel;
  pkg: PackageInfo | undefined;
  json: string;
  strictPackageLinks: boolean;
}): ApiPackage {
  const { model, pkg } = params;
  return {
    name: model.packageName,
    label: model.packageVersion === undefined ? model.packageName : `${model.packageName} ${model.packageVersion}`,
    file: pkg === undefined ? params.json : path.join(pkg.dir, 'package.json'),
    strictPackageLinks: params.strictPackageLinks,
  };
}

/**
 * The API model of the site, or undefined when the config has no `api`. Reads the committed
 * reflection JSON when its inputs are unchanged (TypeDoc is then never loaded), regenerates
 * it otherwise.
 */
export async function loadApiSource(config: ResolvedConfig, logger: Logger): Promise<ApiSource | undefined> {
  if (!config.api) return undefined;
  const started = performance.now();
  const reflections = await ensureReflections({ config, logger });
  const pkg = reflections.entryPoints[0] === undefined ? undefined : findPackage(reflections.entryPoints[0]);
  const { packageDocsUrl } = config.api;
  const converted = convertProject({ project: reflections.project, file: reflections.file, ...(packageDocsUrl ? { packageDocsUrl } : {}) });
  const model = withPackageMetadata(converted, config, pkg);
  const readme = readApiReadme(config, pkg);
  logger.stage(reflections.fromCache ? 'api model (cached reflections)' : 'api model (TypeDoc)', {
    count: model.declarations.length,
    ms: performance.now() - started,
  });
  return {
    model,
    file: reflections.file,
    ...(readme ? { readme } : {}),
    package: documentedPackage({ model, pkg, json: reflections.file, strictPackageLinks: config.api.strictPackageLinks }),
    diagnostics: unresolvedTypeDiagnostics(reflections.meta.unresolvedTypes ?? [], config.siteDir),
  };
}
