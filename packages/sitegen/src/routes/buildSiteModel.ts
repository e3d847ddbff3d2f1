import path from 'node:path';
import type { CategoryPageView, DocPageView, FooterView, SidebarItemView, SidebarView, SiteView } from '../view/index.js';
import { ENGLISH_STRINGS, formatString } from '../view/strings.js';
import type { ApiPackage, ApiPage, ApiReference } from '../api/types.js';
import type { HeadTag, ResolvedConfig } from '../config/types.js';
import type { LastUpdated } from '../content/gitLastUpdated.js';
import type { CategoryMeta, DocFrontMatter, SiteContent, SourceDoc } from '../content/types.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { MarkdownResult } from '../markdown/types.js';
import { redirectHref } from '../write/renderRedirects.js';
import { articleHeading } from './articleHeading.js';
import { buildSidebars, type SidebarDoc } from './buildSidebars.js';
import { docPagination, type PaginationTarget } from './docPagination.js';
import { currentSidebarCategory, fillDocCardLists, hasEmptyDocCardList } from './fillDocCardLists.js';
import type { GeneratedIndexPage } from './sidebarItemsOf.js';
import { docTagsOf } from './tagPages.js';
import { isExternalUrl, type Router } from '../router/createRouter.js';
import { resolveNavbar } from './navbar.js';
import { indexSidebars, type SidebarPlace } from './sidebarNavigation.js';
import { shareSidebars, type SidebarFragment } from './shareSidebars.js';
import type { Route, RouteLink, SiteModel } from './types.js';
import { currentDocsVersion } from '../versions/currentDocsVersion.js';
import type { DocsVersion } from '../versions/types.js';
import { indexVersionPages, versionViewsOf, withDocsVersions } from './versionNavigation.js';

/** A site's own React page, already rendered to markup. */
export interface RenderedReactPage {
  html: string;
  title?: string;
  description?: string;
  /** the body of its Markdown twin (ReactPageMeta.markdown) */
  markdown?: string;
}

export interface BuildSiteModelParams {
  config: ResolvedConfig;
  router: Router;
  content: SiteContent;
  /** Markdown results of docs and Markdown pages, by source file */
  markdown: Map<string, MarkdownResult>;
  /** rendered React pages, by route path */
  reactPages: Map<string, RenderedReactPage>;
  /** the API reference of a site whose docs are unversioned (with `versions`, each version brings its own) */
  api?: ApiReference;
  /** the docs versions built, the current docs first, each with its API reference; default the current docs alone */
  versions?: SiteModelVersion[];
  /** every page's <head> tags: the plugins' then the site's; default the config's */
  headTags?: HeadTag[];
  /** when each doc's file was last changed in git (with `lastUpdated` on), by source file */
  lastUpdated?: ReadonlyMap<string, LastUpdated>;
}

/** One docs version as the site model takes it. */
export interface SiteModelVersion {
  version: DocsVersion;
  api?: ApiReference;
}

/** What one version's docs part of the model holds: its sidebars and how a page finds its place in them. */
interface VersionDocs {
  entry: SiteModelVersion;
  router: Router;
  docs: { doc: SourceDoc; result: MarkdownResult }[];
  categories: CategoryMeta[];
  sidebars: Map<string, SidebarView>;
  /** pages of the categories a sidebars file gives a generated index */
  generatedIndexes: GeneratedIndexPage[];
  /** where `pagination_next` / `pagination_prev` may lead */
  paginationTargets: { byId: Map<string, PaginationTarget>; byHref: Map<string, PaginationTarget> };
  fragments: SidebarFragment[];
  navigation: (href: string) => Pick<CategoryPageView, 'sidebar' | 'breadcrumbs' | 'pagination'>;
  sidebarView: (sidebar: SidebarView) => SidebarView;
}

/**
 * The site model: every route with its page view, the shared site view and the links of
 * the navigation. Navigation (sidebars, breadcrumbs, prev/next) is computed once for the
 * site; each page only copies the path to its own sidebar entry.
 */
