import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Logger } from '../logger/Logger.js';
import { convertProject } from './convert/convertProject.js';
import { ensureReflections } from './ensureReflections.js';
import type { ApiModel } from './model.js';
import { findPackage, resolveEntryPoints } from './reflectionInputs.js';

/** What the API reference is made from: the model of the declarations and the README for its index. */
export interface ApiSource {
  model: ApiModel;
  /** the reflection JSON, named in diagnostics */
  file: string;
  readme?: { source: string; file: string };
}

/** The README on the reference's index: `api.readme`, else the documented package's own README. */
export function readApiReadme(config: ResolvedConfig, entryPoint: string | undefined): { source: string; file: string } | undefined {
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
    return { source: readFileSync(file, 'utf8'), file };
  }
  const pkg = entryPoint === undefined ? undefined : findPackage(entryPoint);
  const file = pkg === undefined ? undefined : path.join(pkg.dir, 'README.md');
  return file !== undefined && existsSync(file) ? { source: readFileSync(file, 'utf8'), file } : undefined;
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
  const model = convertProject({ project: reflections.project, file: reflections.file });
  const readme = readApiReadme(config, resolveEntryPoints(config, config.api)[0]);
  logger.stage(reflections.fromCache ? 'api model (cached reflections)' : 'api model (TypeDoc)', {
    count: model.declarations.length,
    ms: performance.now() - started,
  });
  return { model, file: reflections.file, ...(readme ? { readme } : {}) };
}
