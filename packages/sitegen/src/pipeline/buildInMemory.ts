import { BuildCache } from '../cache/BuildCache.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { localeBuildsOf } from '../locales/localeBuilds.js';
import { runStage } from '../logger/runStage.js';
import { renderSite } from '../render/renderSite.js';
import type { Route } from '../routes/types.js';
import { cachedSearchIndex } from '../search/cachedSearchIndex.js';
import { searchPagesOf } from '../search/searchPagesOf.js';
import { assertWritable, type OutputFile } from '../write/writeSite.js';
import { type BuildParams, prepareOptionsOf } from './buildParams.js';
import { loadBuildConfig, prepareBuild } from './prepareBuild.js';

export interface InMemoryBuild {
  /** the config of the locale built: its `baseUrl` is the locale's, under which `files` are served */
  config: ResolvedConfig;
  /** the theme's package folder (`sitegen dev` watches it) */
  themeDir: string;
  /** the local files the config is made of and the ones its plugins name (`sitegen dev` watches them) */
  sourceFiles: string[];
  /** the site's files its replaced components were compiled from (`sitegen dev` watches them) */
  componentInputs: string[];
  /** the files the pages read besides their Markdown: images, MDX pages' components (`sitegen dev` watches them) */
  markdownInputs: string[];
  /** the files the site's and plugins' stylesheets were bundled from, `@import`s included (`sitegen dev` watches them) */
  styleInputs: string[];
  files: OutputFile[];
  diagnostics: Diagnostic[];
  /** the pages built (`sitegen dev` shows each page the warnings of its source) */
  routes: Route[];
  /** gzip sizes of the client bundle and the stylesheet */
  gzip: { js: number; css: number };
  routeCount: number;
  /** with `deferSearch`: builds the search index's files */
  searchIndex?: () => Promise<OutputFile[]>;
}

/** The whole pipeline without writing: what `build` would write, and every diagnostic. */
export async function buildInMemory(params: BuildParams): Promise<InMemoryBuild> {
  const { logger } = params;
  const cache = params.cache ?? new BuildCache();
  const siteConfig = await loadBuildConfig({ ...params, cache });
  const [localized] = await localeBuildsOf(siteConfig, params.locale ?? siteConfig.locale.name);
  if (localized === undefined) throw new Error('no locale to build');
  const { config } = localized;
  const prepared = await prepareBuild(config, { ...prepareOptionsOf(params, cache), diagnostics: localized.diagnostics });
  const { pages: toRender } = prepared;
  const pages = await runStage(
    logger,
    'render',
    () => renderSite(toRender),
    (p) => p.length,
  );
  const indexSearch = async (): Promise<OutputFile[]> => {
    if (config.search === false) return [];
    const index = await runStage(
      logger,
      'search',
      () => cachedSearchIndex(searchPagesOf({ routes: toRender.routes, rendered: pages }), config.cacheDir),
      (f) => f.length,
    );
    return index.map((file) => ({ ...file, source: 'the search index' }));
  };
  const searchIndex = params.deferSearch === true ? [] : await indexSearch();
  const files = [...prepared.files, ...pages, ...searchIndex];
  assertWritable(config.outDir, files);
  return {
    config,
    themeDir: toRender.theme.theme.assets.packageDir,
    sourceFiles: [...config.code.files, ...prepared.plugins.files],
    componentInputs: toRender.theme.componentInputs,
    markdownInputs: prepared.markdownInputs,
    styleInputs: prepared.styleInputs,
    files,
    diagnostics: prepared.diagnostics,
    routes: toRender.routes,
    gzip: prepared.gzip,
    routeCount: toRender.routes.length,
    searchIndex: params.deferSearch === true ? indexSearch : undefined,
  };
}
