import type { RouteLocation, Router } from '../router/createRouter.js';
import type { SymbolTable } from '../router/symbolTable.js';
import type { ApiSource } from './loadApiSource.js';
import { memberSummaries } from './memberSummaries.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { ApiDeclaration, ApiModel, ApiModule } from './model.js';
import { planDeclarationPage, type DeclarationPlan } from './planPage.js';
import { tokensText } from './render/typeTokens.js';
import { declarationTokens, functionSignatureTokens } from './render/signatureTokens.js';
import { CATEGORY_PAGE_ENTRIES, groupByKind, KIND_INFO } from './routes.js';
import type { ApiExport, ApiMemberSummary, ApiSidebar } from './types.js';
import { ENGLISH_STRINGS, type ThemeStrings } from '../view/strings.js';

/** One export's page: its route and where each of its parts is. */
export interface ApiEntry {
  declaration: ApiDeclaration;
  routePath: string;
  plan: DeclarationPlan;
}

/** The exports of one kind, alphabetical; `routePath`: the page listing a large group's entries (CATEGORY_PAGE_ENTRIES). */
export interface ApiEntryGroup {
  label: string;
  entries: ApiEntry[];
  routePath?: string;
}

/** One entry point's section of a package of several, or a namespace's: its index page and its exports by kind. */
export interface ApiModulePlan {
  name: string;
  indexRoutePath: string;
  groups: ApiEntryGroup[];
  /** what it exports that another module documents, linked to that page */
  reExports: ApiEntry[];
}

/**
 * The API reference before any of it is rendered: where every page and member is, which
 * Markdown needs to resolve `api:` links and code needs to link its names. Pure: made from
 * the model and the router alone.
 */
export interface ApiPlan {
  source: ApiSource;
  entries: ApiEntry[];
  /** the entries by kind, in sidebar order (one entry point; with several, each module has its own) */
  groups: ApiEntryGroup[];
  /** several entry points: a section for each, in api.entryPoints order */
  modules?: ApiModulePlan[];
  /** the namespaces the package exports (`export * as z`): a section for each, at api/namespaces/<name> */
  namespaces?: ApiModulePlan[];
  /** the index page (the README and every export) and the globals page (every export by kind) */
  overview: { indexRoutePath: string; globalsRoutePath: string };
  /** 'GSwap', 'GSwap.swap', 'FEE_TIER.PERCENT_00_05' → where it is documented (read it with lookupSymbol) */
  symbols: SymbolTable;
  /** every documented export name with its page, for code-block linking */
  exports: ApiExport[];
  /** members of every export with the type they lead to, for linking member chains in code */
  members: ApiMemberSummary[];
  sidebar: ApiSidebar;
  /** the locale's words, which every heading, label and title of the reference takes */
  strings: ThemeStrings;
}

/** The folder of the namespaces' sections: docs/api/namespaces/z. */
const NAMESPACES_FOLDER = 'namespaces';

/** A module's route segment: 'viem/chains' → 'viem-chains', '@scope/pkg' → 'scope-pkg'. */
export function moduleSlug(name: string): string {
  return name.replace(/^@/, '').replace(/[^A-Za-z0-9._-]+/g, '-');
}

/** Two modules whose segment is the same would write one page over the other. */
function checkModuleSlugs(modules: ApiModule[], file: string): void {
  const seen = new Map<string, string>();
  for (const { name } of modules) {
    const slug = moduleSlug(name);
    const other = seen.get(slug);
    if (other !== undefined || slug === 'globals') {
      throw new SitegenError({
        code: 'api/module-route-collision',
        message:
          other === undefined
            ? `The API module ${name} would be at api/${slug}, the page of every export.`
            : `The API modules ${other} and ${name} would both be at api/${slug}.`,
        hint: 'A module is at its name with `@` dropped and `/` made `-`: list entry points whose names differ otherwise, or document them in separate sites.',
        location: { file },
      });
    }
    seen.set(slug, name);
  }
}

function kindGroups(
  model: ApiModel,
  entryOf: Map<ApiDeclaration, ApiEntry>,
  routeOf: (folder: string) => string,
  strings: ThemeStrings,
): ApiEntryGroup[] {
  return groupByKind(model).map((group) => ({
    label: strings[KIND_INFO[group.kind].group],
    entries: group.declarations.flatMap((declaration) => entryOf.get(declaration) ?? []),
    ...(group.declarations.length > CATEGORY_PAGE_ENTRIES ? { routePath: routeOf(KIND_INFO[group.kind].folder) } : {}),
  }));
}

function sidebarGroups(groups: ApiEntryGroup[]): ApiSidebar['groups'] {
  return groups.map((group) => ({
    label: group.label,
    ...(group.routePath === undefined ? {} : { routePath: group.routePath }),
    items: group.entries.map(({ declaration, routePath }) => ({ label: declaration.name, routePath })),
  }));
}

/**
 * The API model → the route of every page and the symbol table. Several entry points: each
 * module is a section under its own segment (docs/api/viem-chains/functions/defineChain).
 * `strings`: the locale's words for headings and labels (the routes and anchors do not change).
 */
