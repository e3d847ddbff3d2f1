import { BuildCache } from '../cache/BuildCache.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { labelledLogger } from '../logger/labelledLogger.js';
import type { Logger } from '../logger/Logger.js';
import { type PrepareBuildOptions, type PreparedBuild, prepareBuild } from './prepareBuild.js';

/** One locale's prepared build and its folder in the output ('' for the default locale). */
export interface LocalePart {
  folder: string;
  prepared: PreparedBuild;
  /** the build's logger, its lines labelled with the locale when there are several */
  logger: Logger;
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
    // each locale runs the same stages: unlabelled, their lines would read as one build's repeated
    const logger = localized.length > 1 ? labelledLogger(options.logger, config.locale.name) : options.logger;
    parts.push({ folder: config.locale.path, prepared: await prepareBuild(config, { ...options, cache, diagnostics, logger }), logger });
  }
  return parts;
}

/** A path of a locale's build in the whole output: under the locale's folder. */
export function inFolder(folder: string, file: string): string {
  return folder === '' ? file : `${folder}/${file}`;
}
