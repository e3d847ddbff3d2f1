/**
 * The stages of a build in their order, each reading what the ones before it made, up to the
 * link check; the pages are then rendered, indexed and written (PAGE_STAGES, renderLocale.ts). The
 * router is made first and makes every URL; the API reference is planned before Markdown,
 * which resolves `api:` links with its symbols. The architecture page of sitegen's docs
 * lists these stages, generated from this list.
 */
import path from 'node:path';
import { loadApiSnapshot } from '../api/loadApiSnapshot.js';
import { loadApiSource, type ApiSource } from '../api/loadApiSource.js';
import { planApiReference, type ApiPlan } from '../api/planApiReference.js';
import { renderApiReference } from '../api/renderApiReference.js';
import { apiHistoryOf, type ApiHistory } from '../apidiff/apiHistory.js';
import { API_CHANGES_SEGMENT, changesPage } from '../apidiff/changesPage.js';
import { versionBadges } from '../apidiff/versionBadges.js';
import type { ApiReference } from '../api/types.js';
import { bundleAssets, type BundledAssets } from '../bundle/bundleAssets.js';
import { mdxIslandMounts } from '../bundle/mdxIslandMounts.js';
import { checkLinks } from '../check/checkLinks.js';
import { linkCodeByVersion } from '../codelinks/linkCodeByVersion.js';
import type { ResolvedConfig } from '../config/types.js';
import { gitLastUpdated } from '../content/gitLastUpdated.js';
import { leaveOutDrafts } from '../content/leaveOutDrafts.js';
import { loadContent } from '../content/loadContent.js';
import type { SiteContent } from '../content/types.js';
import { walkFiles } from '../content/walkFiles.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { withExampleTypes } from '../examples/annotateExampleTypes.js';
import { examplesStage, type ExamplesStageResult } from '../examples/examplesStage.js';
import { siteFileAccessOf } from '../files/siteFileAccess.js';
import { buildAgentFiles, type AgentFiles } from '../llms/buildAgentFiles.js';
import { loadComponents } from '../load/loadComponents.js';
import { loadTheme } from '../load/loadTheme.js';
import { alternatesOf } from '../locales/alternates.js';
import { tokenClassCss } from '../markdown/codeTokenClasses.js';
import { codeTokenPalettes } from '../markdown/highlight.js';
import { katexStylesheet } from '../markdown/katexStylesheet.js';
import { createMarkdownStage, type MarkdownStage } from '../markdown/markdownStage.js';
import type { MarkdownResult } from '../markdown/types.js';
import { loadPluginPages } from '../plugins/pluginPages.js';
import { resolvePlugins, type ResolvedPlugins } from '../plugins/resolvePlugins.js';
import { renderReactPages } from '../render/renderReactPages.js';
import { createRouter, routerConfigOf, type Router } from '../router/createRouter.js';
import { buildSiteModel, type RenderedReactPage } from '../routes/buildSiteModel.js';
import type { Route, SiteModel } from '../routes/types.js';
import { lookupSymbol } from '../router/symbolTable.js';
import { apiHistoryStrings } from '../view/apiHistoryStrings.js';
import { loadDocsVersions } from '../versions/loadDocsVersions.js';
import type { DocsVersion } from '../versions/types.js';
import { versionLinkScopesOf } from '../versions/versionLinkScopes.js';
import type { RenderSiteParams } from '../render/renderSite.js';
import { renderRedirectPage } from '../write/renderRedirectPage.js';
import type { OutputFile } from '../write/writeSite.js';
import { assertFitsInMemory } from './checkMemory.js';
import { copiedImages } from './copiedImages.js';
import { buildDiagnostics } from './buildDiagnostics.js';
import { markdownExtensionsOf } from './markdownExtensions.js';
import { pagesToRender } from './pagesToRender.js';
import type { PrepareBuildOptions } from './prepareBuild.js';
import { siteFilesOf } from './siteFiles.js';
import { stagesOf, type Stage } from './stage.js';

