import type { BuildCache } from '../cache/BuildCache.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import type { Logger } from '../logger/Logger.js';
import type { PrepareBuildOptions } from './prepareBuild.js';

export interface BuildParams {
  configFile: string;
  /** overrides the config's outDir; relative to the working directory */
  outDir?: string;
  /** broken Markdown links and anchors fail the build, and the written site is crawled (linkinator) */
  strictLinks?: boolean;
  /** with `strictLinks`, the crawl fetches links to other sites too */
  checkExternal?: boolean;
  /** worker threads for the Markdown and render stages of a large site (0: none); default: as the idle cores allow */
  workers?: number;
  logger: Logger;
  /** results kept from earlier builds of this process (`sitegen dev`); default none */
  cache?: BuildCache;
  /** `sitegen dev` serves the pages first: the search index is left out of `files`, built by the result's `searchIndex()` */
  deferSearch?: boolean;
  /**
   * builds this locale only (`--locale fr`); default every locale (`build`), the default
   * locale (`buildInMemory`, which makes one)
   */
  locale?: string;
}

/** What `build` wrote: the pages were written as they were rendered, and not kept. */
export interface BuiltSite {
  config: ResolvedConfig;
  diagnostics: Diagnostic[];
  /** gzip sizes of the client bundle and the stylesheet */
  gzip: { js: number; css: number };
  routeCount: number;
  /** every file written, relative to the output folder */
  written: string[];
}

/** What the stages are told of the build asked for. */
export function prepareOptionsOf(params: BuildParams, cache: BuildCache): PrepareBuildOptions {
  return {
    logger: params.logger,
    cache,
    session: params.cache !== undefined,
    strictLinks: params.strictLinks ?? false,
    workers: params.workers,
  };
}
