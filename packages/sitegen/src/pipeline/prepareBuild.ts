import type { BuildCache } from '../cache/BuildCache.js';
import { loadResolvedConfig } from '../config/loadResolvedConfig.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import type { Logger } from '../logger/Logger.js';
import { runStage } from '../logger/runStage.js';
import type { ResolvedPlugins } from '../plugins/resolvePlugins.js';
import type { RenderSiteParams } from '../render/renderSite.js';
import type { Router } from '../router/createRouter.js';
import type { OutputFile } from '../write/writeSite.js';
import { runStages } from './runStages.js';
import { BUILD_STAGES } from './stages.js';

/** What a build is asked to do, besides the stages' own inputs. */
export interface PrepareBuildOptions {
  logger: Logger;
  /** results kept from earlier builds of this process (`sitegen dev`), or a fresh cache */
  cache: BuildCache;
  /**
   * a `sitegen dev` session: its cache lives across builds, so a page is rendered again only
   * when its view changed, and the disk caches are not rewritten on every edit
   */
  session: boolean;
  /** broken Markdown links and anchors are errors */
  strictLinks: boolean;
  /** worker threads for large stages; undefined: as many as the idle cores allow */
  workers?: number;
  /** what was found before the build started (reading a locale's translations) */
  diagnostics?: Diagnostic[];
}

/** Everything up to the rendering of the pages: the pages are rendered by whoever keeps or writes them. */
export interface PreparedBuild {
  config: ResolvedConfig;
  router: Router;
  /** every diagnostic, the link check's included: a build with errors renders nothing */
  diagnostics: Diagnostic[];
  /** gzip sizes of the client bundle and the stylesheet */
  gzip: { js: number; css: number };
  /** the files that are not rendered pages nor the search index */
  files: OutputFile[];
  pages: RenderSiteParams;
  /** the site's plugins, started: `build` runs their postBuild hooks */
  plugins: ResolvedPlugins;
  /** the files the pages read besides their Markdown (images, MDX pages' components): `sitegen dev` watches them */
  markdownInputs: string[];
  /** the files the site's and plugins' stylesheets were bundled from: `sitegen dev` watches them */
  styleInputs: string[];
}

/** The config stage: the config file loaded, validated and resolved, `--out-dir` applied. */
export function loadBuildConfig(params: {
  configFile: string;
  outDir?: string;
  logger: Logger;
  cache: BuildCache;
}): Promise<ResolvedConfig> {
  return runStage(params.logger, 'config', () =>
    params.cache.memo('config', params.outDir ?? '', () => loadResolvedConfig(params.configFile, params.outDir)),
  );
}

/** Runs the build's stages (stages.ts), up to the link check, and hands over what they made. */
export async function prepareBuild(config: ResolvedConfig, options: PrepareBuildOptions): Promise<PreparedBuild> {
  const built = await runStages(BUILD_STAGES, { config, options }, options);
  return {
    config,
    router: built.router,
    diagnostics: built.diagnostics,
    gzip: built.assets.gzip,
    files: built.files,
    pages: built.pages,
    plugins: built.plugins,
    markdownInputs: [...new Set([...built.transformed.values()].flatMap((result) => (result.inputFiles ?? []).map((input) => input.file)))],
    styleInputs: built.assets.styleInputs,
  };
}
