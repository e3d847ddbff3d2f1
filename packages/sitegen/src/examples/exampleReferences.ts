import type TypeScript from 'typescript';

/**
 * An identifier of a block's shown code that the checker resolves to a documented export
 * (`owner` absent) or to a member declared by one (`owner`), by its declaration, not its spelling.
 */
export interface CodeReference {
  /** offsets in the shown code */
  start: number;
  end: number;
  /** the export's name, or the member's */
  name: string;
  /** the export that declares the member */
  owner?: string;
  /** the member is reached through the export itself (a static member, an enum member) */
  isStatic?: boolean;
}

/** The documented packages' exports, by the symbol they resolve to: what an example's names are checked against. */
export type DocumentedExports = ReadonlyMap<TypeScript.Symbol, string>;

/**
 * Every export of the entry points' modules, keyed by the declaration it resolves to (an
 * `export { a as b }` under its exported name); the first entry point's name wins a symbol two
 * export. Then what their namespaces export (`export * as z`), qualified by the namespace ('iso.datetime'),
 * where no export reaches it directly.
 */
export function documentedExports(ts: typeof TypeScript, program: TypeScript.Program, entryFiles: readonly string[]): DocumentedExports {
  const checker = program.getTypeChecker();
  const exports = new Map<TypeScript.Symbol, string>();
  const namespaces: { symbol: TypeScript.Symbol; name: string }[] = [];
  const add = (module: TypeScript.Symbol, prefix: string) => {
    for (const exported of checker.getExportsOfModule(module)) {
      const target = resolved(ts, checker, exported);
      if (exports.has(target)) continue;
      exports.set(target, prefix + exported.name);
      // a namespace merged onto a function or an interface gives members (`keccak256.register`), not exports
      if (target.flags & ts.SymbolFlags.Module && !(target.flags & (ts.SymbolFlags.Value | ts.SymbolFlags.Type) & ~ts.SymbolFlags.Module))
        namespaces.push({ symbol: target, name: prefix + exported.name });
    }
  };
  for (const file of entryFiles) {
    const source = program.getSourceFile(file);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module !== undefined) add(module, '');
  }
  for (const namespace of namespaces) add(namespace.symbol, `${namespace.name}.`);
  return exports;
}

function resolved(ts: typeof TypeScript, checker: TypeScript.TypeChecker, symbol: TypeScript.Symbol): TypeScript.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * The identifiers of `shown` (a range of `source`) that name a documented export or one of
 * its members, as the checker resolves them: a local, a parameter, a keyword or a member of
 * another type resolves elsewhere and is not listed.
 */
export function exampleReferences(
  ts: typeof TypeScript,
  checker: TypeScript.TypeChecker,
  source: TypeScript.SourceFile,
  shown: { from: number; to: number },
  exports: DocumentedExports,
): CodeReference[] {
  if (exports.size === 0) return [];
  const references: CodeReference[] = [];
  const visit = (node: TypeScript.Node): void => {
    if (ts.isIdentifier(node)) {
      const start = node.getStart(source);
      if (start < shown.from || node.end > shown.to) return;
      const target = targetOf(ts, checker, node, exports);
      if (target !== undefined) references.push({ start: start - shown.from, end: node.end - shown.from, ...target });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return references;
}

type Target = Pick<CodeReference, 'name' | 'owner' | 'isStatic'>;

function targetOf(
  ts: typeof TypeScript,
  checker: TypeScript.TypeChecker,
  node: TypeScript.Identifier,
  exports: DocumentedExports,
): Target | undefined {
  const found = symbolAt(ts, checker, node);
  if (found === undefined) return undefined;
  const symbol = resolved(ts, checker, found);
  const exported = exports.get(symbol);
  if (exported !== undefined) return { name: exported };
  const members = ts.SymbolFlags.Property | ts.SymbolFlags.Method | ts.SymbolFlags.Accessor | ts.SymbolFlags.EnumMember;
  const declaration = symbol.declarations?.[0];
  if (declaration === undefined || !(symbol.flags & members || mergedNamespaceOf(ts, declaration) !== undefined)) return undefined;
  const owner = ownerOf(ts, declaration);
  const ownerSymbol = owner?.name === undefined ? undefined : checker.getSymbolAtLocation(owner.name);
  const ownerName = ownerSymbol === undefined ? undefined : exports.get(ownerSymbol);
  if (owner === undefined || ownerName === undefined) return undefined;
  return { name: symbol.name, owner: ownerName, isStatic: owner.isStatic || isStatic(ts, declaration) };
}

/** The symbol a name stands for; in `{ a } = value` the property `a` of the value's type, not the new local. */
function symbolAt(ts: typeof TypeScript, checker: TypeScript.TypeChecker, node: TypeScript.Identifier): TypeScript.Symbol | undefined {
  const element = node.parent;
  if (ts.isBindingElement(element) && ts.isObjectBindingPattern(element.parent)) {
    const property = element.propertyName ?? element.name;
    if (property !== node) return undefined;
    return checker.getTypeAtLocation(element.parent).getProperty(node.text);
  }
  return checker.getSymbolAtLocation(node);
}

/** The named declaration a member belongs to, and whether it is reached through that declaration itself. */
function ownerOf(
  ts: typeof TypeScript,
  member: TypeScript.Declaration,
): { name: TypeScript.Node | undefined; isStatic: boolean } | undefined {
  const parent = member.parent;
  // a namespace merged onto a declaration of its name: `keccak256.register` is reached through the declaration
  const namespace = mergedNamespaceOf(ts, member);
  if (namespace !== undefined) return { name: namespace.name, isStatic: true };
  if (ts.isClassLike(parent) || ts.isInterfaceDeclaration(parent)) return { name: parent.name, isStatic: false };
  if (ts.isEnumDeclaration(parent)) return { name: parent.name, isStatic: true };
  if (!ts.isTypeLiteralNode(parent)) return undefined;
  const holder = parent.parent;
  // `type Options = { … }`: an instance's shape; `declare const FEE_TIER: { … }`: the export's own members
  if (ts.isTypeAliasDeclaration(holder)) return { name: holder.name, isStatic: false };
  if (ts.isVariableDeclaration(holder)) return { name: holder.name, isStatic: true };
  return undefined;
}

/** The `declare namespace` a variable or function is declared in (ethers' `namespace keccak256 { var register }`). */
function mergedNamespaceOf(ts: typeof TypeScript, declaration: TypeScript.Declaration): TypeScript.ModuleDeclaration | undefined {
  const statement = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  if (!(ts.isVariableStatement(statement) || ts.isFunctionDeclaration(statement)) || !ts.isModuleBlock(statement.parent)) return undefined;
  return statement.parent.parent;
}

function isStatic(ts: typeof TypeScript, declaration: TypeScript.Declaration): boolean {
  return (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Static) !== 0;
}
