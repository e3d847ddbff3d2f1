import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { UnresolvedType } from './findUnresolvedTypes.js';

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
  /** the types the reference shows as `any` that the declarations do not write (absent: none) */
  unresolvedTypes?: UnresolvedType[];
}

export interface PackageInfo {
  name: string;
  version: string;
  /** folder of the package.json */
  dir: string;
}

const DECLARATION_FILE = /\.d\.[cm]?ts$/;

/**
 * How sitegen makes the JSON from the declarations, in the cache key: raised when a change
 * of sitegen alone changes the output or what is stored beside it (2: entry points through
 * their real path, unresolved types recorded; 3: signatures keep the type aliases they name).
 */
const GENERATOR_VERSION = 3;

export function reflectionPaths(config: ResolvedConfig): ReflectionPaths {
  const dir = path.join(config.contentDir, 'api');
  return { json: path.join(dir, 'reflections.json'), meta: path.join(dir, 'reflections.meta.json') };
}

/**
 * The package the entry point belongs to: the nearest package.json up the tree that has a
 * `name`. Packages put nameless ones in subfolders to set the module type (viem's
 * `_types/package.json` holds only `"type"`): those are not the package. Its version is part
 * of the cache key, its README the index page.
 */
export function findPackage(entryPoint: string): PackageInfo | undefined {
  for (let dir = path.dirname(entryPoint); ; dir = path.dirname(dir)) {
    const json = readManifest(path.join(dir, 'package.json'));
    if (typeof json?.name === 'string' && json.name !== '') {
      return { name: json.name, version: typeof json.version === 'string' ? json.version : '0.0.0', dir };
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** A package.json that cannot be read or parsed names no package. */
function readManifest(file: string): { name?: unknown; version?: unknown } | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
  } catch {
    return undefined;
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
  hash.update(`sitegen ${GENERATOR_VERSION}\ntypedoc ${version}\n${JSON.stringify(params.options)}\n`);
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
