import type { ApiGlobalsArticleView, TocItem } from '../view/index.js';
import type { ApiModel } from './model.js';
import { AnchorAllocator } from './planPage.js';
import { createPageContext, type ApiSiteContext } from './render/ApiRenderContext.js';
import { summaryLineMarkdown } from './render/commentMarkdown.js';
import { inlineCode } from './render/declarationMarkdown.js';
import { exportRows, outlineText, type ExportEntry } from './render/exportRows.js';
import { KIND_INFO } from './routes.js';
import type { RenderMarkdown } from '../markdown/types.js';
import type { ApiReadme } from './loadApiSource.js';
import type { ApiPlan } from './planApiReference.js';
import type { ApiPage } from './types.js';

export interface OverviewPagesParams {
  overview: ApiPlan['overview'];
  site: ApiSiteContext;
  model: ApiModel;
  /** the exports by kind, in sidebar order */
  groups: { label: string; entries: ExportEntry[] }[];
  readme?: { result: Awaited<ReturnType<RenderMarkdown>> } & Pick<ApiReadme, 'source' | 'file' | 'ofPackage'>;
}

function exportsMarkdown(entries: ExportEntry[], hrefOf: ApiSiteContext['hrefOf'], showKind: boolean): string {
  const header = showKind ? '| Name | Kind | Description |\n| --- | --- | --- |' : '| Name | Description |\n| --- | --- |';
  const rows = entries.map(({ declaration, href }) => {
    const summary = (summaryLineMarkdown(declaration.comment, hrefOf) || outlineText(declaration)).replace(/\|/g, '\\|');
    const kind = showKind ? ` ${KIND_INFO[declaration.kind].singular} |` : '';
    return `| [${inlineCode(declaration.name)}](${href}) |${kind} ${summary} |`;
  });
  return [header, ...rows].join('\n');
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
  const exportsId = anchors.allocate('exports');
  const entries = params.groups.flatMap((group) => group.entries);
  const readmeHtml = readme?.html ?? '';
  const toc: TocItem[] = [...(readme?.toc ?? []), { id: exportsId, text: 'Exports', level: 2 }];
  const title = readme?.title ?? params.model.packageName;
  // the package's README is its authors': its links are checked as the package's, where it writes them
  const readmeLinks = readme?.links ?? [];
  const readmeFile = params.readme?.ofPackage === true ? params.readme.file : undefined;
  return {
    routePath: params.overview.indexRoutePath,
    title,
    description: `API reference of ${params.model.packageName}${params.model.packageVersion === undefined ? '' : ` ${params.model.packageVersion}`}`,
    article: {
      kind: 'index',
      readmeHtml: readmeHtml === '' ? undefined : readmeHtml,
      exports: { heading: { level: 2, id: exportsId, label: 'Exports' }, rows: exportRows(entries, ctx) },
    },
    toc,
    anchors: anchors.all(),
    links: [...(readmeFile === undefined ? readmeLinks : []), ...ctx.links()],
    packageLinks: [...ctx.commentLinks(), ...(readmeFile === undefined ? [] : readmeLinks.map((link) => ({ ...link, file: readmeFile })))],
    markdown: `# ${title}\n\n${readmeBody(params.readme?.source)}## Exports\n\n${exportsMarkdown(entries, params.site.hrefOf, true)}\n`,
    group: '',
  };
}

/** docs/api/globals: every export grouped by kind. */
function globalsPage(params: OverviewPagesParams): ApiPage {
  const ctx = createPageContext(params.site);
  const anchors = new AnchorAllocator();
  const groups = params.groups.map((group) => ({ ...group, id: anchors.allocate(group.label) }));
  const article: ApiGlobalsArticleView = {
    kind: 'globals',
    groups: groups.map((group) => ({ heading: { level: 2, id: group.id, label: group.label }, rows: exportRows(group.entries, ctx) })),
  };
  const markdown = groups.map((group) => `## ${group.label}\n\n${exportsMarkdown(group.entries, params.site.hrefOf, false)}`);
  return {
    routePath: params.overview.globalsRoutePath,
    title: 'Globals',
    description: `Every export of ${params.model.packageName}, grouped by kind: ${groups.map((group) => group.label.toLowerCase()).join(', ')}.`,
    article,
    toc: groups.map((group) => ({ id: group.id, text: group.label, level: 2 })),
    anchors: anchors.all(),
    links: ctx.links(),
    packageLinks: ctx.commentLinks(),
    markdown: `# Globals\n\n${markdown.join('\n\n')}\n`,
    group: '',
  };
}

export function buildOverviewPages(params: OverviewPagesParams): [ApiPage, ApiPage] {
  return [indexPage(params), globalsPage(params)];
}
