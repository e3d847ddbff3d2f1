import { createHash } from 'node:crypto';
import { existsSync, statSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors/SitegenError.js';

export type ApiConfigResolved = NonNullable<ResolvedConfig['api']>;

/** Where the committed reflection JSON and its cache key live. */
export interface ReflectionPaths {
  json: string;
  meta: string;
}

/** What the reflection JSON was generated from; stored beside it and compared before a build. */
export interface ReflectionMeta {
  hash: string;
  packageName: string;
  packageVersion: string;
  typedocVersion: string;
}

export interface PackageInfo {
  name: string;
  version: string;
  /** folder of the package.json */
  dir: string;
}

const DECLARATION_FILE = /\.d\.[cm]?ts$/;

export function reflectionPaths(config: ResolvedConfig): ReflectionPaths {
  const dir = path.join(config.contentDir, 'api');
  return { json: path.join(dir, 'reflections.json'), meta: path.join(dir, 'reflections.meta.json') };
}

export function resolveEntryPoints(config: ResolvedConfig, api: ApiConfigResolved): string[] {
  return api.entryPoints.map((entry) => {
    const file = path.resolve(config.siteDir, entry);
    if (!existsSync(file)) {
      throw new SitegenError({
        code: 'api/entry-point-missing',
        message: `API entry point ${entry} does not exist (looked for ${file}).`,
        hint: 'Check config key api.entryPoints: paths are relative to the site folder; install the package whose declarations you document.',
        location: { file: config.configFile },
      });
    }
    if (statSync(file).isDirectory()) {
      throw new SitegenError({
        code: 'api/entry-point-missing',
        message: `API entry point ${entry} is a folder, not a declaration file.`,
        hint: `Name the file that declares the exports in api.entryPoints, e.g. '${path.posix.join(entry.replace(/\/+$/, ''), 'index.d.ts')}'.`,
        location: { file: config.configFile },
      });
    }
    return file;
  });
}

/** The package.json nearest to the entry point: its version is part of the cache key, its README the index page. */
export function findPackage(entryPoint: string): PackageInfo | undefined {
  let dir = path.dirname(entryPoint);
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      return { name: json.name ?? path.basename(dir), version: json.version ?? '0.0.0', dir };
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** TypeDoc's version read from its package.json, so checking the cache never loads TypeDoc itself. */
export function typedocVersion(): string {
  const require = createRequire(import.meta.url);
  const json = JSON.parse(readFileSync(require.resolve('typedoc/package.json'), 'utf8')) as { version: string };
  return json.version;
}

function declarationFilesBeside(entryPoint: string): string[] {
  const dir = path.dirname(entryPoint);
  const found = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => DECLARATION_FILE.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(dir, name));
  return [...new Set([entryPoint, ...found])].sort();
}

export interface ReflectionKeyParams {
  entryPoints: string[];
  /** the TypeDoc options that shape the output */
  options: unknown;
  tsconfig?: string;
}

/**
 * The cache key: the declaration files (every .d.ts beside each entry point, recursively),
 * the package versions, TypeDoc's version and the options.
 */
export function computeReflectionMeta(params: ReflectionKeyParams): ReflectionMeta {
  const hash = createHash('sha256');
  const version = typedocVersion();
  hash.update(`typedoc ${version}\n${JSON.stringify(params.options)}\n`);
  const packages = params.entryPoints.map((entry) => findPackage(entry));
  for (const pkg of packages) hash.update(`package ${pkg?.name}@${pkg?.version}\n`);
  if (params.tsconfig !== undefined && existsSync(params.tsconfig)) hash.update(readFileSync(params.tsconfig));
  for (const entry of params.entryPoints) {
    for (const file of declarationFilesBeside(entry)) {
      hash.update(`file ${path.relative(path.dirname(entry), file)}\n`);
      hash.update(readFileSync(file));
    }
  }
  const first = packages[0];
  return {
    hash: hash.digest('hex'),
    packageName: first?.name ?? '',
    packageVersion: first?.version ?? '',
    typedocVersion: version,
  };
}
