import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { buildOverviewPages } from './buildOverviewPages.js';
import { declarationDescription } from './declarationDescription.js';
import type { ApiDeclaration, ApiModel } from './model.js';
import { planDeclarationPage, type DeclarationPlan } from './planPage.js';
import { commentChunks, collectComments, renderCommentMarkdown } from './renderCommentMarkdown.js';
import { createPageContext, type ApiSiteContext } from './render/ApiRenderContext.js';
import { unresolvedLinks } from './render/commentMarkdown.js';
import { DeclarationPage } from './render/DeclarationPage.js';
import { declarationMarkdown } from './render/declarationMarkdown.js';
import { learnSignatureStyles } from './render/signatureStyles.js';
import { declarationTokens, functionSignatureTokens } from './render/signatureTokens.js';
import { tokensText } from './render/typeTokens.js';
import { declarationRoutePath, groupByKind, KIND_INFO } from './routes.js';
import type { ApiPage, ApiReference, HighlightCode, RenderMarkdown } from './types.js';
import type { ApiLocation } from './lookupSymbol.js';

export interface BuildApiReferenceParams {
  model: ApiModel;
  config: ResolvedConfig;
  renderMarkdown: RenderMarkdown;
  highlight: HighlightCode;
  /** the README shown on the index page */
  readme?: { source: string; file: string };
  /** the reflection JSON, named in diagnostics */
  file: string;
}

function apiBasePath(config: ResolvedConfig): string {
  const docs = config.docsRouteBasePath.replace(/^\/+|\/+$/g, '');
  const api = (config.api?.routeBasePath ?? 'api').replace(/^\/+|\/+$/g, '');
  return [docs, api].filter(Boolean).join('/');
}

function pageTitle(declaration: ApiDeclaration): string {
  return `${KIND_INFO[declaration.kind].singular}: ${declaration.name}${declaration.kind === 'function' ? '()' : ''}`;
}

function exportSignature(declaration: ApiDeclaration): string {
  const first = declaration.signatures[0];
  if (declaration.kind === 'function' && first) return tokensText(functionSignatureTokens(declaration, first));
  if (declaration.kind === 'typeAlias' || declaration.kind === 'variable') return tokensText(declarationTokens(declaration));
  return `${declaration.kind === 'enum' ? 'enum' : declaration.kind} ${declaration.name}`;
}

/** Symbol paths ('GSwap', 'GSwap.swap') → page and anchor; the first export of a name wins. */
function indexSymbols(entries: { declaration: ApiDeclaration; routePath: string; plan: DeclarationPlan }[]): Map<string, ApiLocation> {
  const symbols = new Map<string, ApiLocation>();
  for (const { declaration, routePath, plan } of entries) {
    if (symbols.has(declaration.name)) continue;
    symbols.set(declaration.name, { routePath });
    for (const [member, anchor] of plan.memberAnchors) symbols.set(`${declaration.name}.${member}`, { routePath, anchor });
  }
  return symbols;
}

function render(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

/**
 * The API model → every API page (HTML, TOC, anchors, links, Markdown twin), the sidebar
 * and symbol resolution. No disk access: comments and the README arrive as strings.
 */
export async function buildApiReference(params: BuildApiReferenceParams): Promise<ApiReference> {
  const { model, config } = params;
  const base = apiBasePath(config);
  const hrefOfRoute = (located: ApiLocation) => `${config.baseUrl}${located.routePath}${located.anchor ? `#${located.anchor}` : ''}`;
  const entries = model.declarations.map((declaration) => ({
    declaration,
    routePath: declarationRoutePath(base, declaration),
    plan: planDeclarationPage(declaration),
  }));
  const symbols = indexSymbols(entries);
  const hrefOf = (target: string) => {
    const located = symbols.get(target);
    return located ? hrefOfRoute(located) : undefined;
  };

  const chunks = commentChunks(model, hrefOf);
  const [comments, readme, signatureStyles] = await Promise.all([
    renderCommentMarkdown({ chunks, renderMarkdown: params.renderMarkdown, file: params.file }),
    params.readme ? params.renderMarkdown(params.readme.source, params.readme.file) : undefined,
    learnSignatureStyles(params.highlight),
  ]);
  const site: ApiSiteContext = {
    hrefOf,
    externalLinks: config.api?.externalLinks ?? {},
    rendered: comments.rendered,
    signatureStyles,
  };
  const diagnostics: Diagnostic[] = [...comments.diagnostics, ...(readme?.diagnostics ?? [])];
  for (const name of model.unsupported) {
    diagnostics.push({
      severity: 'warning',
      code: 'api/unsupported-export',
      message: `The export ${name} (a namespace, or a re-export of something the entry points do not declare) has no page in the API reference.`,
      location: { file: params.file },
      hint: 'Export the namespace\'s members directly, or add the file that declares the re-exported symbol to api.entryPoints.',
    });
  }

  const tocLevels = config.tableOfContents;
  const pages: ApiPage[] = entries.map(({ declaration, routePath, plan }) => {
    const ctx = createPageContext(site);
    const title = pageTitle(declaration);
    const html = render(createElement(DeclarationPage, { declaration, plan, ctx }));
    for (const text of new Set(collectComments(declaration).flatMap(unresolvedLinks))) {
      diagnostics.push({
        severity: 'warning',
        code: 'api/unresolved-link',
        message: `{@link ${text}} in the doc comments of ${declaration.name} points at nothing the reference documents.`,
        location: { file: params.file },
        hint: 'Link to an exported symbol (e.g. {@link GSwap.swap}) or a URL.',
      });
    }
    return {
      routePath,
      title,
      description: declarationDescription(declaration),
      html,
      toc: plan.toc.filter((item) => item.level >= tocLevels.minHeadingLevel && item.level <= tocLevels.maxHeadingLevel),
      anchors: plan.anchors,
      links: ctx.links(),
      markdown: declarationMarkdown(declaration, plan, title, hrefOf),
      group: KIND_INFO[declaration.kind].group,
    };
  });

  const groups = groupByKind(model);
  const exportGroups = groups.map((group) => ({
    label: KIND_INFO[group.kind].group,
    entries: group.declarations.map((declaration) => ({ declaration, href: hrefOfRoute({ routePath: declarationRoutePath(base, declaration) }) })),
  }));
  const readmePage = readme && params.readme ? { result: readme, source: params.readme.source } : undefined;
  pages.unshift(...buildOverviewPages({ base, site, model, groups: exportGroups, ...(readmePage ? { readme: readmePage } : {}) }));

  return {
    pages,
    sidebar: {
      indexRoutePath: base,
      groups: groups.map((group) => ({
        label: KIND_INFO[group.kind].group,
        items: group.declarations.map((declaration) => ({ label: declaration.name, routePath: declarationRoutePath(base, declaration) })),
      })),
    },
    symbols,
    exports: entries.map(({ declaration, routePath }) => ({
      name: declaration.name,
      kind: declaration.kind,
      routePath,
      signature: exportSignature(declaration),
    })),
    diagnostics,
  };
}