export function buildSiteModel(params: BuildSiteModelParams): SiteModel {
  const { config, router, content, markdown } = params;
  const versions = params.versions ?? [{ version: currentDocsVersion(config), api: params.api }];
  const parts = versions.map((entry) => versionDocsOf(params, entry, versions.length === 1));

  const social = (frontMatter: DocFrontMatter): Pick<DocPageView, 'image' | 'noIndex'> => ({
    ...(frontMatter.image === undefined ? {} : { image: imageUrlOf(frontMatter.image, router) }),
    ...(frontMatter.noindex === true ? { noIndex: true } : {}),
  });
  const lastUpdatedOf = (file: string): Pick<DocPageView, 'lastUpdated'> => {
    const found = config.lastUpdated === false ? undefined : params.lastUpdated?.get(file);
    if (found === undefined || config.lastUpdated === false) return {};
    return { lastUpdated: { date: found.date, ...(config.lastUpdated.author ? { author: found.author } : {}) } };
  };

  const routes: Route[] = [];
  const add = (route: Omit<Route, 'outputFile'> & { outputFile?: string }): void => {
    routes.push({ ...route, outputFile: route.outputFile ?? router.outputFile(route.routePath) });
  };
  const markdownLinks = (file: string, result: Pick<MarkdownResult, 'links'>, origin: RouteLink['origin']): RouteLink[] =>
    result.links
      .filter((link) => link.isInternal)
      .map((link) => ({
        href: link.href,
        source: { file: link.part?.file ?? file, line: link.line, column: link.column },
        origin,
        ...(link.part === undefined ? {} : { via: includedBy(config.siteDir, file, link.part.includedAt) }),
        ...(link.kind === undefined ? {} : { kind: link.kind }),
      }));

  // links the package's authors wrote: attributed to the package (its README, where they are
  // in it; its package.json for its doc comments), not to a page of ours
  const packageLinks = (apiPage: ApiPage, pkg: ApiPackage): RouteLink[] =>
    apiPage.packageLinks
      .filter((link) => link.isInternal)
      .map((link) => ({
        href: link.href,
        source: link.file === undefined ? { file: pkg.file } : { file: link.file, line: link.line, column: link.column },
        origin: 'package',
        via: link.file === undefined ? `a doc comment of ${pkg.label} on ${apiPage.routePath}` : `the README of ${pkg.label}`,
      }));

  for (const part of parts) {
    const { docs, navigation } = part;
    const version = part.entry.version.name;
    const tags = docTagsOf(
      docs.map(({ doc, result }) => ({ doc, title: titleOf(doc, result) })),
      part.router,
      params.config.themeStrings,
    );
    const docDescriptions = new Map(docs.map(({ doc }) => [router.pageHref(doc.routePath), doc.frontMatter.description]));
    const categoryDescriptions = new Map(
      part.categories.flatMap((c) =>
        c.generatedIndex === undefined ? [] : [[router.pageHref(c.generatedIndex.routePath), c.generatedIndex.description] as const],
      ),
    );
    const cardsOf = (items: SidebarItemView[]): CategoryPageView['cards'] =>
      items.flatMap((item): CategoryPageView['cards'] => {
        const href = item.href ?? firstHref(item);
        if (href === undefined) return [];
        if (item.type === 'html') return [];
        if (item.type === 'link') return [{ label: item.label, href, kind: 'doc' as const, description: docDescriptions.get(href) }];
        return [
          { label: item.label, href, kind: 'category' as const, description: categoryDescriptions.get(href), count: item.items.length },
        ];
      });

    const countLabel = (count: number): string =>
      formatString((params.config.themeStrings ?? ENGLISH_STRINGS).cardItems, { count: String(count) });
    const cardsOfCategoryPage = (sidebar: SidebarView | undefined, href: string): CategoryPageView['cards'] | undefined => {
      const items = currentSidebarCategory(sidebar, href);
      return items === undefined ? undefined : cardsOf(items);
    };
    for (const { doc, result } of docs) {
      const href = router.pageHref(doc.routePath);
      const nav = navigation(href);
      const docTags = tags.byDoc.get(doc.id);
      // an MDX doc's `<DocCardList />` without items lists its category, known only now
      const html = hasEmptyDocCardList(result.html)
        ? fillDocCardLists({ html: result.html, cards: cardsOfCategoryPage(nav.sidebar, href), file: doc.file, countLabel })
        : result.html;
      add({
        routePath: doc.routePath,
        source: doc.file,
        page: {
          kind: 'doc',
          href,
          title: titleOf(doc, result),
          ...articleOf(doc.frontMatter, result),
          html,
          ...nav,
          pagination: docPagination(doc, nav.pagination, part.paginationTargets),
          ...(docTags === undefined ? {} : { tags: docTags }),
          editUrl: config.editUrl === undefined ? undefined : editUrlOf(config, doc.file),
          ...lastUpdatedOf(doc.file),
          ...social(doc.frontMatter),
          ...(doc.untranslated === true ? { untranslated: true } : {}),
        },
        anchors: result.anchors,
        links: markdownLinks(doc.file, result, 'markdown'),
        version,
      });
    }

    /** A generated index: a page of cards for the items of its category in the sidebar. */
    const addIndexPage = (index: { routePath: string; title: string; description?: string }, label: string, source: string) => {
      const href = router.pageHref(index.routePath);
      const nav = navigation(href);
      add({
        routePath: index.routePath,
        source,
        page: {
          kind: 'category',
          href,
          title: index.title,
          description: index.description,
          ...nav,
          cards: cardsOf(itemsOfCategory(nav.sidebar, label, href)),
        },
        anchors: [],
        links: [],
        version,
      });
    };
    for (const category of part.categories) {
      if (category.generatedIndex !== undefined) addIndexPage(category.generatedIndex, category.label, category.file ?? category.dir);
    }
    for (const index of part.generatedIndexes) {
      addIndexPage(index, index.label, `${index.source} in ${config.sidebarsFile ?? config.configFile}`);
    }

    for (const tagPage of tags.pages) {
      add({
        routePath: tagPage.routePath,
        source: 'the tags of the docs (front matter `tags`)',
        page: { ...tagPage.page, pagination: {} },
        anchors: [],
        links: [],
        version,
      });
    }

    // a doc of its own at the docs root (a VitePress `index.md`, a `slug: /`) is the root: nothing is generated there
    if (!docs.some(({ doc }) => doc.routePath === part.router.docsRoutePath)) {
      add({
        ...docsRootRoute({
          config,
          router: part.router,
          docs,
          sidebars: part.sidebars,
          cardsOf,
          navigation,
          sidebarView: part.sidebarView,
        }),
        version,
      });
    }
  }

  for (const page of content.pages) {
    const href = router.pageHref(page.routePath);
    if (page.kind === 'react') {
      const rendered = params.reactPages.get(page.routePath);
      if (rendered === undefined) throw new Error(`React page ${page.file} was not rendered`);
      add({
        routePath: page.routePath,
        source: page.origin ?? page.file,
        page: {
          kind: 'react',
          href,
          title: page.frontMatter.title ?? rendered.title ?? config.title,
          description: page.frontMatter.description ?? rendered.description ?? config.tagline,
          html: rendered.html,
        },
        anchors: [],
        links: [],
      });
      continue;
    }
    const result = markdownOf(markdown, page.file);
    add({
      routePath: page.routePath,
      source: page.origin ?? page.file,
      page: {
        kind: 'markdown',
        href,
        title: page.frontMatter.title ?? result.title ?? config.title,
        ...articleOf(page.frontMatter, result),
        ...social(page.frontMatter),
        ...(page.untranslated === true ? { untranslated: true } : {}),
      },
      anchors: result.anchors,
      links: markdownLinks(page.file, result, 'markdown'),
    });
  }

  for (const part of parts) {
    for (const apiPage of part.entry.api?.pages ?? []) {
      const href = router.pageHref(apiPage.routePath);
      add({
        routePath: apiPage.routePath,
        source: `API reference page ${apiPage.routePath}`,
        page: {
          kind: 'api',
          href,
          title: apiPage.title,
          description: apiPage.description,
          article: apiPage.article,
          toc: apiPage.toc,
          ...part.navigation(href),
        },
        anchors: apiPage.anchors,
        links: [
          ...markdownLinks(`API reference page ${apiPage.routePath}`, apiPage, 'api'),
          ...(part.entry.api === undefined ? [] : packageLinks(apiPage, part.entry.api.package)),
        ],
        version: part.entry.version.name,
      });
    }
  }

  add({
    routePath: router.notFound.routePath,
    outputFile: router.notFound.outputFile,
    source: 'the not-found page',
    page: { kind: 'notFound', href: router.notFound.href, title: (config.themeStrings ?? ENGLISH_STRINGS).notFoundTitle },
    anchors: [],
    links: [],
  });

  assertUniqueRoutes(routes);
  const versionViews = versionViewsOf(
    versions.map(({ version }) => version),
    router,
  );
  const latest = parts.find((part) => part.entry.version.isLatest) ?? parts[0];
  const linksOf = (part: VersionDocs | undefined) => ({
    docHrefById: new Map((part?.docs ?? []).map(({ doc }) => [doc.id, router.pageHref(doc.routePath)])),
    sidebarFirstHref: new Map(
      [...(part?.sidebars ?? [])].flatMap(([id, sidebar]) => {
        const first = sidebar.items.map(firstHref).find((href) => href !== undefined);
        return first === undefined ? [] : [[id, first] as const];
      }),
    ),
  });
  const hasHome = routes.some((route) => route.routePath === '');
  const navbar = resolveNavbar({
    config,
    router,
    // a docs-only site has no home page: its title (and the not-found page) lead to the docs
    homeHref: router.pageHref(hasHome ? '' : router.docsRoutePath),
    ...linksOf(latest),
    versions: versionViews,
    ...(parts.length > 1 ? { versionLinks: new Map(parts.map((part) => [part.entry.version.name, linksOf(part)])) } : {}),
  });
  const site: Omit<SiteView, 'assets'> = {
    ...siteViewOf(config, router),
    headTags: params.headTags ?? config.headTags,
    navbar,
    versions: versionViews,
  };
  const sidebars = parts.flatMap((part) => [...part.sidebars.values()]);
  const fragments = parts.flatMap((part) => part.fragments);
  const navigationLinks = navigationLinksOf(config, router, site, sidebars);
  const homeRedirect = hasHome
    ? undefined
    : homeRedirectOf(routes, [...linksOf(latest).sidebarFirstHref.values(), router.pageHref(router.docsRoutePath)]);
  if (homeRedirect !== undefined) {
    navigationLinks.push({
      href: homeRedirect.href,
      source: { file: config.configFile },
      origin: 'navigation',
      via: 'the redirect of the home page',
    });
  }
  const withHome = homeRedirect === undefined ? {} : { homeRedirect };
  if (parts.length === 1) return { site, routes, navigationLinks, sidebarFragments: fragments, ...withHome };
  // a site with several versions: each docs page knows its version and finds itself in the others
  const versionNavigation = indexVersionPages(routes, versionViews, router);
  const banners = versionViews.map((view, index) => ({ ...view, banner: versions[index]?.version.banner ?? 'none' }));
  return {
    site,
    routes: withDocsVersions(routes, banners, versionNavigation),
    navigationLinks,
    sidebarFragments: fragments,
    versionNavigation,
    ...withHome,
  };
}

