import type { RouteLocation, Router } from '../router/createRouter.js';
import type { SymbolTable } from '../router/symbolTable.js';
import type { ApiSource } from './loadApiSource.js';
import { memberSummaries } from './memberSummaries.js';
import type { ApiDeclaration } from './model.js';
import { planDeclarationPage, type DeclarationPlan } from './planPage.js';
import { tokensText } from './render/typeTokens.js';
import { declarationTokens, functionSignatureTokens } from './render/signatureTokens.js';
import { CATEGORY_PAGE_ENTRIES, groupByKind, KIND_INFO } from './routes.js';
import type { ApiExport, ApiMemberSummary, ApiSidebar } from './types.js';

/** One export's page: its route and where each of its parts is. */
export interface ApiEntry {
  declaration: ApiDeclaration;
  routePath: string;
  plan: DeclarationPlan;
}

/**
 * The API reference before any of it is rendered: where every page and member is, which
 * Markdown needs to resolve `api:` links and code needs to link its names. Pure: made from
 * the model and the router alone.
 */
export interface ApiPlan {
  source: ApiSource;
  entries: ApiEntry[];
  /** the entries by kind, in sidebar order, each group alphabetical */
  /** `routePath`: the page listing a large group's entries (CATEGORY_PAGE_ENTRIES) */
  groups: { label: string; entries: ApiEntry[]; routePath?: string }[];
  /** the index page (the README and every export) and the globals page (every export by kind) */
  overview: { indexRoutePath: string; globalsRoutePath: string };
  /** 'GSwap', 'GSwap.swap', 'FEE_TIER.PERCENT_00_05' → where it is documented (read it with lookupSymbol) */
  symbols: SymbolTable;
  /** every documented export name with its page, for code-block linking */
  exports: ApiExport[];
  /** members of every export with the type they lead to, for linking member chains in code */
  members: ApiMemberSummary[];
  sidebar: ApiSidebar;
}

/** The API model → the route of every page and the symbol table. */
export function planApiReference(source: ApiSource, router: Pick<Router, 'apiRoutePath'>): ApiPlan {
  const { model } = source;
  const routeOf = (declaration: ApiDeclaration): string => router.apiRoutePath(KIND_INFO[declaration.kind].folder, declaration.name);
  const entries = model.declarations.map((declaration) => ({
    declaration,
    routePath: routeOf(declaration),
    plan: planDeclarationPage(declaration),
  }));
  const entryOf = new Map(entries.map((entry) => [entry.declaration, entry]));
  const groups = groupByKind(model).map((group) => ({
    label: KIND_INFO[group.kind].group,
    entries: group.declarations.flatMap((declaration) => entryOf.get(declaration) ?? []),
    ...(group.declarations.length > CATEGORY_PAGE_ENTRIES ? { routePath: router.apiRoutePath(KIND_INFO[group.kind].folder) } : {}),
  }));
  return {
    source,
    entries,
    groups,
    overview: { indexRoutePath: router.apiRoutePath(), globalsRoutePath: router.apiRoutePath('globals') },
    symbols: indexSymbols(entries),
    exports: entries.map(({ declaration, routePath }) => ({
      name: declaration.name,
      kind: declaration.kind,
      routePath,
      signature: exportSignature(declaration),
    })),
    members: memberSummaries(model.declarations),
    sidebar: {
      indexRoutePath: router.apiRoutePath(),
      globalsRoutePath: router.apiRoutePath('globals'),
      groups: groups.map((group) => ({
        label: group.label,
        ...(group.routePath === undefined ? {} : { routePath: group.routePath }),
        items: group.entries.map(({ declaration, routePath }) => ({ label: declaration.name, routePath })),
      })),
    },
  };
}

/** Symbol paths ('GSwap', 'GSwap.swap') → page and anchor; the first export of a name wins. */
function indexSymbols(entries: ApiEntry[]): Map<string, RouteLocation> {
  const symbols = new Map<string, RouteLocation>();
  for (const { declaration, routePath, plan } of entries) {
    if (symbols.has(declaration.name)) continue;
    symbols.set(declaration.name, { routePath });
    for (const [member, anchor] of plan.memberAnchors) symbols.set(`${declaration.name}.${member}`, { routePath, anchor });
  }
  return symbols;
}

function exportSignature(declaration: ApiDeclaration): string {
  const first = declaration.signatures[0];
  if (declaration.kind === 'function' && first) return tokensText(functionSignatureTokens(declaration, first));
  if (declaration.kind === 'typeAlias' || declaration.kind === 'variable') return tokensText(declarationTokens(declaration));
  return `${declaration.kind === 'enum' ? 'enum' : declaration.kind} ${declaration.name}`;
}