export function planApiReference(
  source: ApiSource,
  router: Pick<Router, 'apiRoutePath'>,
  strings: ThemeStrings = ENGLISH_STRINGS,
): ApiPlan {
  const { model } = source;
  const modules = model.modules;
  if (modules !== undefined) checkModuleSlugs(modules, source.file);
  const namespaceNames = new Set((model.namespaces ?? []).map((namespace) => namespace.name));
  // a namespace's section is under namespaces/, where no entry point's module nor kind folder is
  const sectionSegments = (name: string) => (namespaceNames.has(name) ? [NAMESPACES_FOLDER, moduleSlug(name)] : [moduleSlug(name)]);
  const segment = (declaration: ApiDeclaration) => (declaration.module === undefined ? [] : sectionSegments(declaration.module));
  const routeOf = (declaration: ApiDeclaration): string =>
    router.apiRoutePath(...segment(declaration), KIND_INFO[declaration.kind].folder, declaration.name);
  const moduleOrder = new Map((modules ?? []).map((module, index) => [module.name, index]));
  // the first module's symbols win a name two modules declare
  const ordered = [...model.declarations].sort((a, b) => (moduleOrder.get(a.module ?? '') ?? 0) - (moduleOrder.get(b.module ?? '') ?? 0));
  const entries = ordered.map((declaration) => ({
    declaration,
    routePath: routeOf(declaration),
    plan: planDeclarationPage(declaration, strings),
  }));
  const entryOf = new Map(entries.map((entry) => [entry.declaration, entry]));
  const symbols = indexSymbols(entries, namespaceNames);
  // the first entry at each route, as a search of the entries in order would find it
  const entryAt = new Map<string, (typeof entries)[number]>();
  for (const entry of entries) if (!entryAt.has(entry.routePath)) entryAt.set(entry.routePath, entry);
  const sectionPlan = (module: ApiModule): ApiModulePlan => {
    const segments = sectionSegments(module.name);
    const own = { ...model, declarations: model.declarations.filter((declaration) => declaration.module === module.name) };
    return {
      name: module.name,
      indexRoutePath: router.apiRoutePath(...segments),
      groups: kindGroups(own, entryOf, (folder) => router.apiRoutePath(...segments, folder), strings),
      reExports: module.reExports.flatMap((symbol) => {
        const routePath = symbols.get(symbol)?.routePath;
        const entry = routePath === undefined ? undefined : entryAt.get(routePath);
        return entry !== undefined && symbolPathOf(entry.declaration, namespaceNames) === symbol ? entry : [];
      }),
    };
  };
  const modulePlans = modules?.map(sectionPlan);
  const namespacePlans = model.namespaces?.map(sectionPlan);
  // a namespace is a name code reaches (`z` in `z.string()`): its section is where it is documented
  for (const namespace of namespacePlans ?? [])
    if (!symbols.has(namespace.name)) symbols.set(namespace.name, { routePath: namespace.indexRoutePath });
  const topLevel = { ...model, declarations: model.declarations.filter((declaration) => declaration.module === undefined) };
  const groups = modulePlans === undefined ? kindGroups(topLevel, entryOf, (folder) => router.apiRoutePath(folder), strings) : [];
  const namespaceGroup =
    namespacePlans === undefined
      ? []
      : [
          {
            label: strings.apiNamespaces,
            items: namespacePlans.map((namespace) => ({ label: namespace.name, routePath: namespace.indexRoutePath })),
          },
        ];
  return {
    source,
    entries,
    groups,
    ...(modulePlans === undefined ? {} : { modules: modulePlans }),
    ...(namespacePlans === undefined ? {} : { namespaces: namespacePlans }),
    overview: { indexRoutePath: router.apiRoutePath(), globalsRoutePath: router.apiRoutePath('globals') },
    symbols,
    // what a namespace declares is not an export of the entry point: code reaches it through the namespace
    exports: entries
      .filter(({ declaration }) => symbolPathOf(declaration, namespaceNames) === declaration.name)
      .map(({ declaration, routePath }) => ({
        name: declaration.name,
        kind: declaration.kind,
        routePath,
        signature: exportSignature(declaration),
      })),
    members: memberSummaries(model.declarations.filter((declaration) => symbolPathOf(declaration, namespaceNames) === declaration.name)),
    strings,
    sidebar: {
      indexRoutePath: router.apiRoutePath(),
      indexLabel: strings.apiReference,
      globalsRoutePath: router.apiRoutePath('globals'),
      globalsLabel: strings.apiGlobals,
      groups: [...sidebarGroups(groups), ...namespaceGroup],
      ...(modulePlans === undefined
        ? {}
        : {
            modules: modulePlans.map((module) => ({
              label: module.name,
              routePath: module.indexRoutePath,
              groups: sidebarGroups(module.groups),
            })),
          }),
    },
  };
}

/** A declaration's symbol path: its name, qualified by its namespace when a namespace declares it ('core.parse'). */
function symbolPathOf(declaration: ApiDeclaration, namespaces: ReadonlySet<string>): string {
  return declaration.module !== undefined && namespaces.has(declaration.module)
    ? `${declaration.module}.${declaration.name}`
    : declaration.name;
}

/** Symbol paths ('GSwap', 'GSwap.swap', 'core.parse') → page and anchor; the first export of a name wins. */
function indexSymbols(entries: ApiEntry[], namespaces: ReadonlySet<string>): Map<string, RouteLocation> {
  const symbols = new Map<string, RouteLocation>();
  for (const { declaration, routePath, plan } of entries) {
    const symbol = symbolPathOf(declaration, namespaces);
    if (symbols.has(symbol)) continue;
    symbols.set(symbol, { routePath });
    for (const [member, anchor] of plan.memberAnchors) symbols.set(`${symbol}.${member}`, { routePath, anchor });
  }
  return symbols;
}

function exportSignature(declaration: ApiDeclaration): string {
  const first = declaration.signatures[0];
  if (declaration.kind === 'function' && first) return tokensText(functionSignatureTokens(declaration, first));
  if (declaration.kind === 'typeAlias' || declaration.kind === 'variable') return tokensText(declarationTokens(declaration));
  return `${declaration.kind === 'enum' ? 'enum' : declaration.kind} ${declaration.name}`;
}