/** Where the root of a site without a home page leads: the first doc of the first sidebar, else the docs root. */
function homeRedirectOf(routes: Route[], candidates: string[]): NonNullable<SiteModel['homeRedirect']> {
  const byHref = new Map(routes.map((route) => [route.page.href, route.page.title]));
  const href = candidates.find((candidate) => byHref.has(candidate)) ?? candidates[candidates.length - 1] ?? '';
  return { href, title: byHref.get(href) ?? href };
}

/** One version's docs, categories and sidebars; `alone`: the site's only docs version (its docs and categories are all of them). */
function versionDocsOf(params: BuildSiteModelParams, entry: SiteModelVersion, alone: boolean): VersionDocs {
  const { config, content, markdown } = params;
  const router = params.router.forVersion(entry.version.name);
  const belongs = (item: { version?: string }): boolean => alone || item.version === entry.version.name;
  const docs = content.docs.filter(belongs).map((doc) => ({ doc, result: markdownOf(markdown, doc.file) }));
  const categories = content.categories.filter(belongs);
  const sidebarDocs: SidebarDoc[] = docs.map(({ doc, result }) => ({
    id: doc.id,
    dir: doc.dir,
    routePath: doc.routePath,
    label: doc.frontMatter.sidebar_label ?? titleOf(doc, result),
    position: doc.frontMatter.sidebar_position,
    ...(doc.frontMatter.sidebar_class_name === undefined ? {} : { className: doc.frontMatter.sidebar_class_name }),
  }));
  const built = buildSidebars({
    sidebars: entry.version.sidebars,
    docs: sidebarDocs,
    categories,
    apiSidebar: entry.api?.sidebar,
    router,
    configFile: config.sidebarsFile ?? config.configFile,
  });
  const sidebars = built.views;
  const places = indexSidebars(sidebars.values(), built.refs);
  const targets = docs.map(({ doc }, index): [string, PaginationTarget] => {
    const label = sidebarDocs[index]?.label ?? doc.id;
    const { pagination_label: paginationLabel } = doc.frontMatter;
    return [doc.id, { label, href: router.pageHref(doc.routePath), ...(paginationLabel === undefined ? {} : { paginationLabel }) }];
  });
  const paginationTargets = { byId: new Map(targets), byHref: new Map(targets.map(([, target]) => [target.href, target])) };
  const shared = shareSidebars(sidebars, router, { strings: config.themeStrings ?? ENGLISH_STRINGS, lang: config.lang });
  const navigation = (href: string): Pick<CategoryPageView, 'sidebar' | 'breadcrumbs' | 'pagination'> => {
    const place: SidebarPlace | undefined = places.get(href);
    const sidebar = place === undefined ? undefined : sidebars.get(place.sidebarId);
    if (place === undefined || sidebar === undefined) return { breadcrumbs: [], pagination: {} };
    return { sidebar: shared.viewAt(sidebar, place.path), breadcrumbs: place.breadcrumbs, pagination: place.pagination };
  };
  return {
    entry,
    router,
    docs,
    categories,
    sidebars,
    generatedIndexes: built.generatedIndexes,
    paginationTargets,
    fragments: shared.fragments,
    navigation,
    sidebarView: shared.viewOf,
  };
}

