import path from 'node:path';
import type ts from 'typescript';
import { createAnyExplainer, type AnyExplanation } from './explainAny.js';
import { findSuspectSites } from './findSuspectSites.js';

/**
 * A type the reference shows as `any` although the declarations do not say `any` (or as a
 * name that leads nowhere), by cause; each cause once, with every place in the reference it spoils. Stored beside the reflection
 * JSON, so that a build reading the JSON from the cache reports it as the one that made it.
 */
export interface UnresolvedType {
  /**
   * 'module': an import from a module TypeScript cannot find; 'name': a name nothing declares
   * (a global of an @types package that is not installed); 'inferred': TypeScript gave `any`
   * with no cause it can name
   */
  kind: 'module' | 'name' | 'inferred';
  /** the module ('jsbi'), the name ('Buffer'), or for 'inferred' the declaration's name */
  name: string;
  /** the declaration file that writes it (the import, for a module), '/'-separated, relative to the site folder */
  file: string;
  line: number;
  /** where a reader meets the `any`: 'Fraction.constructor(numerator)', … */
  shownIn: string[];
}

export interface FindUnresolvedTypesParams {
  tsApi: typeof ts;
  /** TypeDoc's serialised project */
  project: unknown;
  /** the TypeScript symbol TypeDoc made a reflection from (TypeDoc's context.getSymbolFromReflection) */
  symbolOf(reflectionId: number): ts.Symbol | undefined;
  programs: readonly ts.Program[];
  siteDir: string;
}

/**
 * Every `any` of the reference that the declarations do not write, traced to the name
 * TypeScript could not resolve. Most come from a dependency of the package that is not where
 * the declarations can see it; the reader would be told a parameter is `any`.
 */
export function findUnresolvedTypes(params: FindUnresolvedTypesParams): UnresolvedType[] {
  const explainers = new Map<ts.Program, (node: ts.Node) => AnyExplanation>();
  const explain = (node: ts.Node): AnyExplanation | undefined => {
    const file = node.getSourceFile();
    const program = params.programs.find((candidate) => candidate.getSourceFile(file.fileName) === file);
    if (program === undefined) return undefined;
    let explainer = explainers.get(program);
    if (explainer === undefined) {
      explainer = createAnyExplainer(params.tsApi, program);
      explainers.set(program, explainer);
    }
    return explainer(node);
  };
  const relative = (fileName: string): string => path.relative(params.siteDir, fileName).split(path.sep).join('/');

  const found = new Map<string, UnresolvedType>();
  const note = (key: string, make: () => Omit<UnresolvedType, 'shownIn'>, label: string): void => {
    const entry = found.get(key) ?? { ...make(), shownIn: [] };
    if (!entry.shownIn.includes(label)) entry.shownIn.push(label);
    found.set(key, entry);
  };

  for (const site of findSuspectSites(params.project)) {
    // from the innermost reflection made from a symbol (a parameter, a property; signatures have
    // none) outwards, until one explains it: a property of a mapped type is declared by the
    // mapped type alone, the type it maps is written further out
    const declarations = [...site.ids]
      .reverse()
      .map((id) => params.symbolOf(id)?.declarations ?? [])
      .filter((list) => list.length > 0);
    let explanation: AnyExplanation[] | undefined;
    for (const list of declarations) {
      const explanations = list.flatMap((declaration) => explain(declaration) ?? []);
      if (explanations.some((e) => e.writesAny || e.unresolved.length > 0)) {
        explanation = explanations;
        break;
      }
    }
    for (const name of (explanation ?? []).flatMap((e) => e.unresolved)) {
      const kind = name.module === undefined ? 'name' : 'module';
      const key = `${kind}:${name.module ?? name.name}`;
      note(key, () => ({ kind, name: name.module ?? name.name, file: relative(name.fileName), line: name.line }), site.label);
    }
    const first = declarations[0]?.[0];
    if (explanation === undefined && first !== undefined) {
      const file = first.getSourceFile();
      const line = file.getLineAndCharacterOfPosition(first.getStart()).line + 1;
      note(
        `inferred:${file.fileName}:${line}`,
        () => ({ kind: 'inferred', name: site.label, file: relative(file.fileName), line }),
        site.label,
      );
    }
  }
  return [...found.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.name.localeCompare(b.name));
}
