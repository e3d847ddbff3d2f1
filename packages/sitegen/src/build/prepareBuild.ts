import path from 'node:path';
import { loadApiSnapshot } from '../api/loadApiSnapshot.js';
import { loadApiSource, type ApiSource } from '../api/loadApiSource.js';
import { planApiReference } from '../api/planApiReference.js';
import { renderApiReference } from '../api/renderApiReference.js';
import { bundleAssets } from '../bundle/bundleAssets.js';
import { mdxIslandMounts } from '../bundle/mdxIslandMounts.js';
import type { BuildCache } from '../cache/BuildCache.js';
import { checkLinks } from '../check/checkLinks.js';
import { linkCodeByVersion } from '../codelinks/linkCodeByVersion.js';
import { copiedImages } from './copiedImages.js';
import { assertFitsInMemory } from './checkMemory.js';
import { loadResolvedConfig } from '../config/loadResolvedConfig.js';
import type { ResolvedConfig } from '../config/types.js';
import { gitLastUpdated } from '../content/gitLastUpdated.js';
import { loadContent } from '../content/loadContent.js';
import { walkFiles } from '../content/walkFiles.js';
import { siteFileAccessOf } from '../files/siteFileAccess.js';
import { loadComponents } from '../load/loadComponents.js';
import { loadTheme } from '../load/loadTheme.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { buildAgentFiles } from '../llms/buildAgentFiles.js';
import type { Logger } from '../logger/Logger.js';
import { runStage } from '../logger/runStage.js';
import { withExampleTypes } from '../examples/annotateExampleTypes.js';
import { examplesStage } from '../examples/examplesStage.js';
import { tokenClassCss } from '../markdown/codeTokenClasses.js';
import { codeTokenPalettes } from '../markdown/highlight.js';
import { createMarkdownStage, type StageExtensions } from '../markdown/markdownStage.js';
import { unknownLanguageWarnings } from '../markdown/unknownLanguageWarnings.js';
import { loadPluginPages } from '../plugins/pluginPages.js';
import { resolvePlugins, type ResolvedPlugins } from '../plugins/resolvePlugins.js';
import { renderReactPages } from '../render/renderReactPages.js';
import type { RenderSiteParams } from '../render/renderSite.js';
import { createRouter, routerConfigOf, type Router } from '../router/createRouter.js';
import { buildSiteModel } from '../routes/buildSiteModel.js';
import { markActiveNavbar } from '../routes/navbar.js';
import { navbarInVersion } from '../routes/versionNavigation.js';
import { loadDocsVersions } from '../versions/loadDocsVersions.js';
import type { DocsVersion } from '../versions/types.js';
import { versionLinkScopesOf } from '../versions/versionLinkScopes.js';
import { alternatesOf, navbarInLocale } from '../locales/alternates.js';
import { renderRedirectPage } from '../write/renderRedirectPage.js';
import { renderRobotsTxt } from '../write/renderRobotsTxt.js';
import { renderRedirects } from '../write/renderRedirects.js';
import { renderSitemap } from '../write/renderSitemap.js';
import type { NavbarView, PageView } from '../view/index.js';
import type { OutputFile } from '../write/writeSite.js';

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
}

/**
 * What `--strict` (and `--strict-links`) turns from warnings into errors: broken links and
 * anchors, failing examples, types shown as `any`, and what the page check finds unrendered.
 */
const STRICT = /^(links\/|examples\/|api\/unresolved-type$|markdown\/(unrendered-syntax|unknown-element|unbalanced-html|lost-prose)$)/;

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

/**
 * The stages of a build in their order, each taking what the ones before returned, up to
 * the link check. The router is made first and makes every URL; the API reference is
 * planned before Markdown, which resolves `api:` links with its symbols.
 */
