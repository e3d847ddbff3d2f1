import type { PageView, SidebarItemView } from '../view/index.js';
import type { ApiReference } from '../api/types.js';
import type { ResolvedConfig } from '../config/types.js';
import type { SiteContent, SourceDoc, SourcePage } from '../content/types.js';
import { linkResolversOf, type VersionLinkScopes } from '../markdown/linkTable.js';
import type { Router } from '../router/createRouter.js';
import type { Route } from '../routes/types.js';
import type { OutputFile } from '../write/writeSite.js';
import { absoluteLinks, categoryMarkdown, sourceMarkdown, summaryMarkdown, type SiteLinks } from './pageMarkdown.js';
import { renderApiDigest } from './renderApiDigest.js';
import { type LlmsEntry, renderLlmsTxt } from './renderLlmsTxt.js';

export interface BuildAgentFilesParams {
  config: Pick<ResolvedConfig, 'title' | 'tagline'>;
  router: Router;
  content: SiteContent;
  routes: Route[];
  api?: ApiReference;
  /** React pages by route path: their own Markdown, when they give one */
  reactPages?: ReadonlyMap<string, { markdown?: string }>;
  /**
   * a site with several docs versions: every page gets its twin, while llms.txt and
   * llms-full.txt list the latest version's docs (`api` is its reference) and no other
   */
  versions?: { latest: string; apis: ApiReference[]; links: VersionLinkScopes };
}

export interface AgentFiles {
  /** llms.txt, llms-full.txt, api.md (with an API reference) and a Markdown twin per page */
  files: OutputFile[];
  /** the routes, each page knowing its twin (`markdownHref`) */
  routes: Route[];
}

const SOURCE = 'the agent-ready Markdown';

function sidebarHrefs(items: SidebarItemView[]): string[] {
  return items.flatMap((item) => [
    ...(item.href === undefined ? [] : [item.href]),
    ...(item.type === 'category' ? sidebarHrefs(item.items) : []),
  ]);
}

/** Guides in the order of their sidebar; pages outside it (the docs root) first. */
function inSidebarOrder(routes: Route[]): Route[] {
  const sidebar = routes.map((route) => ('sidebar' in route.page ? route.page.sidebar : undefined)).find((found) => found !== undefined);
  const order = new Map(sidebarHrefs(sidebar?.items ?? []).map((href, index) => [href, index] as const));
  return [...routes].sort((a, b) => (order.get(a.page.href) ?? -1) - (order.get(b.page.href) ?? -1));
}

/** API pages as the API sidebar lists them: the overview pages, then each kind's group, alphabetical. */
function inApiSidebarOrder(routes: Route[], api: ApiReference | undefined): Route[] {
  const overview = (api?.pages ?? []).filter((page) => page.group === '').map((page) => page.routePath);
  const order = new Map(
    [
      ...overview,
      ...[...(api?.sidebar.modules ?? []).flatMap((module) => module.groups), ...(api?.sidebar.groups ?? [])].flatMap((group) =>
        group.items.map((item) => item.routePath),
      ),
    ].map((routePath, index) => [routePath, index] as const),
  );
  return [...routes].sort((a, b) => (order.get(a.routePath) ?? order.size) - (order.get(b.routePath) ?? order.size));
}

/**
 * What coding agents read: `llms.txt` (every page, guides first), `llms-full.txt` (every
 * guide's Markdown), `api.md` (every export's signatures) and a Markdown twin beside each
 * page's HTML — the guides' own source and the API pages' Markdown from the API model,
 * never scraped from HTML. Every link is an absolute URL under the base path.
 */
