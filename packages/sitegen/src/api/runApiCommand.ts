import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ResolvedConfig } from '../config/types.js';
import { reportDiagnostics } from '../errors/reportDiagnostics.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Logger } from '../logger/Logger.js';
import { generateReflections, type GeneratedReflections } from './generateReflections.js';
import type { ReflectionMeta } from './reflectionInputs.js';
import { unresolvedTypeDiagnostics } from './unresolvedTypeDiagnostics.js';

export interface RunApiCommandParams {
  config: ResolvedConfig;
  logger: Logger;
  /** `--check`: write nothing; fail on a type shown as `any`, or on committed JSON that is out of date */
  check?: boolean;
}

/** The committed JSON and its cache key say what TypeDoc says now (however they are formatted). */
function isCommitted(generated: GeneratedReflections, metaFile: string): boolean {
  if (!existsSync(generated.file) || !existsSync(metaFile)) return false;
  try {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as ReflectionMeta;
    const json = JSON.parse(readFileSync(generated.file, 'utf8')) as unknown;
    // compared as written: TypeDoc's object has keys JSON leaves out (undefined values)
    return isDeepStrictEqual(meta, generated.meta) && JSON.stringify(json) === JSON.stringify(generated.project);
  } catch {
    return false;
  }
}

function check(generated: GeneratedReflections, params: RunApiCommandParams): void {
  const { config, logger } = params;
  const unresolved = unresolvedTypeDiagnostics(generated.meta.unresolvedTypes ?? [], config.siteDir, 'error');
  const errors = reportDiagnostics(unresolved, logger);
  const metaFile = path.join(path.dirname(generated.file), 'reflections.meta.json');
  const outOfDate = !isCommitted(generated, metaFile);
  if (errors === 0 && !outOfDate) return;
  const json = path.relative(config.siteDir, generated.file);
  throw new SitegenError({
    code: 'api/check-failed',
    message: [
      errors > 0 ? `the reference would show ${errors} unresolved type${errors === 1 ? '' : 's'} as any` : '',
      outOfDate ? `${json} is not what the declarations give now` : '',
    ]
      .filter((part) => part !== '')
      .join('; '),
    hint: [
      errors > 0 ? 'Install what each error above names, then run sitegen api --check again.' : '',
      outOfDate ? `Run sitegen api and commit ${json} and reflections.meta.json.` : '',
    ]
      .filter((part) => part !== '')
      .join(' '),
    location: { file: config.configFile },
  });
}

/**
 * `sitegen api`: regenerate the reflection JSON and its cache key, whatever the cache says;
 * with `--check` (CI), regenerate in memory and fail rather than write.
 */
export async function runApiCommand(params: RunApiCommandParams): Promise<GeneratedReflections> {
  const started = performance.now();
  const generated = await generateReflections({ config: params.config, logger: params.logger, write: params.check !== true });
  params.logger.stage('api', { ms: performance.now() - started });
  if (params.check === true) check(generated, params);
  else reportDiagnostics(unresolvedTypeDiagnostics(generated.meta.unresolvedTypes ?? [], params.config.siteDir), params.logger);
  return generated;
}