export async function prepareBuild(config: ResolvedConfig, options: PrepareBuildOptions): Promise<PreparedBuild> {
  const { logger, cache } = options;
  // versions.json and its folders: which docs versions there are, and where each one's pages go
  const versions = await loadDocsVersions(config);
  const router = createRouter(routerConfigOf(config, versions));
  const plugins = await cache.memo('plugins', '', () => resolvePlugins(config));
  const content = await runStage(
    logger,
    'content',
    async () => {
      const [files, pluginPages] = await Promise.all([
        loadContent(config, router, versions),
        cache.memo('plugin pages', '', () => loadPluginPages(plugins.plugins, config)),
      ]);
      return { ...files, pages: [...files.pages, ...pluginPages] };
    },
    (c) => c.docs.length + c.pages.length,
  );
  // a site too large for the heap fails now, not minutes later with V8's native stack
  assertFitsInMemory(content, config.configFile);
  // each version's API reference: the current docs' from the config, a released one's from its snapshot
  const apiPlans = await Promise.all(
    versions.map(async (version) => {
      const source = await loadVersionApi(version, config, options);
      return (
        source &&
        cache.memo(memoName('api plan', version), '', () => planApiReference(source, router.forVersion(version.name), config.themeStrings))
      );
    }),
  );
  const latest = Math.max(
    0,
    versions.findIndex((version) => version.isLatest),
  );
  const apiPlan = apiPlans[latest];
  const linkScopes = versionLinkScopesOf(versions, content, apiPlans);

  const markdownStage = await createMarkdownStage({
    config,
    router,
    content,
    symbols: apiPlan?.symbols ?? new Map(),
    ...(linkScopes === undefined ? {} : { versions: linkScopes }),
    cache,
    workers: options.workers,
    extensions: markdownExtensionsOf(config, plugins),
  });
  // a cold check runs in a worker thread while the stages below go on; a warm one is a few
  // file stats (its own cache): no TypeScript is loaded
  const checkingExamples = runStage(
    logger,
    'examples',
    () => examplesStage(config, content),
    (e) => e.checked,
  );
  // awaited with the other diagnostics; a failure meanwhile is not an unhandled one
  checkingExamples.catch(() => undefined);
  const transformed = await runStage(
    logger,
    'markdown',
    () => markdownStage.transformPages(),
    (m) => m.size,
  );
  // the reference renders its comments with the guides' Markdown: valid while that is
  const apiReferences = await Promise.all(
    versions.map((version, index) => {
      const plan = apiPlans[index];
      return (
        plan &&
        cache.memo(memoName('api', version), markdownStage.key, () =>
          runStage(
            logger,
            'api',
            () =>
              renderApiReference({
                plan,
                router: router.forVersion(version.name),
                config,
                renderMarkdown: markdownStage.renderMarkdown,
                highlight: markdownStage.highlight,
              }),
            (a) => a.pages.length,
          ),
        )
      );
    }),
  );
  if (!options.session) await markdownStage.saveCaches();
  // a checked block links the names its checker resolved: the check (in a worker) is awaited here
  const examples = await checkingExamples;
  const { markdown: linked, apis } =
    apiReferences.some((reference) => reference !== undefined) && config.markdown.linkCodeToApi
      ? await runStage(logger, 'code links', () =>
          linkCodeByVersion({ versions, content, apis: apiReferences, markdown: transformed, router, cache, checked: examples.typeInfo }),
        )
      : { markdown: transformed, apis: apiReferences };
  const reactPages = await runStage(
    logger,
    'react pages',
    () => renderReactPages({ config, router, content, cache }),
    (r) => r.size,
  );
  const theme = await cache.memo('theme', '', async () =>
    loadComponents(await loadTheme(config.theme, config.siteDir, { file: config.configFile }), config.components, config.configFile),
  );
  const customCss = { sheets: plugins.customCss, namedIn: { file: config.configFile } };
  // the theme's docs versions assets come only to a site with several versions
  const versionAssets = versions.length > 1 ? theme.theme.assets.versions : undefined;
  // the MDX pages' own interactive components, hydrated as islands
  const mdxIslands = await mdxIslandMounts(transformed.values(), config.cacheDir);
  const assets = await runStage(
    logger,
    'bundle',
    () =>
      cache.memo(
        'bundle',
        JSON.stringify([versionAssets === undefined ? '' : 'versions', config.markdown.codeThemes, mdxIslands]),
        async () =>
          bundleAssets({
            ...theme.theme.assets,
            stylesheets: [...theme.theme.assets.stylesheets, ...(versionAssets?.stylesheets ?? [])],
            generatedCss: tokenClassCss(await codeTokenPalettes(config.markdown.codeThemes)),
            customCss,
            islands: { ...plugins.islands, ...versionAssets?.islands, ...mdxIslands },
            replacements: versionAssets?.replacements,
            cacheDir: config.cacheDir,
          }),
      ),
    (a) => a.files.length,
  );
  // the checked blocks show their types
  const markdown =
    examples.typeInfo.size === 0
      ? linked
      : await runStage(
          logger,
          'example types',
          async () => withExampleTypes(linked, examples.typeInfo),
          () => examples.typeInfo.size,
        );
  const api = apis[latest];

  const siteModel = await runStage(
    logger,
    'routes',
    async () => {
      // a locale's translated pages are dated by their own commits, in i18n/<locale>/
      const gitDates = async () => {
        const [content, translated] = await Promise.all([
          gitLastUpdated(config.contentDir),
          config.localeDir === undefined ? undefined : gitLastUpdated(config.localeDir),
        ]);
        return translated === undefined ? content : new Map([...content, ...translated]);
      };
      const lastUpdated = config.lastUpdated === false ? undefined : await cache.memo('git dates', '', gitDates);
      return buildSiteModel({
        config,
        router,
        content,
        markdown,
        reactPages,
        versions: versions.map((version, index) => ({ version, api: apis[index] })),
        headTags: plugins.headTags,
        lastUpdated,
      });
    },
    (m) => m.routes.length,
  );
  // llms.txt, Markdown twins: each doc page learns its twin's href before it renders
  const agentFiles = await runStage(
    logger,
    'agent files',
    () =>
      buildAgentFiles({
        config,
        router,
        content,
        routes: siteModel.routes,
        api,
        reactPages,
        ...(linkScopes === undefined
          ? {}
          : { versions: { latest: versions[latest]?.name ?? '', apis: apis.flatMap((a) => a ?? []), links: linkScopes } }),
      }),
    (a) => a.files.length,
  );
  // a site with several locales: each page names itself in every locale (hreflang)
  const routes =
    config.locales.length > 1
      ? agentFiles.routes.map((route) =>
          route.page.kind === 'notFound' ? route : { ...route, page: { ...route.page, alternates: alternatesOf(config, route.page.href) } },
        )
      : agentFiles.routes;
  const staticFiles = (await walkFiles(config.staticDir, siteFileAccessOf(config))).map((file) => ({
    path: file,
    copyFrom: path.join(config.staticDir, file),
    source: `static/${file}`,
  }));
  const images = copiedImages([...transformed.values()], api);
  const homeRedirect = siteModel.homeRedirect && {
    path: router.outputFile(''),
    contents: renderRedirectPage({
      ...siteModel.homeRedirect,
      canonical: router.absoluteUrl(siteModel.homeRedirect.href),
      lang: config.lang,
    }),
    source: 'the redirect of the home page',
  };

  // with --strict every broken link or anchor fails the build, wherever it was found, and so
  // do a failing example and a type the reference shows as `any`; in the package's own doc
  // comments and README, only if the site says so
  const found = [
    ...content.diagnostics,
    ...[...markdown.values()].flatMap((r) => r.diagnostics),
    ...unknownLanguageWarnings(transformed),
    ...(api?.diagnostics ?? []),
    ...examples.diagnostics,
  ];
  const strictPackageLinks = options.strictLinks && (api?.package.strictPackageLinks ?? true);
  const linkDiagnostics = await runStage(logger, 'links', () =>
    checkLinks({
      routes,
      navigationLinks: siteModel.navigationLinks,
      router,
      fileHrefs: [...staticFiles, ...images, ...assets.files, ...(homeRedirect ? [homeRedirect] : [])].map((file) =>
        router.href(file.path),
      ),
      strict: options.strictLinks,
      strictPackageLinks,
    }),
  );
  const diagnostics: Diagnostic[] = [
    ...(options.diagnostics ?? []),
    ...(config.url === ''
      ? [
          {
            severity: 'warning' as const,
            code: 'config/no-url' as const,
            message: 'the site has no `url`: the sitemap lists relative addresses, and pages have no canonical or og:url',
            hint: "Set url to the site's origin, e.g. url: 'https://example.github.io'.",
            location: { file: config.configFile },
          },
        ]
      : []),
    ...found.map((d) => (options.strictLinks && STRICT.test(d.code) ? { ...d, severity: 'error' as const } : d)),
    ...(api?.packageDiagnostics ?? []).map((d) => (strictPackageLinks && STRICT.test(d.code) ? { ...d, severity: 'error' as const } : d)),
    ...linkDiagnostics,
  ];

  const site = { ...siteModel.site, assets: { css: assets.css.map(router.href), js: assets.js.map(router.href) } };
  const { versionNavigation } = siteModel;
  const navbarFor = (page: PageView): NavbarView =>
    navbarInLocale(
      markActiveNavbar(
        versionNavigation === undefined ? site.navbar : navbarInVersion(site.navbar, page, versionNavigation),
        page.href,
        'sidebar' in page ? page.sidebar?.id : undefined,
        page.docsVersions?.version?.name,
      ),
      page,
      config,
    );
  // a page kept out of search engines is kept out of the sitemap too
  const indexed = config.noIndex ? [] : routes.filter((route) => route.page.kind !== 'notFound' && route.page.noIndex !== true);
  const sitemap = renderSitemap(indexed.map((route) => ({ url: router.absoluteUrl(route.page.href), alternates: route.page.alternates })));
  // crawlers read /robots.txt at the origin only: a site under a base path cannot serve it
  const robots =
    config.baseUrl !== '/' || staticFiles.some((file) => file.path === 'robots.txt')
      ? []
      : [{ path: 'robots.txt', contents: renderRobotsTxt(config, router), source: 'robots.txt' }];
  const files: OutputFile[] = [
    ...staticFiles,
    ...images,
    ...assets.files.map((file) => ({ ...file, source: 'the theme bundle' })),
    ...(siteModel.sidebarFragments ?? []).map((fragment) => ({
      path: fragment.path,
      contents: theme.theme.renderSidebarFragment(fragment.sidebar, config.themeStrings),
      source: `the sidebar '${fragment.sidebar.id}'`,
    })),
    ...agentFiles.files,
    { path: 'sitemap.xml', contents: sitemap, source: 'the sitemap' },
    ...(homeRedirect ? [homeRedirect] : []),
    ...robots,
    ...renderRedirects(config, router),
  ];
  return {
    config,
    router,
    diagnostics,
    gzip: assets.gzip,
    files,
    pages: { theme, routes, site, navbarFor, cache: options.session ? cache : undefined },
    plugins,
    markdownInputs: [...new Set([...transformed.values()].flatMap((result) => (result.inputFiles ?? []).map((input) => input.file)))],
  };
}

