import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { closeNames } from '../errors/suggestClosest.js';
import type { HighlightCode, RenderMarkdown } from '../markdown/types.js';
import type { Router } from '../router/createRouter.js';
import { lookupSymbol } from '../router/symbolTable.js';
import { buildOverviewPages } from './buildOverviewPages.js';
import { declarationDescription } from './declarationDescription.js';
import type { ApiDeclaration } from './model.js';
import type { ApiEntry, ApiEntryGroup, ApiPlan } from './planApiReference.js';
import { commentChunks, collectComments, renderCommentMarkdown } from './renderCommentMarkdown.js';
import { createPageContext, type ApiSiteContext } from './render/ApiRenderContext.js';
import { unresolvedLinks } from './render/commentMarkdown.js';
import { declarationArticle } from './render/declarationArticle.js';
import { declarationMarkdown } from './render/declarationMarkdown.js';
import { learnSignatureStyles } from './render/signatureStyles.js';
import { linkAnchorsToReadme, linkMarkdownAnchorsToReadme } from './readmeAnchorLinks.js';
import { KIND_INFO } from './routes.js';
import { ENGLISH_STRINGS, formatString, type ThemeStrings } from '../view/strings.js';
import type { ApiPackage, ApiPage, ApiReference } from './types.js';

export interface RenderApiReferenceParams {
  plan: ApiPlan;
  router: Pick<Router, 'hrefOf'>;
  config: Pick<ResolvedConfig, 'api' | 'tableOfContents' | 'lang'>;
  /** the Markdown stage's transformer, for doc comments and the README */
  renderMarkdown: RenderMarkdown;
  /** the Markdown stage's highlighter, whose colours the signatures take */
  highlight: HighlightCode;
}

/** The symbol a broken `{@link}` most likely meant, else how to write one: never another package's names. */
function linkHint(text: string, symbols: Iterable<string>): string {
  const [meant] = closeNames(text, symbols, 1);
  return meant === undefined
    ? 'Link to an exported symbol ({@link Name} or {@link Name.member}) or a URL.'
    : `Did you mean {@link ${meant}}?`;
}

function pageTitle(declaration: ApiDeclaration, strings: ThemeStrings): string {
  const name = `${declaration.name}${declaration.kind === 'function' ? '()' : ''}`;
  return formatString(strings.apiDeclarationTitle, { kind: strings[KIND_INFO[declaration.kind].singular], name });
}

/** The Markdown of a doc comment is the package's: what it reports is said of the package, not of a line of ours. */
function attributeToPackage(diagnostic: Diagnostic, pkg: ApiPackage): Diagnostic {
  return { ...diagnostic, message: `${diagnostic.message} (in a doc comment of ${pkg.label})`, location: { file: pkg.file } };
}

/**
 * The planned API reference → every API page: its article as a view model for the theme,
 * TOC, anchors, the links it makes, its Markdown twin. No disk access: comments and the
 * README arrive as strings.
 */
