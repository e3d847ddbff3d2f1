import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors/SitegenError.js';
import { importOptional } from '../load/importOptional.js';
import type { Logger } from '../logger/Logger.js';
import { findUnresolvedTypes } from './findUnresolvedTypes.js';
import { keepNamedAliases } from './keepNamedAliases.js';
import { keepRestTupleMembers } from './keepRestTupleMembers.js';
import { computeReflectionMeta, findPackage, reflectionPaths, type ReflectionMeta } from './reflectionInputs.js';
import { nameModules } from './moduleNames.js';
import { isPackageSpecifier, resolveEntryPoints, type ApiConfigResolved } from './resolveEntryPoints.js';
import { typedocOptions } from './typedocOptions.js';

export interface GenerateReflectionsParams {
  config: ResolvedConfig;
  logger: Logger;
  /** false: keep the result in memory (`sitegen api --check`); default true */
  write?: boolean;
}

export interface GeneratedReflections {
  /** the serialised project (TypeDoc JSONOutput.ProjectReflection, unchecked here) */
  project: unknown;
  meta: ReflectionMeta;
  file: string;
  /** the declaration files documented, by their real paths */
  entryPoints: string[];
}

export function requireApiConfig(config: ResolvedConfig): ApiConfigResolved {
  if (!config.api) {
    throw new SitegenError({
      code: 'api/not-configured',
      message: 'The site has no API reference configured.',
      hint: "Add api: { entryPoints: ['node_modules/<package>/dist/index.d.ts'] } to the site config.",
      location: { file: config.configFile },
    });
  }
  return config.api;
}

/**
 * Runs TypeDoc on the configured entry points and writes the reflection JSON and its cache
 * key into content/api/. TypeDoc is imported here only, lazily: a build whose cache key
 * matches never loads it.
 */
export async function generateReflections(params: GenerateReflectionsParams): Promise<GeneratedReflections> {
  const { config, logger } = params;
  const api = requireApiConfig(config);
  const entryPoints = resolveEntryPoints(config, api);
  const tsconfig = api.tsconfig === undefined ? undefined : path.resolve(config.siteDir, api.tsconfig);
  const options = typedocOptions(api);
  const meta = computeReflectionMeta({ entryPoints, options, tsconfig });

  const td = await importOptional('typedoc', () => import('typedoc'), { file: config.configFile });
  const readers = tsconfig === undefined ? [] : [new td.TSConfigReader()];
  // TypeDoc's own logger prints to the console; it stays silent until ours replaces it
  const app = await td.Application.bootstrapWithPlugins(
    { ...options, entryPoints, ...(tsconfig === undefined ? {} : { tsconfig }), logLevel: 'None' },
    readers,
  );
  if (app.logger.hasErrors()) {
    throw new SitegenError({
      code: 'api/typedoc-options',
      message: `TypeDoc could not read its options${tsconfig === undefined ? '' : ` or the tsconfig ${api.tsconfig}`}.`,
      hint: 'Check api.tsconfig (a valid tsconfig.json without TypeDoc "options"/"tsconfig" keys) and api.exclude.',
      location: { file: config.configFile },
    });
  }
  keepNamedAliases(td, app.converter, entryPoints, [
    ...new Set(entryPoints.flatMap((entryPoint) => findPackage(entryPoint)?.dir ?? path.dirname(entryPoint))),
  ]);
  keepRestTupleMembers(td, app.converter);
  // the TypeScript programs and symbols stay reachable through the converter's context, so
  // that the `any` in the serialised project can be traced back to the declarations
  let converted: { programs: readonly ts.Program[]; symbolOf(id: number): ts.Symbol | undefined } | undefined;
  app.converter.on(td.Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const symbolOf = (id: number) => {
      const reflection = context.project.getReflectionById(id);
      return reflection && context.getSymbolFromReflection(reflection);
    };
    converted = { programs: context.programs, symbolOf };
  });
  app.logger = new (class extends td.Logger {
    override log(message: string, level: number): void {
      super.log(message, level);
      if (level >= td.LogLevel.Error) logger.error(`typedoc: ${message}`);
      else if (level === td.LogLevel.Warn) logger.warn(`typedoc: ${message}`);
    }
  })();
  const project = await app.convert();
  if (!project || app.logger.hasErrors()) {
    throw new SitegenError({
      code: 'api/typedoc-failed',
      message: `TypeDoc could not read the API entry points: ${api.entryPoints.join(', ')}.`,
      hint: 'See the TypeDoc messages above; check api.entryPoints, api.tsconfig and api.exclude.',
      location: { file: config.configFile },
    });
  }
  if (converted !== undefined) {
    const { symbolOf } = converted;
    nameModules({
      project,
      moduleKind: td.ReflectionKind.Module,
      entries: api.entryPoints.map((written, index) => ({
        written,
        file: entryPoints[index] as string,
        isPackageName: isPackageSpecifier(written, config.siteDir),
      })),
      fileOf: (id) => symbolOf(id)?.declarations?.[0]?.getSourceFile().fileName,
    });
  }
  const json = app.serializer.projectToObject(project, td.normalizePath(config.siteDir));
  const unresolvedTypes =
    converted === undefined ? [] : findUnresolvedTypes({ tsApi: td.TypeScript, project: json, ...converted, siteDir: config.siteDir });
  const fullMeta: ReflectionMeta = unresolvedTypes.length === 0 ? meta : { ...meta, unresolvedTypes };
  const paths = reflectionPaths(config);
  if (params.write !== false) {
    mkdirSync(path.dirname(paths.json), { recursive: true });
    writeFileSync(paths.json, `${JSON.stringify(json, null, 1)}\n`);
    writeFileSync(paths.meta, `${JSON.stringify(fullMeta, null, 2)}\n`);
    logger.info(`API reflections generated for ${meta.packageName}@${meta.packageVersion} → ${path.relative(config.siteDir, paths.json)}`);
  }
  return { project: json, meta: fullMeta, file: paths.json, entryPoints };
}
