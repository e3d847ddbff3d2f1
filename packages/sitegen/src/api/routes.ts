import type { ThemeStringKey } from '../view/strings.js';
import type { ApiDeclaration, ApiDeclarationKind, ApiModel } from './model.js';

/** Kind → route folder, group label (sidebar order) and page title prefix, as keys of the theme's strings. */
export const KIND_INFO: Record<ApiDeclarationKind, { folder: string; group: ThemeStringKey; singular: ThemeStringKey; order: number }> = {
  class: { folder: 'classes', group: 'apiClasses', singular: 'apiClass', order: 0 },
  enum: { folder: 'enumerations', group: 'apiEnumerations', singular: 'apiEnumeration', order: 1 },
  function: { folder: 'functions', group: 'apiFunctions', singular: 'apiFunction', order: 2 },
  interface: { folder: 'interfaces', group: 'apiInterfaces', singular: 'apiInterface', order: 3 },
  typeAlias: { folder: 'type-aliases', group: 'apiTypeAliases', singular: 'apiTypeAlias', order: 4 },
  variable: { folder: 'variables', group: 'apiVariables', singular: 'apiVariable', order: 5 },
};

/**
 * A kind with more exports than this gets a page of its own listing them (by first letter),
 * which its sidebar category links to: the index, the globals page and every page's sidebar
 * then name it instead of repeating every entry (viem: 1,011 type aliases, 124 KB a page).
 */
export const CATEGORY_PAGE_ENTRIES = 200;

export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b, 'en');
}

/** Declarations grouped by kind in sidebar order, each group alphabetical. */
export function groupByKind(model: ApiModel): { kind: ApiDeclarationKind; declarations: ApiDeclaration[] }[] {
  const kinds = (Object.keys(KIND_INFO) as ApiDeclarationKind[]).sort((a, b) => KIND_INFO[a].order - KIND_INFO[b].order);
  return kinds
    .map((kind) => ({
      kind,
      declarations: model.declarations.filter((declaration) => declaration.kind === kind).sort((a, b) => compareNames(a.name, b.name)),
    }))
    .filter((group) => group.declarations.length > 0);
}
