import type { ApiCategoryLinkView, ApiExportRowView, ApiGlobalsArticleView, ApiIndexArticleView, TocItem } from '../view/index.js';
import type { ApiModel } from './model.js';
import { AnchorAllocator } from './planPage.js';
import { createPageContext, type ApiRenderContext, type ApiSiteContext } from './render/ApiRenderContext.js';
import { summaryLineMarkdown } from './render/commentMarkdown.js';
import { inlineCode } from './render/declarationMarkdown.js';
import { exportRows, outlineText, type ExportEntry } from './render/exportRows.js';
import { compareNames, KIND_INFO } from './routes.js';
import type { RenderMarkdown } from '../markdown/types.js';
import type { ApiReadme } from './loadApiSource.js';
import type { ApiPlan } from './planApiReference.js';
import type { ApiPage } from './types.js';
import { formatString } from '../view/strings.js';

export interface OverviewPagesParams {
  overview: ApiPlan['overview'];
  site: ApiSiteContext;
  model: ApiModel;
  /** the exports by kind, in sidebar order; a large kind's page (`routePath`, `href`) lists its exports */
  groups: ExportGroup[];
  readme?: { result: Awaited<ReturnType<RenderMarkdown>> } & Pick<ApiReadme, 'source' | 'file' | 'ofPackage'>;
  /** several entry points: a section for each (`groups` is then empty) */
  modules?: ModuleSection[];
  /** the namespaces the package exports: a section for each, a row of the index */
  namespaces?: ModuleSection[];
}

export interface ModuleSection {
  name: string;
  routePath: string;
  href: string;
  groups: ExportGroup[];
  /** what it exports that another module documents, linked to that page */
  reExports: ExportEntry[];
}

export interface ExportGroup {
  label: string;
  entries: ExportEntry[];
  page?: { routePath: string; href: string };
}

function categoryLink(group: ExportGroup): ApiCategoryLinkView | undefined {
  return group.page && { label: group.label, href: group.page.href, count: group.entries.length };
}

function categoryMarkdown(category: ApiCategoryLinkView, site: ApiSiteContext): string {
  return `${formatString(site.strings.apiCategoryPage, {
    count: category.count.toLocaleString(site.lang),
    label: category.label.toLowerCase(),
    link: `[${category.label}](${category.href})`,
  })}.`;
}

function exportsMarkdown(entries: ExportEntry[], site: ApiSiteContext, showKind: boolean): string {
  const { hrefOf, strings } = site;
  const header = showKind
    ? `| ${strings.apiName} | ${strings.apiKind} | ${strings.apiDescription} |\n| --- | --- | --- |`
    : `| ${strings.apiName} | ${strings.apiDescription} |\n| --- | --- |`;
  const rows = entries.map(({ declaration, href }) => {
    const summary = (summaryLineMarkdown(declaration.comment, hrefOf) || outlineText(declaration, strings)).replace(/\|/g, '\\|');
    const kind = showKind ? ` ${strings[KIND_INFO[declaration.kind].singular]} |` : '';
    return `| [${inlineCode(declaration.name)}](${href}) |${kind} ${summary} |`;
  });
  return [header, ...rows].join('\n');
}

/**
 * An index's exports (those whose kind has no page of its own) and the links to the kinds
 * that do, as its article shows them and as its Markdown twin writes them.
 */
function exportsSection(
  entries: ExportEntry[],
  categories: ApiCategoryLinkView[],
  ctx: ApiRenderContext,
  site: ApiSiteContext,
): { view: Omit<ApiIndexArticleView['exports'], 'heading'>; markdown: string } {
  for (const category of categories) ctx.noteLink(category.label, category.href, true);
  return {
    view: { rows: exportRows(entries, ctx), ...(categories.length > 0 ? { categories } : {}) },
    markdown: [...categories.map((category) => categoryMarkdown(category, site)), exportsMarkdown(entries, site, true)].join('\n\n'),
  };
}

/** 'viem 2.57.20', or the name alone when the version is unknown. */
function packageLabel(model: ApiModel): string {
  return model.packageVersion === undefined ? model.packageName : `${model.packageName} ${model.packageVersion}`;
}