function markdownOf(results: Map<string, MarkdownResult>, file: string): MarkdownResult {
  const result = results.get(file);
  if (result === undefined) throw new Error(`no Markdown result for ${file}`);
  return result;
}

/** What a doc and a Markdown page show alike of their Markdown: the h1, description, keywords, body and TOC. */
function articleOf(frontMatter: DocFrontMatter, result: MarkdownResult) {
  return {
    ...articleHeading(frontMatter, result.title),
    description: frontMatter.description,
    ...keywordsOf(frontMatter),
    html: result.html,
    toc: result.toc,
    hideTableOfContents: frontMatter.hide_table_of_contents ?? false,
  };
}

function keywordsOf(frontMatter: DocFrontMatter): { keywords?: string[] } {
  return frontMatter.keywords === undefined || frontMatter.keywords.length === 0 ? {} : { keywords: frontMatter.keywords };
}

function titleOf(doc: SourceDoc, result: MarkdownResult): string {
  return doc.frontMatter.title ?? result.title ?? doc.id.slice(doc.id.lastIndexOf('/') + 1);
}

function editUrlOf(config: ResolvedConfig, file: string): string {
  let relative = path.relative(config.siteDir, file).split(path.sep).join('/');
  let base = (config.editUrl ?? '').replace(/\/+$/, '');
  // docs outside the site's folder (Docusaurus's docs.path '../docs', contentDir '..'): the
  // editUrl is the site folder's address, so each '..' takes a segment off it
  while (relative.startsWith('../') && base.lastIndexOf('/') > base.indexOf('//') + 1) {
    base = base.slice(0, base.lastIndexOf('/'));
    relative = relative.slice('../'.length);
  }
  return `${base}/${relative}`;
}

