import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SIDEBARS_FILE } from '../config/loadSidebarsFile.js';
import { versionFilesOf } from '../versions/versionFiles.js';
import { BuildCache } from '../cache/BuildCache.js';
import { buildInMemory } from '../pipeline/build.js';
import { formatDiagnostic, reportDiagnostics } from '../errors/reportDiagnostics.js';
import type { Logger } from '../logger/Logger.js';
import type { OutputFile } from '../write/writeSite.js';
import { browserDiagnostics } from './browserDiagnostics.js';
import type { BuildChanges, DevBuilder } from './DevBuilder.js';

export interface CreateDevBuilderParams {
  configFile: string;
  workers?: number;
  logger: Logger;
  /** the locale served; default the site's default locale */
  locale?: string;
}

/**
 * Changes the core's cache can take file by file: a guide's Markdown (only that file is
 * transformed again, every page re-rendered from cached results) and category metadata.
 * Anything else (config, React pages, static files, API data) clears the cache.
 */
const INCREMENTAL = /(\.mdx?|[\\/]_category_\.json)$/;

/** The core's in-memory build with a cache kept across builds, for `sitegen dev`. */
export function createDevBuilder(params: CreateDevBuilderParams): DevBuilder {
  const cache = new BuildCache();
  let reported = '';
  return {
    async build(changes: BuildChanges) {
      if (changes.full || !changes.files.every((file) => INCREMENTAL.test(file))) cache.clear();
      const result = await buildInMemory({
        configFile: params.configFile,
        workers: params.workers,
        logger: params.logger,
        cache,
        deferSearch: true,
        locale: params.locale,
      });
      // the same warnings on every save would bury the one line that matters
      const diagnostics = result.diagnostics.map(formatDiagnostic).join('\n');
      if (diagnostics !== reported) reportDiagnostics(result.diagnostics, params.logger);
      reported = diagnostics;
      return {
        files: await inMemory(result.files),
        searchIndex: async () => inMemory((await result.searchIndex?.()) ?? []),
        basePath: result.config.baseUrl,
        // a site's released docs versions are content too, once it has them
        watchPaths: [
          result.config.contentDir,
          result.config.staticDir,
          ...versionFilesOf(result.config.siteDir).all.filter((file) => existsSync(file)),
          ...(result.config.localeDir !== undefined && existsSync(result.config.localeDir) ? [result.config.localeDir] : []),
          ...result.sourceFiles,
          // watched before it exists: creating it changes the sidebars
          path.join(result.config.siteDir, SIDEBARS_FILE),
          ...result.componentInputs,
          ...result.markdownInputs,
          // a package's stylesheet changes by an install, which restarts nothing here
          ...result.styleInputs.filter((file) => !file.split(path.sep).includes('node_modules')),
        ]
          .filter((file) => file !== result.config.configFile)
          .map((dir) => path.resolve(dir)),
        themeDir: result.themeDir,
        diagnostics: browserDiagnostics({
          diagnostics: result.diagnostics,
          pages: result.routes,
          basePath: result.config.baseUrl,
          siteDir: result.config.siteDir,
        }),
      };
    },
  };
}

async function inMemory(files: OutputFile[]): Promise<Map<string, Uint8Array>> {
  return new Map(await Promise.all(files.map(async (file) => [file.path, await bytesOf(file)] as const)));
}

async function bytesOf(file: OutputFile): Promise<Uint8Array> {
  if ('copyFrom' in file) return readFile(file.copyFrom);
  return typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
}