/** The README without its leading h1 (it is the page title). */
function readmeBody(source: string | undefined): string {
  const body = (source ?? '').replace(/^\s*# [^\n]*\n/, '').trim();
  return body === '' ? '' : `${body}\n\n`;
}

/** docs/api: the package README, then every export with its kind and summary. */
function indexPage(params: OverviewPagesParams): ApiPage {
  const ctx = createPageContext(params.site);
  const readme = params.readme?.result;
  const anchors = new AnchorAllocator();
  for (const id of readme?.anchors ?? []) anchors.allocate(id);
  const modules = params.modules;
  const exportsId = anchors.allocate(modules === undefined ? 'exports' : 'modules');
  const { strings } = params.site;
  const exportsLabel = modules === undefined ? strings.apiExports : strings.apiModules;
  const categories = params.groups.flatMap((group) => categoryLink(group) ?? []);
  const listed =
    modules === undefined
      ? exportsSection(
          params.groups.flatMap((group) => (group.page ? [] : group.entries)),
          categories,
          ctx,
          params.site,
        )
      : undefined;
  for (const module of modules ?? []) ctx.noteLink(module.name, module.href, true);
  const namespaces = params.namespaces ?? [];
  for (const namespace of namespaces) ctx.noteLink(namespace.name, namespace.href, true);
  const namespaceRows = namespaces.map((namespace) => sectionRow(namespace, params.site, strings.apiNamespace));
  const readmeHtml = readme?.html ?? '';
  const toc: TocItem[] = [...(readme?.toc ?? []), { id: exportsId, text: exportsLabel, level: 2 }];
  const title = readme?.title ?? params.model.packageName;
  // the package's README is its authors': its links are checked as the package's, where it writes them
  const readmeLinks = readme?.links ?? [];
  const readmeFile = params.readme?.ofPackage === true ? params.readme.file : undefined;
  return {
    routePath: params.overview.indexRoutePath,
    title,
    description: formatString(strings.apiIndexDescription, { package: packageLabel(params.model) }),
    article: {
      kind: 'index',
      readmeHtml: readmeHtml === '' ? undefined : readmeHtml,
      exports: {
        heading: { level: 2, id: exportsId, label: exportsLabel },
        ...(listed === undefined
          ? { rows: [...(modules ?? []).map((module) => sectionRow(module, params.site, strings.apiModule)), ...namespaceRows] }
          : { ...listed.view, rows: [...listed.view.rows, ...namespaceRows] }),
      },
    },
    toc,
    anchors: anchors.all(),
    links: [...(readmeFile === undefined ? readmeLinks : []), ...ctx.links()],
    packageLinks: [...ctx.commentLinks(), ...(readmeFile === undefined ? [] : readmeLinks.map((link) => ({ ...link, file: readmeFile })))],
    markdown: `# ${title}\n\n${readmeBody(params.readme?.source)}## ${exportsLabel}\n\n${listed === undefined ? modulesMarkdown(modules ?? [], namespaces, params.site) : `${listed.markdown}${namespacesMarkdown(namespaces, params.site)}`}\n`,
    group: '',
  };
}

function exportCount(module: ModuleSection): number {
  return module.groups.reduce((count, group) => count + group.entries.length, module.reExports.length);
}

/** A module or namespace as a row of the index's table: its name, linked to its section, and how many exports it has. */
function sectionRow(module: ModuleSection, { strings, lang }: ApiSiteContext, kindLabel: string): ApiExportRowView {
  const count = exportCount(module);
  return {
    name: module.name,
    href: module.href,
    kindLabel,
    outline: formatString(count === 1 ? strings.apiExportCountOne : strings.apiExportCount, { count: count.toLocaleString(lang) }),
  };
}

function modulesMarkdown(modules: ModuleSection[], namespaces: ModuleSection[], site: ApiSiteContext): string {
  const row = (module: ModuleSection) => `| [${inlineCode(module.name)}](${module.href}) | ${sectionRow(module, site, '').outline ?? ''} |`;
  return [`| ${site.strings.apiModule} | ${site.strings.apiExports} |\n| --- | --- |`, ...modules.map(row), ...namespaces.map(row)].join(
    '\n',
  );
}

/** The namespaces as rows under the index's exports table (name, kind, export count), as its article shows them. */
function namespacesMarkdown(namespaces: ModuleSection[], site: ApiSiteContext): string {
  return namespaces
    .map(
      (namespace) =>
        `\n| [${inlineCode(namespace.name)}](${namespace.href}) | ${site.strings.apiNamespace} | ${sectionRow(namespace, site, '').outline ?? ''} |`,
    )
    .join('');
}

/** A module's own exports beside those it re-exports, alphabetical, the kinds on a page of their own left out. */
function moduleEntries(module: ModuleSection): ExportEntry[] {
  return [...module.groups.flatMap((group) => (group.page ? [] : group.entries)), ...module.reExports].sort((a, b) =>
    compareNames(a.declaration.name, b.declaration.name),
  );
}

/** docs/api/<module>: a module's exports (those another module documents link there), its large kinds on pages of their own. */
function moduleIndexPage(params: OverviewPagesParams, module: ModuleSection): ApiPage {
  const ctx = createPageContext(params.site);
  const { strings } = params.site;
  const anchors = new AnchorAllocator();
  const exportsId = anchors.allocate('exports');
  const categories = module.groups.flatMap((group) => categoryLink(group) ?? []);
  const listed = exportsSection(moduleEntries(module), categories, ctx, params.site);
  return {
    routePath: module.routePath,
    title: module.name,
    description: formatString(strings.apiModuleDescription, {
      module: params.model.packageVersion === undefined ? module.name : `${module.name} (${packageLabel(params.model)})`,
    }),
    article: {
      kind: 'index',
      exports: { heading: { level: 2, id: exportsId, label: strings.apiExports }, ...listed.view },
    },
    toc: [{ id: exportsId, text: strings.apiExports, level: 2 }],
    anchors: anchors.all(),
    links: ctx.links(),
    packageLinks: ctx.commentLinks(),
    markdown: `# ${module.name}\n\n## ${strings.apiExports}\n\n${listed.markdown}\n`,
    group: '',
  };
}

/** Several entry points: the globals page lists each module's exports under its name, and each of its large kinds by link. */
function moduleGlobalsGroups(modules: ModuleSection[]): (ExportGroup & { showKind: boolean })[] {
  return modules.flatMap((module) => [
    { label: module.name, entries: moduleEntries(module), showKind: true },
    ...module.groups.flatMap((group) => (group.page ? [{ ...group, label: `${module.name}: ${group.label}`, showKind: false }] : [])),
  ]);
}

/** A namespace's own declarations on the globals page (what it re-exports is listed where it is documented). */
function namespaceGlobalsGroups(namespaces: ModuleSection[]): (ExportGroup & { showKind: boolean })[] {
  return moduleGlobalsGroups(namespaces.map((namespace) => ({ ...namespace, reExports: [] }))).filter(
    (group) => group.entries.length > 0 || group.page !== undefined,
  );
}

/** docs/api/globals: every export grouped by kind (or by module), then each namespace's own. */
function globalsPage(params: OverviewPagesParams): ApiPage {
  const ctx = createPageContext(params.site);
  const anchors = new AnchorAllocator();
  const sections = [
    ...(params.modules === undefined ? params.groups.map((group) => ({ ...group, showKind: false })) : moduleGlobalsGroups(params.modules)),
    ...namespaceGlobalsGroups(params.namespaces ?? []),
  ];
  const groups = sections.map((group) => ({ ...group, id: anchors.allocate(group.label) }));
  const article: ApiGlobalsArticleView = {
    kind: 'globals',
    groups: groups.map((group) => {
      const heading = { level: 2 as const, id: group.id, label: group.label };
      const category = categoryLink(group);
      if (category === undefined) return { heading, rows: exportRows(group.entries, ctx), ...(group.showKind ? { showKind: true } : {}) };
      ctx.noteLink(category.label, category.href, true);
      return { heading, rows: [], category };
    }),
  };
  const markdown = groups.map((group) => {
    const category = categoryLink(group);
    return `## ${group.label}\n\n${category ? categoryMarkdown(category, params.site) : exportsMarkdown(group.entries, params.site, group.showKind)}`;
  });
  return {
    routePath: params.overview.globalsRoutePath,
    title: params.site.strings.apiGlobals,
    description:
      params.modules === undefined
        ? formatString(params.site.strings.apiGlobalsDescription, {
            package: params.model.packageName,
            kinds: params.groups.map((group) => group.label.toLowerCase()).join(', '),
          })
        : formatString(params.site.strings.apiGlobalsByModuleDescription, {
            package: params.model.packageName,
            modules: params.modules.map((module) => module.name).join(', '),
          }),
    article,
    toc: groups.map((group) => ({ id: group.id, text: group.label, level: 2 })),
    anchors: anchors.all(),
    links: ctx.links(),
    packageLinks: ctx.commentLinks(),
    markdown: `# ${params.site.strings.apiGlobals}\n\n${markdown.join('\n\n')}\n`,
    group: '',
  };
}

/** The first letter an export is filed under: A–Z, else '#' (`_internal`, `$type`). */
function letterOf(name: string): string {
  const letter = name.charAt(0).toUpperCase();
  return /[A-Z]/.test(letter) ? letter : '#';
}

/**
 * A large kind's page (docs/api/type-aliases): its exports grouped by first letter, each letter
 * in the TOC. `module`: the module whose kind it is (docs/api/viem/type-aliases), in its title.
 */
function categoryPage(
  params: OverviewPagesParams,
  group: ExportGroup & { page: NonNullable<ExportGroup['page']> },
  module?: string,
): ApiPage {
  const title = module === undefined ? group.label : `${module}: ${group.label}`;
  const ctx = createPageContext(params.site);
  const anchors = new AnchorAllocator();
  const letters = new Map<string, ExportEntry[]>();
  for (const entry of group.entries) {
    const letter = letterOf(entry.declaration.name);
    const listed = letters.get(letter);
    if (listed === undefined) letters.set(letter, [entry]);
    else listed.push(entry);
  }
  const sections = [...letters].map(([letter, entries]) => ({ letter, entries, id: anchors.allocate(letter === '#' ? 'other' : letter) }));
  return {
    routePath: group.page.routePath,
    title,
    description: formatString(params.site.strings.apiCategoryDescription, {
      count: group.entries.length.toLocaleString(params.site.lang),
      label: group.label.toLowerCase(),
      owner: module ?? params.model.packageName,
    }),
    article: {
      kind: 'globals',
      groups: sections.map((section) => ({
        heading: { level: 2, id: section.id, label: section.letter },
        rows: exportRows(section.entries, ctx),
      })),
    },
    toc: sections.map((section) => ({ id: section.id, text: section.letter, level: 2 })),
    anchors: anchors.all(),
    links: ctx.links(),
    packageLinks: ctx.commentLinks(),
    markdown: `# ${title}\n\n${sections.map((section) => `## ${section.letter}\n\n${exportsMarkdown(section.entries, params.site, false)}`).join('\n\n')}\n`,
    group: '',
  };
}

/** The index, the globals page and a page for each kind too large to list beside the others. */
export function buildOverviewPages(params: OverviewPagesParams): ApiPage[] {
  const allGroups = [
    ...params.groups.map((group) => ({ group, module: undefined })),
    ...[...(params.modules ?? []), ...(params.namespaces ?? [])].flatMap((module) =>
      module.groups.map((group) => ({ group, module: module.name })),
    ),
  ];
  const categories = allGroups.flatMap(({ group, module }) =>
    group.page ? [categoryPage(params, { ...group, page: group.page }, module)] : [],
  );
  const modules = [...(params.modules ?? []), ...(params.namespaces ?? [])].map((module) => moduleIndexPage(params, module));
  return [indexPage(params), globalsPage(params), ...modules, ...categories];
}