/** What the stages read and make: each key is made by one stage (or given: `config`, `options`). */
export interface BuildState {
  config: ResolvedConfig;
  options: PrepareBuildOptions;
  /** versions.json and its folders: which docs versions there are, and where each one's pages go */
  versions: DocsVersion[];
  router: Router;
  plugins: ResolvedPlugins;
  pluginPages: Awaited<ReturnType<typeof loadPluginPages>>;
  content: SiteContent;
  apiSources: (ApiSource | undefined)[];
  apiPlans: (ApiPlan | undefined)[];
  /** a site with several docs versions: its API's differences between neighbouring versions */
  apiHistory: ApiHistory | undefined;
  linkScopes: ReturnType<typeof versionLinkScopesOf>;
  markdownStage: MarkdownStage;
  examples: ExamplesStageResult;
  transformed: Map<string, MarkdownResult>;
  apiReferences: (ApiReference | undefined)[];
  markdownCaches: undefined;
  linked: { markdown: Map<string, MarkdownResult>; apis: (ApiReference | undefined)[] };
  reactPages: Map<string, RenderedReactPage>;
  theme: Awaited<ReturnType<typeof loadComponents>>;
  mdxIslands: Awaited<ReturnType<typeof mdxIslandMounts>>;
  assets: BundledAssets;
  markdown: Map<string, MarkdownResult>;
  gitDates: Awaited<ReturnType<typeof gitLastUpdated>> | undefined;
  siteModel: SiteModel;
  agentFiles: AgentFiles;
  routes: Route[];
  staticFiles: OutputFile[];
  images: OutputFile[];
  homeRedirect: OutputFile | undefined;
  linkDiagnostics: Diagnostic[];
  diagnostics: Diagnostic[];
  files: OutputFile[];
  pages: RenderSiteParams;
}

const { stage, eachVersion } = stagesOf<BuildState>();

/** The latest docs version's index: its API reference is the one llms.txt and the sitemap's pages describe. */
export function latestOf(versions: readonly DocsVersion[]): number {
  return Math.max(
    0,
    versions.findIndex((version) => version.isLatest),
  );
}