export async function renderApiReference(params: RenderApiReferenceParams): Promise<ApiReference> {
  const { plan, router, config } = params;
  const { model, file } = plan.source;
  const hrefOf = (target: string): string | undefined => {
    const located = lookupSymbol(plan.symbols, target);
    return located === undefined ? undefined : router.hrefOf(located);
  };

  const pkg = plan.source.package;
  const chunks = commentChunks(model, hrefOf);
  const [comments, readme, signatureStyles] = await Promise.all([
    renderCommentMarkdown({ chunks, renderMarkdown: params.renderMarkdown, file }),
    plan.source.readme ? params.renderMarkdown(plan.source.readme.source, plan.source.readme.file) : undefined,
    learnSignatureStyles(params.highlight),
  ]);
  const readmeAnchors = new Set(readme?.anchors ?? []);
  const indexHref = router.hrefOf({ routePath: plan.overview.indexRoutePath });
  const site: ApiSiteContext = {
    hrefOf,
    externalLinks: config.api?.externalLinks ?? {},
    rendered: linkAnchorsToReadme(comments.rendered, readmeAnchors, indexHref),
    signatureStyles,
    strings: plan.strings,
    lang: config.lang,
  };
  // the package's README is its authors', like its comments; the site's api.readme is the site's
  const readmeIsPackages = plan.source.readme?.ofPackage === true;
  const diagnostics: Diagnostic[] = [...plan.source.diagnostics, ...(readmeIsPackages ? [] : (readme?.diagnostics ?? []))];
  for (const name of model.unsupported) {
    diagnostics.push({
      severity: 'warning',
      code: 'api/unsupported-export',
      message: `The export ${name} (a namespace, or a re-export of something the entry points do not declare) has no page in the API reference.`,
      location: { file },
      hint: "Export the namespace's members directly, or add the file that declares the re-exported symbol to api.entryPoints.",
    });
  }

  const tocLevels = config.tableOfContents;
  const pages: ApiPage[] = plan.entries.map(({ declaration, routePath, plan: pagePlan }) => {
    const ctx = createPageContext(site);
    const title = pageTitle(declaration, plan.strings);
    const article = declarationArticle(declaration, pagePlan, ctx);
    for (const text of new Set(collectComments(declaration).flatMap(unresolvedLinks))) {
      diagnostics.push({
        severity: 'warning',
        code: 'api/unresolved-link',
        message: `{@link ${text}} in the doc comments of ${declaration.name} points at nothing the reference documents.`,
        location: { file },
        hint: linkHint(text, plan.symbols.keys()),
      });
    }
    return {
      routePath,
      title,
      description: declarationDescription(declaration, plan.strings),
      article,
      toc: pagePlan.toc.filter((item) => item.level >= tocLevels.minHeadingLevel && item.level <= tocLevels.maxHeadingLevel),
      anchors: pagePlan.anchors,
      links: ctx.links(),
      packageLinks: ctx.commentLinks(),
      markdown: declarationMarkdown(declaration, pagePlan, title, hrefOf),
      group: ENGLISH_STRINGS[KIND_INFO[declaration.kind].group],
    };
  });

  const exportEntry = ({ declaration, routePath }: ApiEntry) => ({ declaration, href: router.hrefOf({ routePath }) });
  const exportGroups = (groups: ApiEntryGroup[]) =>
    groups.map((group) => ({
      label: group.label,
      entries: group.entries.map(exportEntry),
      ...(group.routePath === undefined
        ? {}
        : { page: { routePath: group.routePath, href: router.hrefOf({ routePath: group.routePath }) } }),
    }));
  const modules = plan.modules?.map((module) => ({
    name: module.name,
    routePath: module.indexRoutePath,
    href: router.hrefOf({ routePath: module.indexRoutePath }),
    groups: exportGroups(module.groups),
    reExports: module.reExports.map(exportEntry),
  }));
  const readmePage = readme && plan.source.readme ? { result: readme, ...plan.source.readme } : undefined;
  pages.unshift(
    ...buildOverviewPages({
      overview: plan.overview,
      site,
      model,
      groups: exportGroups(plan.groups),
      ...(modules === undefined ? {} : { modules }),
      ...(readmePage ? { readme: readmePage } : {}),
    }),
  );

  return {
    pages: pages.map((page) => ({ ...page, markdown: linkMarkdownAnchorsToReadme(page.markdown, readmeAnchors, indexHref) })),
    diagnostics,
    images: [...comments.images, ...(readme?.images ?? [])],
    package: pkg,
    packageDiagnostics: [
      ...comments.diagnostics.map((diagnostic) => attributeToPackage(diagnostic, pkg)),
      ...(readmeIsPackages ? (readme?.diagnostics ?? []) : []),
    ],
    symbols: plan.symbols,
    exports: plan.exports,
    members: plan.members,
    sidebar: plan.sidebar,
    overview: plan.overview,
  };
}
