import { BuildCache } from '../cache/BuildCache.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { type PrepareBuildOptions, type PreparedBuild, prepareBuild } from './prepareBuild.js';

/** One locale's prepared build and its folder in the output ('' for the default locale). */
export interface LocalePart {
  folder: string;
  prepared: PreparedBuild;
}

/**
 * Each locale's stages, in turn: each locale is a build of its own under its folder (the
 * default locale's is the base path); the others keep their own caches, as their routes differ.
 */
export async function prepareLocales(
  localized: readonly { config: ResolvedConfig; diagnostics: Diagnostic[] }[],
  options: PrepareBuildOptions,
): Promise<LocalePart[]> {
  const parts: LocalePart[] = [];
  for (const { config, diagnostics } of localized) {
    const cache = config.locale.isDefault ? options.cache : new BuildCache();
    parts.push({ folder: config.locale.path, prepared: await prepareBuild(config, { ...options, cache, diagnostics }) });
  }
  return parts;
}

/** A path of a locale's build in the whole output: under the locale's folder. */
export function inFolder(folder: string, file: string): string {
  return folder === '' ? file : `${folder}/${file}`;
}