/**
 * A cache entry of one version: the current docs keep the names a site without versions
 * has, so that its `sitegen dev` caches stay as they were.
 */
function memoName(name: string, version: DocsVersion): string {
  return version.isCurrent ? name : `${name}:${version.name}`;
}

/** A version's API source: the config's (regenerated when stale) for the current docs, the snapshot for a released version. */
function loadVersionApi(version: DocsVersion, config: ResolvedConfig, options: PrepareBuildOptions): Promise<ApiSource | undefined> {
  const { cache, logger } = options;
  if (version.isCurrent) return cache.memo('api source', '', () => loadApiSource(config, logger));
  const { apiSnapshot } = version;
  return apiSnapshot === undefined
    ? Promise.resolve(undefined)
    : cache.memo(memoName('api source', version), apiSnapshot.reflections, () =>
        loadApiSnapshot(apiSnapshot, config.api?.strictPackageLinks ?? true),
      );
}

/** The stage's view of the site's Markdown plugins: none at all when it has none, so its caches stay as they were. */
function markdownExtensionsOf(config: ResolvedConfig, plugins: ResolvedPlugins): StageExtensions | undefined {
  const { remarkPlugins, rehypePlugins } = plugins;
  if (remarkPlugins.length === 0 && rehypePlugins.length === 0) return undefined;
  return {
    plugins: { remarkPlugins, rehypePlugins, configFile: config.configFile },
    configFile: config.configFile,
    outDir: config.outDir,
    key: config.code.hash,
  };
}