function firstHref(item: SidebarItemView): string | undefined {
  if (item.href !== undefined) return item.href;
  if (item.type !== 'category') return undefined;
  for (const child of item.items) {
    const href = firstHref(child);
    if (href !== undefined) return href;
  }
  return undefined;
}

/** The category's items as its sidebar shows them (its current entry is the category itself). */
function itemsOfCategory(sidebar: SidebarView | undefined, label: string, href: string): SidebarItemView[] {
  const find = (items: SidebarItemView[]): SidebarItemView[] | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href === href && item.label === label) return item.items;
      const inner = find(item.items);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return sidebar === undefined ? [] : (find(sidebar.items) ?? []);
}

interface DocsRootParams {
  config: ResolvedConfig;
  router: Router;
  docs: { doc: SourceDoc; result: MarkdownResult }[];
  sidebars: Map<string, SidebarView>;
  cardsOf: (items: SidebarItemView[]) => CategoryPageView['cards'];
  navigation: (href: string) => Pick<CategoryPageView, 'sidebar' | 'breadcrumbs' | 'pagination'>;
  sidebarView: (sidebar: SidebarView) => SidebarView;
}

/** The docs root: the configured doc, or cards of the first sidebar's top-level items. */
function docsRootRoute(params: DocsRootParams): Omit<Route, 'outputFile'> {
  const { config, router, docs, sidebars, cardsOf } = params;
  const routePath = router.docsRoutePath;
  const href = router.pageHref(routePath);
  if (config.docsRootDocId !== undefined) {
    const root = docs.find(({ doc }) => doc.id === config.docsRootDocId);
    if (root === undefined) {
      throw new SitegenError({
        code: 'config/invalid',
        message: `docsRootDocId "${config.docsRootDocId}" names no doc`,
        hint: `Use the id of a file under content/docs (its path without extension), e.g. "${docs[0]?.doc.id ?? 'intro'}".`,
        location: { file: config.configFile },
      });
    }
    const nav = params.navigation(router.pageHref(root.doc.routePath));
    return {
      routePath,
      source: `docsRootDocId (${root.doc.file})`,
      page: {
        kind: 'doc',
        href,
        title: root.doc.frontMatter.title ?? root.result.title ?? 'Docs',
        ...articleOf(root.doc.frontMatter, root.result),
        ...nav,
        ...(root.doc.frontMatter.image === undefined ? {} : { image: imageUrlOf(root.doc.frontMatter.image, router) }),
        ...(root.doc.frontMatter.noindex === true ? { noIndex: true } : {}),
      },
      anchors: root.result.anchors,
      links: [],
    };
  }
  const first = sidebars.values().next().value as SidebarView | undefined;
  const firstItem = first?.items.find((item) => firstHref(item) !== undefined);
  const firstLink = firstItem === undefined ? undefined : firstHref(firstItem);
  const strings = config.themeStrings ?? ENGLISH_STRINGS;
  return {
    routePath,
    source: 'the docs root',
    page: {
      kind: 'category',
      href,
      title: strings.docsTitle,
      description: formatString(strings.docsDescription, { title: config.title }),
      sidebar: first && params.sidebarView(first),
      breadcrumbs: [],
      pagination:
        firstLink === undefined || firstItem?.type === 'html' ? {} : { next: { label: firstItem?.label ?? 'Next', href: firstLink } },
      cards: cardsOf(first?.items ?? []),
    },
    anchors: [],
    links: [],
  };
}

