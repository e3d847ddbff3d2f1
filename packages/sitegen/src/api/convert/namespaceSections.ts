import type { JSONOutput } from 'typedoc';
import type { ApiUnsupportedExport } from '../model.js';

/** A namespace of the package as a section of the reference: what it declares, what it lists from elsewhere. */
export interface NamespaceSection {
  /** qualified by the namespaces it is in: 'core', 'core.JSONSchema' */
  name: string;
  /** what the namespace declares and documents on pages of its own */
  declarations: JSONOutput.DeclarationReflection[];
  /** the ids of what it exports that has a page elsewhere (top level or another section), in its order */
  listed: number[];
}

export interface NamespaceSectionsParams {
  /** the namespaces the entry points export, each under its exported name */
  namespaces: { name: string; reflection: JSONOutput.DeclarationReflection }[];
  /** declarations already documented at the top level, by id: a namespace lists them instead of documenting them again */
  documented: ReadonlySet<number>;
  isDeclaration(kind: number): boolean;
  namespaceKind: number;
  referenceKind: number;
}

/**
 * The sections of the namespaces an entry point exports (`export * as z`): each namespace
 * documents what it declares, under its qualified name, and lists what it re-exports (zod's
 * `z` re-exports every top-level export: its section links to their pages). A namespace
 * inside another is a section of its own.
 */
export function namespaceSections(params: NamespaceSectionsParams): { sections: NamespaceSection[]; unplaced: ApiUnsupportedExport[] } {
  const { documented, isDeclaration, namespaceKind, referenceKind } = params;
  const sections: NamespaceSection[] = [];
  const unplaced: ApiUnsupportedExport[] = [];
  const seen = new Set<number>();
  const names = new Set<string>();
  const references: { section: NamespaceSection; target: number }[] = [];
  const visit = (name: string, namespace: JSONOutput.DeclarationReflection) => {
    if (seen.has(namespace.id)) return;
    seen.add(namespace.id);
    // two entry points exporting different namespaces of one name: one address, so the first has it
    if (names.has(name)) {
      unplaced.push({ name, reason: 'namespace-clash' });
      return;
    }
    names.add(name);
    const section: NamespaceSection = { name, declarations: [], listed: [] };
    sections.push(section);
    const pages = new Map<string, string>();
    for (const child of namespace.children ?? []) {
      if (child.kind === namespaceKind) visit(`${name}.${child.name}`, child);
      else if (child.kind === referenceKind)
        references.push({ section, target: (child as unknown as JSONOutput.ReferenceReflection).target });
      else if (documented.has(child.id)) section.listed.push(child.id);
      else if (isDeclaration(child.kind)) {
        const page = `${child.kind}:${child.name.toLowerCase()}`;
        const other = pages.get(page);
        if (other === undefined) {
          pages.set(page, child.name);
          section.declarations.push(child);
          // a page differing only in case from another's would be one file on most hosts
        } else unplaced.push({ name: `${name}.${child.name}`, reason: 'case-clash', with: `${name}.${other}` });
      }
    }
  };
  for (const { name, reflection } of params.namespaces) visit(name, reflection);
  // a reference may name what a section visited later declares: resolved once every section is known
  const declared = new Set<number>(sections.flatMap((section) => section.declarations.map((declaration) => declaration.id)));
  for (const { section, target } of references) if (documented.has(target) || declared.has(target)) section.listed.push(target);
  return { sections, unplaced };
}
