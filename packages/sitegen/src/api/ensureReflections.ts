import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Logger } from '../logger/Logger.js';
import { generateReflections, requireApiConfig } from './generateReflections.js';
import { computeReflectionMeta, reflectionPaths, type ReflectionMeta } from './reflectionInputs.js';
import { resolveEntryPoints } from './resolveEntryPoints.js';
import { isNodeModule, resolvePackageTypes } from './resolvePackageTypes.js';
import { typedocOptions } from './typedocOptions.js';

export interface EnsureReflectionsParams {
  config: ResolvedConfig;
  logger: Logger;
  /** regenerate even when the cache key matches (`sitegen api`) */
  force?: boolean;
}

export interface EnsuredReflections {
  /** the parsed reflection JSON, not yet validated */
  project: unknown;
  /** true when the committed JSON was used and TypeDoc was not run */
  fromCache: boolean;
  file: string;
  /** what it was made from, and the types it shows as `any` that the declarations do not write */
  meta: ReflectionMeta;
  /** the declaration files documented, by their real paths */
  entryPoints: string[];
}

/** The stored cache key; an unreadable one only means the JSON is regenerated. */
function readMeta(file: string): ReflectionMeta | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReflectionMeta;
  } catch {
    return undefined;
  }
}

/**
 * A module the declarations import that TypeScript could not find when the JSON was made
 * resolves now (it was installed since, or @types/node for Node's own): the JSON is
 * regenerated, without its `any`.
 */
function resolvesNow(meta: ReflectionMeta, siteDir: string): boolean {
  return (meta.unresolvedTypes ?? []).some((type) => {
    if (type.kind !== 'module') return false;
    const specifier = isNodeModule(type.name) ? '@types/node' : type.name;
    return resolvePackageTypes(specifier, path.dirname(path.resolve(siteDir, type.file))) !== undefined;
  });
}

/** The committed reflection JSON; a damaged file (a merge left half-done, an edit by hand) is the user's to fix. */
export function readReflections(file: string): unknown {
  const source = readFileSync(file, 'utf8');
  try {
    return JSON.parse(source) as unknown;
  } catch (cause) {
    const offset = /position (\d+)/.exec(String(cause))?.[1];
    const before = offset === undefined ? undefined : source.slice(0, Number(offset)).split('\n');
    throw new SitegenError({
      code: 'api/invalid-json',
      message: `The API reflection JSON is not valid JSON: ${cause instanceof Error ? cause.message : String(cause)}.`,
      hint: 'Regenerate it with `sitegen api` (it is generated from the declaration files; never edit it by hand), then commit it.',
      location: { file, ...(before ? { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 } : {}) },
      cause,
    });
  }
}

/** The reflection JSON: the committed one when its inputs are unchanged, else TypeDoc's fresh output. */
export async function ensureReflections(params: EnsureReflectionsParams): Promise<EnsuredReflections> {
  const { config } = params;
  const api = requireApiConfig(config);
  const paths = reflectionPaths(config);
  if (!params.force && existsSync(paths.json)) {
    const tsconfig = api.tsconfig === undefined ? undefined : path.resolve(config.siteDir, api.tsconfig);
    const entryPoints = resolveEntryPoints(config, api);
    const expected = computeReflectionMeta({ entryPoints, options: typedocOptions(api), tsconfig });
    const stored = readMeta(paths.meta);
    if (stored?.hash === expected.hash && !resolvesNow(stored, config.siteDir)) {
      return { project: readReflections(paths.json), fromCache: true, file: paths.json, meta: stored, entryPoints };
    }
  }
  const generated = await generateReflections(params);
  return { project: generated.project, fromCache: false, file: generated.file, meta: generated.meta, entryPoints: generated.entryPoints };
}
