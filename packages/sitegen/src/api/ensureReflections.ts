import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Logger } from '../logger/Logger.js';
import { generateReflections, requireApiConfig } from './generateReflections.js';
import { computeReflectionMeta, reflectionPaths, resolveEntryPoints, type ReflectionMeta } from './reflectionInputs.js';
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
}

function readMeta(file: string): ReflectionMeta | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as ReflectionMeta;
}

/** The reflection JSON: the committed one when its inputs are unchanged, else TypeDoc's fresh output. */
export async function ensureReflections(params: EnsureReflectionsParams): Promise<EnsuredReflections> {
  const { config } = params;
  const api = requireApiConfig(config);
  const paths = reflectionPaths(config);
  if (!params.force && existsSync(paths.json)) {
    const tsconfig = api.tsconfig === undefined ? undefined : path.resolve(config.siteDir, api.tsconfig);
    const expected = computeReflectionMeta({
      entryPoints: resolveEntryPoints(config, api),
      options: typedocOptions(api),
      tsconfig,
    });
    if (readMeta(paths.meta)?.hash === expected.hash) {
      return { project: JSON.parse(readFileSync(paths.json, 'utf8')) as unknown, fromCache: true, file: paths.json };
    }
  }
  const generated = await generateReflections(params);
  return { project: generated.project, fromCache: false, file: generated.file };
}