export const BUILD_STAGES: readonly Stage<BuildState>[] = [
  stage({
    name: 'versions',
    inputs: ['config'],
    output: 'versions',
    cache: { kind: 'none' },
    quiet: true,
    run: ({ config }) => loadDocsVersions(config),
  }),
  stage({
    name: 'router',
    inputs: ['config', 'versions'],
    output: 'router',
    cache: { kind: 'none' },
    quiet: true,
    run: ({ config, versions }) => createRouter(routerConfigOf(config, versions)),
  }),
  stage({
    name: 'plugins',
    inputs: ['config'],
    output: 'plugins',
    cache: { kind: 'memo', keyedBy: 'nothing (kept until the config changes)', key: () => '' },
    quiet: true,
    run: ({ config }) => resolvePlugins(config),
  }),
  stage({
    name: 'plugin pages',
    inputs: ['config', 'plugins'],
    output: 'pluginPages',
    cache: { kind: 'memo', keyedBy: 'nothing (kept until the config changes)', key: () => '' },
    quiet: true,
    background: true,
    run: ({ config, plugins }) => loadPluginPages(plugins.plugins, config),
  }),
  stage({
    name: 'content',
    inputs: ['config', 'router', 'versions', 'pluginPages', 'options'],
    output: 'content',
    cache: { kind: 'none' },
    count: (c) => c.docs.length + c.pages.length,
    async run({ config, router, versions, pluginPages, options }) {
      const loaded = await loadContent(config, router, versions);
      const files = options.session ? loaded : leaveOutDrafts(loaded);
      const content = { ...files, pages: [...files.pages, ...pluginPages] };
      // a site too large for the heap fails now, not minutes later with V8's native stack
      assertFitsInMemory(content, config.configFile);
      return content;
    },
  }),
  // each version's API reference: the current docs' from the config, a released one's from its snapshot
  eachVersion({
    name: 'api source',
    inputs: ['config', 'options'],
    output: 'apiSources',
    cache: {
      kind: 'memo',
      keyedBy: "a released version's snapshot file (the current docs': nothing, regenerated when stale)",
      key: (_input, version) => (version.isCurrent ? '' : version.apiSnapshot?.reflections),
    },
    quiet: true,
    run: ({ config, options }, _context, version) =>
      version.isCurrent || version.apiSnapshot === undefined
        ? loadApiSource(config, options.logger)
        : loadApiSnapshot(version.apiSnapshot, config.api?.strictPackageLinks ?? true),
  }),
  eachVersion({
    name: 'api plan',
    inputs: ['apiSources', 'router', 'config'],
    output: 'apiPlans',
    cache: {
      kind: 'memo',
      keyedBy: "nothing (kept while its version's API source is)",
      key: ({ apiSources }, _version, index) => keyIf(apiSources, index, ''),
    },
    quiet: true,
    run: ({ apiSources, router, config }, _context, version, index) =>
      planApiReference(apiSources[index] as ApiSource, router.forVersion(version.name), config.themeStrings),
  }),
  // "Added in", "Changed in", "Deprecated in" and each version's changes page: diffed once per build
  stage({
    name: 'api history',
    inputs: ['versions', 'apiSources'],
    output: 'apiHistory',
    cache: {
      kind: 'memo',
      keyedBy: "the versions and their API snapshot files (kept while the current docs' API source is)",
      key: ({ versions }) => JSON.stringify(versions.map((version) => [version.name, version.label, version.apiSnapshot?.reflections])),
    },
    when: ({ versions, apiSources }) => versions.length > 1 && apiSources.filter((source) => source !== undefined).length > 1,
    otherwise: () => undefined,
    run: ({ versions, apiSources }) =>
      apiHistoryOf(versions.map((version, index) => ({ name: version.name, label: version.label, model: apiSources[index]?.model }))),
  }),
  stage({
    name: 'link scopes',
    inputs: ['versions', 'content', 'apiPlans'],
    output: 'linkScopes',
    cache: { kind: 'none' },
    quiet: true,
    run: ({ versions, content, apiPlans }) => versionLinkScopesOf(versions, content, apiPlans),
  }),
  stage({
    name: 'markdown setup',
    inputs: ['config', 'router', 'content', 'apiPlans', 'versions', 'linkScopes', 'options', 'plugins'],
    output: 'markdownStage',
    cache: { kind: 'own', keyedBy: 'each page: its source, its inputs and the stage key (routes, symbols, settings)' },
    quiet: true,
    run: ({ config, router, content, apiPlans, versions, linkScopes, options, plugins }, { cache }) =>
      createMarkdownStage({
        config,
        router,
        content,
        symbols: apiPlans[latestOf(versions)]?.symbols ?? new Map(),
        ...(linkScopes === undefined ? {} : { versions: linkScopes }),
        cache,
        workers: options.workers,
        extensions: markdownExtensionsOf(config, plugins),
        docsVersions: versions,
      }),
  }),
  // a cold check runs in a worker thread while the stages below go on; a warm one is a few
  // file stats (its own cache): no TypeScript is loaded
  stage({
    name: 'examples',
    inputs: ['config', 'content'],
    output: 'examples',
    cache: { kind: 'own', keyedBy: 'the checked blocks and the packages they import (on disk)' },
    background: true,
    count: (e) => e.checked,
    run: ({ config, content }) => examplesStage(config, content),
  }),
  stage({
    name: 'markdown',
    inputs: ['markdownStage'],
    output: 'transformed',
    scope: 'page',
    cache: { kind: 'own', keyedBy: 'each page: its source, its inputs and the stage key (in memory and on disk)' },
    count: (m) => m.size,
    run: ({ markdownStage }) => markdownStage.transformPages(),
  }),
  // the reference renders its comments with the guides' Markdown: valid while that is
  eachVersion({
    name: 'api',
    inputs: ['apiPlans', 'router', 'config', 'markdownStage', 'apiHistory'],
    output: 'apiReferences',
    cache: {
      kind: 'memo',
      keyedBy: 'the Markdown stage key',
      key: ({ apiPlans, markdownStage }, _version, index) => keyIf(apiPlans, index, markdownStage.key),
    },
    count: (a) => a?.pages.length ?? 0,
    async run({ apiPlans, router, config, markdownStage, apiHistory }, _context, version, index) {
      const plan = apiPlans[index] as ApiPlan;
      const versionRouter = router.forVersion(version.name);
      const marks = apiHistory?.marks[index];
      const strings = apiHistoryStrings(config.lang);
      const reference = await renderApiReference({
        plan,
        router: versionRouter,
        config,
        renderMarkdown: markdownStage.renderMarkdown,
        highlight: markdownStage.highlight,
        ...(marks === undefined ? {} : { since: (path: string) => versionBadges(marks.get(path), strings) }),
      });
      const differences = apiHistory?.changes[index];
      const previous = apiHistory?.previous[index];
      if (differences === undefined || previous === undefined) return reference;
      const hrefOf = (path: string) => {
        const located = lookupSymbol(plan.symbols, path);
        return located === undefined ? undefined : versionRouter.hrefOf(located);
      };
      const routePath = versionRouter.apiRoutePath(API_CHANGES_SEGMENT);
      const page = changesPage({ differences, version: version.label, previous, routePath, hrefOf, strings });
      return { ...reference, pages: [...reference.pages, page] };
    },
  }),
  stage({
    name: 'markdown caches',
    inputs: ['markdownStage', 'options'],
    output: 'markdownCaches',
    cache: { kind: 'none' },
    quiet: true,
    // a `sitegen dev` session keeps them in memory: the disk caches are not rewritten on every edit
    when: ({ options }) => !options.session,
    otherwise: () => undefined,
    run: async ({ markdownStage }) => {
      await markdownStage.saveCaches();
      return undefined;
    },
  }),
  // a checked block links the names its checker resolved: the check (in a worker) is awaited here
  stage({
    name: 'code links',
    inputs: ['versions', 'content', 'apiReferences', 'transformed', 'router', 'examples', 'config'],
    output: 'linked',
    cache: { kind: 'own', keyedBy: "each block: its code and the API's symbols" },
    when: ({ apiReferences, config }) => apiReferences.some((reference) => reference !== undefined) && config.markdown.linkCodeToApi,
    otherwise: ({ transformed, apiReferences }) => ({ markdown: transformed, apis: apiReferences }),
    run: ({ versions, content, apiReferences, transformed, router, examples }, { cache }) =>
      linkCodeByVersion({ versions, content, apis: apiReferences, markdown: transformed, router, cache, checked: examples.typeInfo }),
  }),
  stage({
    name: 'react pages',
    inputs: ['config', 'router', 'content'],
    output: 'reactPages',
    cache: { kind: 'own', keyedBy: 'each page: its module and what it imports' },
    count: (r) => r.size,
    run: ({ config, router, content }, { cache }) => renderReactPages({ config, router, content, cache }),
  }),
  stage({
    name: 'theme',
    inputs: ['config'],
    output: 'theme',
    cache: { kind: 'memo', keyedBy: 'nothing (kept until the config or the theme changes)', key: () => '' },
    quiet: true,
    run: async ({ config }) =>
      loadComponents(await loadTheme(config.theme, config.siteDir, { file: config.configFile }), config.components, config.configFile),
  }),
  // the MDX pages' own interactive components, hydrated as islands
  stage({
    name: 'mdx islands',
    inputs: ['transformed', 'config'],
    output: 'mdxIslands',
    cache: { kind: 'none' },
    quiet: true,
    run: ({ transformed, config }) => mdxIslandMounts(transformed.values(), config.cacheDir),
  }),
  stage({
    name: 'bundle',
    inputs: ['theme', 'plugins', 'versions', 'config', 'mdxIslands'],
    output: 'assets',
    cache: {
      kind: 'memo',
      keyedBy: "whether the site has several versions, the code themes, whether it shows math, the MDX pages' islands",
      key: ({ versions, config, mdxIslands }) =>
        JSON.stringify([versions.length > 1 ? 'versions' : '', config.markdown.codeThemes, config.markdown.math, mdxIslands]),
    },
    count: (a) => a.files.length,
    async run({ theme, plugins, versions, config, mdxIslands }) {
      // the theme's docs versions assets come only to a site with several versions
      const versionAssets = versions.length > 1 ? theme.theme.assets.versions : undefined;
      return bundleAssets({
        ...theme.theme.assets,
        stylesheets: [...theme.theme.assets.stylesheets, ...(versionAssets?.stylesheets ?? [])],
        generatedCss: tokenClassCss(await codeTokenPalettes(config.markdown.codeThemes)),
        customCss: {
          // KaTeX's first, so the plugins' and the site's rules win over its own
          sheets: [...(config.markdown.math ? [{ file: katexStylesheet(), listedBy: 'markdown.math' }] : []), ...plugins.customCss],
          namedIn: { file: config.configFile },
        },
        islands: { ...plugins.islands, ...versionAssets?.islands, ...mdxIslands },
        replacements: versionAssets?.replacements,
        cacheDir: config.cacheDir,
      });
    },
  }),
  // the checked blocks show their types
  stage({
    name: 'example types',
    inputs: ['linked', 'examples'],
    output: 'markdown',
    cache: { kind: 'none' },
    when: ({ examples }) => examples.typeInfo.size > 0,
    otherwise: ({ linked }) => linked.markdown,
    run: ({ linked, examples }) => withExampleTypes(linked.markdown, examples.typeInfo),
  }),
  // a locale's translated pages are dated by their own commits, in i18n/<locale>/
  stage({
    name: 'git dates',
    inputs: ['config'],
    output: 'gitDates',
    cache: { kind: 'memo', keyedBy: 'nothing (kept for the session)', key: () => '' },
    quiet: true,
    when: ({ config }) => config.lastUpdated !== false,
    otherwise: () => undefined,
    async run({ config }) {
      const [content, translated] = await Promise.all([
        gitLastUpdated(config.contentDir),
        config.localeDir === undefined ? undefined : gitLastUpdated(config.localeDir),
      ]);
      return translated === undefined ? content : new Map([...content, ...translated]);
    },
  }),
  stage({
    name: 'routes',
    inputs: ['config', 'router', 'content', 'markdown', 'reactPages', 'versions', 'linked', 'plugins', 'gitDates'],
    output: 'siteModel',
    cache: { kind: 'none' },
    count: (m) => m.routes.length,
    run: ({ config, router, content, markdown, reactPages, versions, linked, plugins, gitDates }) =>
      buildSiteModel({
        config,
        router,
        content,
        markdown,
        reactPages,
        versions: versions.map((version, index) => ({ version, api: linked.apis[index] })),
        headTags: plugins.headTags,
        lastUpdated: gitDates,
      }),
  }),
  // llms.txt, Markdown twins: each doc page learns its twin's href before it renders
  stage({
    name: 'agent files',
    inputs: ['config', 'router', 'content', 'siteModel', 'linked', 'reactPages', 'linkScopes', 'versions'],
    output: 'agentFiles',
    cache: { kind: 'none' },
    count: (a) => a.files.length,
    run: ({ config, router, content, siteModel, linked, reactPages, linkScopes, versions }) =>
      buildAgentFiles({
        config,
        router,
        content,
        routes: siteModel.routes,
        api: linked.apis[latestOf(versions)],
        reactPages,
        ...(linkScopes === undefined
          ? {}
          : {
              versions: {
                latest: versions[latestOf(versions)]?.name ?? '',
                apis: linked.apis.flatMap((a) => a ?? []),
                links: linkScopes,
              },
            }),
      }),
  }),
  // a site with several locales: each page names itself in every locale (hreflang)
  stage({
    name: 'alternates',
    inputs: ['config', 'agentFiles'],
    output: 'routes',
    cache: { kind: 'none' },
    quiet: true,
    run: ({ config, agentFiles }) =>
      config.locales.length > 1
        ? agentFiles.routes.map((route) =>
            route.page.kind === 'notFound'
              ? route
              : { ...route, page: { ...route.page, alternates: alternatesOf(config, route.page.href) } },
          )
        : agentFiles.routes,
  }),
  stage({
    name: 'static files',
    inputs: ['config'],
    output: 'staticFiles',
    cache: { kind: 'none' },
    quiet: true,
    run: async ({ config }) =>
      (await walkFiles(config.staticDir, siteFileAccessOf(config))).map((file) => ({
        path: file,
        copyFrom: path.join(config.staticDir, file),
        source: `static/${file}`,
      })),
  }),
  stage({
    name: 'images',
    inputs: ['transformed', 'linked', 'versions'],
    output: 'images',
    cache: { kind: 'none' },
    quiet: true,
    run: ({ transformed, linked, versions }) => copiedImages([...transformed.values()], linked.apis[latestOf(versions)]),
  }),
  stage({
    name: 'home redirect',
    inputs: ['siteModel', 'router', 'config'],
    output: 'homeRedirect',
    cache: { kind: 'none' },
    quiet: true,
    run: ({ siteModel, router, config }) =>
      siteModel.homeRedirect && {
        path: router.outputFile(''),
        contents: renderRedirectPage({
          ...siteModel.homeRedirect,
          canonical: router.absoluteUrl(siteModel.homeRedirect.href),
          lang: config.lang,
        }),
        source: 'the redirect of the home page',
      },
  }),
  stage({
    name: 'links',
    inputs: ['routes', 'siteModel', 'router', 'staticFiles', 'images', 'assets', 'homeRedirect', 'options', 'linked', 'versions'],
    output: 'linkDiagnostics',
    cache: { kind: 'none' },
    run: ({ routes, siteModel, router, staticFiles, images, assets, homeRedirect, options, linked, versions }) =>
      checkLinks({
        routes,
        navigationLinks: siteModel.navigationLinks,
        router,
        fileHrefs: [...staticFiles, ...images, ...assets.files, ...(homeRedirect ? [homeRedirect] : [])].map((file) =>
          router.href(file.path),
        ),
        strict: options.strictLinks,
        strictPackageLinks: options.strictLinks && (linked.apis[latestOf(versions)]?.package.strictPackageLinks ?? true),
      }),
  }),
  stage({
    name: 'diagnostics',
    inputs: ['config', 'options', 'content', 'markdown', 'transformed', 'linked', 'versions', 'examples', 'linkDiagnostics'],
    output: 'diagnostics',
    cache: { kind: 'none' },
    quiet: true,
    run: (found) => buildDiagnostics({ ...found, api: found.linked.apis[latestOf(found.versions)] }),
  }),
  stage({
    name: 'site files',
    inputs: ['config', 'router', 'routes', 'siteModel', 'theme', 'assets', 'agentFiles', 'staticFiles', 'images', 'homeRedirect'],
    output: 'files',
    cache: { kind: 'none' },
    quiet: true,
    run: siteFilesOf,
  }),
  stage({
    name: 'page views',
    inputs: ['config', 'router', 'routes', 'siteModel', 'theme', 'assets', 'options'],
    output: 'pages',
    cache: { kind: 'none' },
    quiet: true,
    run: (built, { cache }) => pagesToRender({ ...built, cache: built.options.session ? cache : undefined }),
  }),
];

/** The result of a per-version stage is made for a version only where the stage before made one for it. */
function keyIf(before: readonly unknown[], index: number, key: string): string | undefined {
  return before[index] === undefined ? undefined : key;
}

/** The stages after the list, page by page: render and write each page, and index it for search (renderLocale.ts). */
export const PAGE_STAGES = [
  { name: 'render', keyedBy: 'each page: its view (in a `sitegen dev` session)', runs: 'the render workers' },
  {
    name: 'search',
    keyedBy: "the pages' searchable text (the index is kept on disk)",
    runs: "its text cut where it renders (a worker), indexed by Pagefind's process meanwhile",
  },
  { name: 'write', keyedBy: 'nothing: every page is written', runs: 'the main thread, as each page comes back' },
] as const;
