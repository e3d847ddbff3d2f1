import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { closeNames } from '../errors/suggestClosest.js';
import type { HighlightCode, RenderMarkdown } from '../markdown/types.js';
import type { Router } from '../router/createRouter.js';
import { lookupSymbol } from '../router/symbolTable.js';
import { buildOverviewPages } from './buildOverviewPages.js';
import { declarationDescription } from './declarationDescription.js';
import { dropUnresolvedImages } from './dropUnresolvedImages.js';
import type { ApiDeclaration, ApiUnsupportedExport } from './model.js';
import type { ApiEntry, ApiEntryGroup, ApiModulePlan, ApiPlan } from './planApiReference.js';
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
  /** a site with several docs versions: each symbol path's history badges */
  since?: ApiSiteContext['since'];
}

/** The symbol a broken `{@link}` most likely meant, else how to write one: never another package's names. */
function linkHint(text: string, symbols: Iterable<string>): string {
  const [meant] = closeNames(text, symbols, 1);
  return meant === undefined
    ? 'Link to an exported symbol ({@link Name} or {@link Name.member}) or a URL.'
    : `Did you mean {@link ${meant}}?`;
}

/** 'Function: parse()'; declared in a namespace, qualified as code reaches it: 'Function: core.parse()'. */
function pageTitle(declaration: ApiDeclaration, strings: ThemeStrings, namespaces: ReadonlySet<string>): string {
  const qualified =
    declaration.module !== undefined && namespaces.has(declaration.module) ? `${declaration.module}.${declaration.name}` : declaration.name;
  const name = `${qualified}${declaration.kind === 'function' ? '()' : ''}`;
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
  const [comments, rendered, signatureStyles] = await Promise.all([
    renderCommentMarkdown({ chunks, renderMarkdown: params.renderMarkdown, file }),
    plan.source.readme ? params.renderMarkdown(plan.source.readme.source, plan.source.readme.file) : undefined,
    learnSignatureStyles(params.highlight),
  ]);
  // an image the README names but the package does not ship was reported; the page shows none
  const readme = rendered && { ...rendered, html: dropUnresolvedImages(rendered.html) };
  const readmeAnchors = new Set(readme?.anchors ?? []);
  const indexHref = router.hrefOf({ routePath: plan.overview.indexRoutePath });
  const site: ApiSiteContext = {
    hrefOf,
    externalLinks: config.api?.externalLinks ?? {},
    rendered: linkAnchorsToReadme(comments.rendered, readmeAnchors, indexHref),
    signatureStyles,
    strings: plan.strings,
    lang: config.lang,
    ...(params.since === undefined ? {} : { since: params.since }),
  };
  // the package's README is its authors', like its comments; the site's api.readme is the site's
  const readmeIsPackages = plan.source.readme?.ofPackage === true;
  const diagnostics: Diagnostic[] = [...plan.source.diagnostics, ...(readmeIsPackages ? [] : (readme?.diagnostics ?? []))];
  for (const unsupported of model.unsupported) diagnostics.push(unsupportedExportWarning(unsupported, file));

  const tocLevels = config.tableOfContents;
  const namespaceNames = new Set((plan.namespaces ?? []).map((namespace) => namespace.name));
  const pages: ApiPage[] = plan.entries.map(({ declaration, routePath, plan: pagePlan }) => {
    const ctx = createPageContext(site);
    const title = pageTitle(declaration, plan.strings, namespaceNames);
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
  const section = (module: ApiModulePlan) => ({
    name: module.name,
    routePath: module.indexRoutePath,
    href: router.hrefOf({ routePath: module.indexRoutePath }),
    groups: exportGroups(module.groups),
    reExports: module.reExports.map(exportEntry),
  });
  const modules = plan.modules?.map(section);
  const namespaces = plan.namespaces?.map(section);
  const readmePage = readme && plan.source.readme ? { result: readme, ...plan.source.readme } : undefined;
  pages.unshift(
    ...buildOverviewPages({
      overview: plan.overview,
      site,
      model,
      groups: exportGroups(plan.groups),
      ...(modules === undefined ? {} : { modules }),
      ...(namespaces === undefined ? {} : { namespaces }),
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
      ...(readmeIsPackages ? (readme?.diagnostics ?? []).map(droppedImage) : []),
    ],
    symbols: plan.symbols,
    exports: plan.exports,
    members: plan.members,
    sidebar: plan.sidebar,
    overview: plan.overview,
  };
}

/** What an export without a page lacks, and why: an address of its own, a declaring file, a page kind. */
function unsupportedExportWarning(unsupported: ApiUnsupportedExport, file: string): Diagnostic {
  const { name } = unsupported;
  const said = (message: string, hint: string): Diagnostic => ({
    severity: 'warning',
    code: 'api/unsupported-export',
    message,
    location: { file },
    hint,
  });
  switch (unsupported.reason) {
    case 'namespace-clash':
      return said(
        `The namespace ${name} has no section in the API reference: another entry point exports a different namespace of that name, whose section is at the same address.`,
        'Export the namespaces under different names, or document the entry points in separate sites.',
      );
    case 'external':
      return said(
        `The export ${name} re-exports a declaration that TypeDoc did not document (it is declared in a file outside the entry points): it has no page.`,
        'Add the file that declares it to api.entryPoints, or export it from a documented file.',
      );
    case 'namespace-alias':
      return said(
        `The export ${name} is another name of the namespace ${unsupported.of}, which has no section in the API reference (another namespace of that name has it).`,
        'Export the namespaces under different names, or document the entry points in separate sites.',
      );
    case 'case-clash':
      return said(
        `The export ${name} has no page: its address would differ only in case from that of ${unsupported.with}, and hosts that ignore case would serve one for both.`,
        `Export it under another name to give it a page of its own.`,
      );
    case 'kind':
      return said(
        `The export ${name} is of a kind the API reference has no page for (TypeDoc kind ${unsupported.kind}).`,
        'Report it with the package that exports it.',
      );
  }
}

/**
 * A package README's image that its package does not ship: dropped from the page
 * (dropUnresolvedImages), so a warning that `--strict-links` does not make an error; the site
 * cannot add a file to someone else's package.
 */
function droppedImage(diagnostic: Diagnostic): Diagnostic {
  if (diagnostic.code !== 'links/broken-image') return diagnostic;
  return {
    ...diagnostic,
    code: 'api/package-image-missing',
    message: `${diagnostic.message}: the package does not ship it, so the page shows no image`,
    hint: "Nothing to fix in the site: ask the package's authors to publish the image (package.json `files`), or set api.readme to a README of the site's own.",
  };
}