export function buildAgentFiles(params: BuildAgentFilesParams): AgentFiles {
  const { config, router, content, routes, api } = params;
  const sources = new Map<string, SourceDoc | SourcePage>([...content.docs, ...content.pages].map((source) => [source.file, source]));
  const routeOfFile = new Map([...content.docs, ...content.pages].map((source) => [source.file, source.routePath]));
  const { versions } = params;
  const resolvers = linkResolversOf({ router, routeOfFile, symbols: api?.symbols ?? new Map(), versions: versions?.links });
  const links: SiteLinks = { router, resolvers };
  const apiPages = new Map(
    (versions?.apis ?? (api ? [api] : [])).flatMap((reference) => reference.pages).map((page) => [page.routePath, page]),
  );
  const urlOf = (href: string) => router.absoluteUrl(href);

  const twinOf = (route: Route): string | undefined => {
    const apiPage = apiPages.get(route.routePath);
    if (apiPage) return absoluteLinks(links, apiPage.markdown, route.page.href);
    const source = sources.get(route.source);
    if (source && !('kind' in source && source.kind === 'react')) return sourceMarkdown(links, source, route.page);
    const reactMarkdown = params.reactPages?.get(route.routePath)?.markdown;
    if (reactMarkdown !== undefined)
      return `${absoluteLinks(links, `# ${route.page.title}\n\n${reactMarkdown.trim()}`, route.page.href)}\n`;
    if (route.page.kind === 'category') return categoryMarkdown(links, route.page);
    return route.page.kind === 'notFound' ? undefined : summaryMarkdown(route.page);
  };
  const twins = routes.flatMap((route) => {
    const markdown = twinOf(route);
    return markdown === undefined ? [] : [{ route, path: router.markdownTwinFile(route.routePath), markdown }];
  });

  // the latest version stands for the docs: an agent reading every version would read each page again
  const pages = routes.filter(
    (route) =>
      route.page.kind !== 'notFound' && (versions === undefined || route.version === undefined || route.version === versions.latest),
  );
  const guides = inSidebarOrder(
    pages.filter((route) => !apiPages.has(route.routePath) && (route.page.kind === 'doc' || route.page.kind === 'category')),
  );
  const isGuide = new Set(guides);
  const entryOf = (page: PageView): LlmsEntry => ({
    title: page.title || config.title,
    url: urlOf(page.href),
    ...(page.description ? { description: page.description } : {}),
  });
  const fileUrl = (file: string) => urlOf(router.href(file));
  // a site without a home page writes no index.md, so llms.txt must not point at one
  const homeTwin = twins.find((twin) => twin.route.routePath === '');
  const details = [
    `Every page is also Markdown at its URL with \`.md\` appended${homeTwin ? ` (the home page at ${fileUrl(homeTwin.path)})` : ''}.`,
    `[llms-full.txt](${fileUrl('llms-full.txt')}) holds every guide in one file${api ? `; [api.md](${fileUrl('api.md')}) every export's signatures` : ''}.`,
  ].join(' ');
  const llmsTxt = renderLlmsTxt({
    title: config.title,
    summary: config.tagline,
    details,
    sections: [
      { title: 'Guides', entries: guides.map((route) => entryOf(route.page)) },
      {
        title: 'API Reference',
        entries: inApiSidebarOrder(
          pages.filter((route) => apiPages.has(route.routePath)),
          api,
        ).map((route) => entryOf(route.page)),
      },
      {
        title: 'Optional',
        entries: pages.filter((route) => !isGuide.has(route) && !apiPages.has(route.routePath)).map((route) => entryOf(route.page)),
      },
    ],
  });
  const twinOfRoute = new Map(twins.map((twin) => [twin.route, twin]));
  const guideTexts = guides.flatMap((route) => {
    const twin = twinOfRoute.get(route);
    return twin === undefined || route.page.kind !== 'doc' ? [] : [`<!-- ${urlOf(route.page.href)} -->\n\n${twin.markdown.trim()}`];
  });
  const llmsFull = `# ${config.title}\n\n> ${config.tagline}\n\n${guideTexts.join('\n\n---\n\n')}\n`;

  const files: OutputFile[] = [
    { path: 'llms.txt', contents: llmsTxt, source: 'llms.txt' },
    { path: 'llms-full.txt', contents: llmsFull, source: 'llms-full.txt' },
    ...(api
      ? [
          {
            path: 'api.md',
            contents: renderApiDigest({
              title: `${config.title} API digest`,
              api,
              urlOf: (routePath: string) => urlOf(router.pageHref(routePath)),
            }),
            source: 'the API digest',
          },
        ]
      : []),
    ...twins.map((twin) => ({ path: twin.path, contents: twin.markdown, source: `${SOURCE} of ${twin.route.source}` })),
  ];
  return {
    files,
    routes: routes.map((route) => {
      const twin = twinOfRoute.get(route);
      return twin ? { ...route, page: { ...route.page, markdownHref: router.href(twin.path) } } : route;
    }),
  };
}