/**
 * Every route has one source. Two routes that differ only in case or in Unicode normalization
 * (`Intro.md` beside `intro.md`, `café` composed and decomposed) clash too: on macOS and
 * Windows, and on hosts that fold case, they are one file, and one page silently replaces the other.
 */
function assertUniqueRoutes(routes: Route[]): void {
  const seen = new Map<string, Route>();
  const clashes: [Route, Route][] = [];
  for (const route of routes) {
    const key = route.outputFile.normalize('NFC').toLowerCase();
    const other = seen.get(key);
    if (other === undefined) seen.set(key, route);
    else clashes.push([other, route]);
  }
  const [first] = clashes;
  if (first === undefined) return;
  const details = clashes.map(([a, b]) =>
    a.outputFile === b.outputFile
      ? `/${b.routePath} comes from both ${a.source} and ${b.source}`
      : `/${b.routePath} (from ${b.source}) and /${a.routePath} (from ${a.source}) differ only in ${
          a.outputFile.toLowerCase() === b.outputFile.toLowerCase() ? 'case' : 'Unicode normalization'
        }: on macOS, Windows and hosts that ignore case they are one file`,
  );
  throw new SitegenError({
    code: 'routes/duplicate',
    message: details.length === 1 ? (details[0] ?? '') : `${details.length} routes are produced twice`,
    hint: "Rename one of the two files or give it a different `slug` in its front matter (or change the plugin page's path).",
    location: { file: first[1].source },
    details: details.length === 1 ? [] : details,
  });
}

function siteViewOf(config: ResolvedConfig, router: Router): Omit<SiteView, 'assets' | 'navbar' | 'versions' | 'headTags'> {
  const footer: FooterView = {
    style: config.footer.style,
    copyright: config.footer.copyright,
    groups: config.footer.links.map((group) => ({
      title: group.title,
      items: group.items.map((item) => {
        const target = item.href ?? item.to ?? '';
        const isExternal = isExternalUrl(target);
        return { label: item.label, href: isExternal ? target : router.sitePathHref(target), isExternal };
      }),
    })),
  };
  return {
    title: config.title,
    tagline: config.tagline,
    basePath: router.basePath,
    url: config.url,
    lang: config.lang,
    ...(config.dir === undefined ? {} : { dir: config.dir }),
    ...(config.themeStrings === undefined ? {} : { strings: config.themeStrings }),
    favicon: config.favicon === undefined ? undefined : router.href(config.favicon),
    ...(config.image === undefined ? {} : { image: imageUrlOf(config.image, router) }),
    noIndex: config.noIndex,
    footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    breakpoint: config.constants.breakpoint,
    progressBarDelayMs: config.constants.progressBarDelayMs,
  };
}

/** Internal links of the navbar, footer and sidebars: a broken one is the config's mistake. */
function navigationLinksOf(
  config: ResolvedConfig,
  router: Router,
  site: Omit<SiteView, 'assets'>,
  sidebars: Iterable<SidebarView>,
): RouteLink[] {
  const source = { file: config.configFile };
  const links: RouteLink[] = [];
  const add = (href: string, via: string): void => {
    links.push({ href, source, origin: 'navigation', via });
  };
  add(site.navbar.homeHref, 'navbar title');
  // the images every page shows: one missing is reported once, here, not as a broken image on each page
  const { logo } = site.navbar;
  for (const [href, key] of [
    [logo?.src, 'navbar.logo.src'],
    [logo?.srcDark, 'navbar.logo.srcDark'],
    [site.favicon, 'favicon'],
  ] as const) {
    if (href !== undefined && !isExternalUrl(href)) links.push({ href, source, origin: 'navigation', via: key, kind: 'image' });
  }
  // a docs link leads into each version: every one of its hrefs is checked
  const addInVersions = (versionHrefs: Record<string, string> | undefined, via: string): void => {
    for (const [version, href] of Object.entries(versionHrefs ?? {})) add(href, `${via} (version '${version}')`);
  };
  for (const item of site.navbar.items) {
    if (item.type === 'link' && !item.isExternal) {
      add(item.href, `navbar item '${item.label}'`);
      addInVersions(item.versionHrefs, `navbar item '${item.label}'`);
    }
    if (item.type === 'dropdown') {
      if (item.href !== undefined && !isExternalUrl(item.href)) add(item.href, `navbar item '${item.label}'`);
      for (const entry of item.items) {
        if (entry.isExternal || entry.html !== undefined) continue;
        add(entry.href, `navbar item '${item.label}' › '${entry.label}'`);
        addInVersions(entry.versionHrefs, `navbar item '${item.label}' › '${entry.label}'`);
      }
    }
  }
  for (const group of site.footer.groups) {
    for (const item of group.items) if (!item.isExternal) add(item.href, `footer '${group.title}' › '${item.label}'`);
  }
  const walk = (items: SidebarItemView[], via: string): void => {
    for (const item of items) {
      if (item.href !== undefined && !(item.type === 'link' && item.isExternal === true)) add(item.href, `${via} › '${item.label}'`);
      if (item.type === 'category') walk(item.items, `${via} › '${item.label}'`);
    }
  };
  for (const sidebar of sidebars) walk(sidebar.items, `sidebar '${sidebar.id}'`);
  for (const redirect of config.redirects) {
    if (!isExternalUrl(redirect.to)) add(redirectHref(redirect.to, router), `the redirect from ${redirect.from.join(', ')}`);
  }
  return links;
}

/** A social card's URL: as given when it is one, else the site path made absolute (crawlers need the origin). */
function imageUrlOf(image: string, router: Router): string {
  return isExternalUrl(image) ? image : router.absoluteUrl(router.href(image));
}

/** "included by docs/guide/cli.md:234": the page a part's link is shown on, and the include's line */
function includedBy(siteDir: string, page: string, line: number | undefined): string {
  const relative = path.relative(siteDir, page).split(path.sep).join('/');
  return `included by ${relative}${line === undefined ? '' : `:${line}`}`;
}
