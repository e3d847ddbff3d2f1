import path from 'node:path';
import type ts from 'typescript';
import type { Context, ParameterReflection, SignatureReflection, SomeType } from 'typedoc';

/** The parts of TypeDoc this hook uses (typedoc is an optional peer, imported lazily). */
export interface TypedocForAliases {
  TypeScript: typeof ts;
  Converter: { readonly EVENT_CREATE_SIGNATURE: 'createSignature' };
  normalizePath(path: string): string;
}

interface ConverterLike {
  on(
    event: 'createSignature',
    listener: (
      context: Context,
      reflection: SignatureReflection,
      node?: ts.SignatureDeclaration | ts.IndexSignatureDeclaration | ts.JSDocSignature,
    ) => void,
  ): void;
  convertType(context: Context, node: ts.TypeNode | undefined): SomeType;
}

interface AliasLookup {
  tsApi: typeof ts;
  checker: ts.TypeChecker;
  /** the folders of the documented packages, ending in a separator */
  packageDirs: string[];
  /** what the entry points export (viem re-exports abitype's `TypedData`): each has a page */
  exported: ReadonlySet<ts.Symbol>;
}

function resolved(tsApi: typeof ts, checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  return symbol && symbol.flags & tsApi.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Every symbol the entry point modules export, through re-exports. */
function exportedSymbols(tsApi: typeof ts, program: ts.Program, entryPoints: string[]): Set<ts.Symbol> {
  const checker = program.getTypeChecker();
  const symbols = new Set<ts.Symbol>();
  for (const file of entryPoints) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    for (const symbol of module ? checker.getExportsOfModule(module) : []) {
      const target = resolved(tsApi, checker, symbol);
      if (target) symbols.add(target);
    }
  }
  return symbols;
}

/**
 * A type alias the reference documents (exported by the entry points) or the package
 * declares: another package's (`EventNames` of @types/node) has no page to link to, and
 * its expansion (`string | symbol`) says more than its name.
 */
function isOwnTypeAlias({ tsApi, checker, packageDirs, exported }: AliasLookup, node: ts.TypeReferenceNode): boolean {
  const symbol = resolved(tsApi, checker, checker.getSymbolAtLocation(node.typeName));
  const declarations = symbol?.declarations?.filter((declaration) => tsApi.isTypeAliasDeclaration(declaration)) ?? [];
  if (symbol === undefined || declarations.length === 0) return false;
  return (
    exported.has(symbol) ||
    declarations.some((declaration) => packageDirs.some((dir) => declaration.getSourceFile().fileName.startsWith(dir)))
  );
}

/** Whether a written type names one of the package's type aliases anywhere in it (`Hex | ByteArray`, `Promise<Hash>`). */
function mentionsTypeAlias(lookup: AliasLookup, node: ts.Node): boolean {
  if (lookup.tsApi.isTypeReferenceNode(node) && isOwnTypeAlias(lookup, node)) return true;
  return lookup.tsApi.forEachChild(node, (child) => (mentionsTypeAlias(lookup, child) ? true : undefined)) === true;
}

/**
 * Whether a written type holds the polymorphic `this` inside another (`Promise<this>`), which
 * TypeScript computes as the class itself: TypeDoc printed `Promise<AbstractProvider>`.
 */
function mentionsThis(tsApi: typeof ts, node: ts.Node): boolean {
  if (node.kind === tsApi.SyntaxKind.ThisType) return true;
  return tsApi.forEachChild(node, (child) => (mentionsThis(tsApi, child) ? true : undefined)) === true;
}

/**
 * TypeDoc converts a signature's parameter and return types from what TypeScript computes,
 * not from what the declaration writes: an alias over a mapped type (`WalletClient =
 * Prettify<Client<…>>`) loses its name and is printed as its whole expansion, 500 lines for
 * viem's `createWalletClient`; `Hex | ByteArray` is printed as `` `0x${string}` | ByteArray``.
 * Where the declaration names a type alias (in a parameter, the return type, a type
 * parameter's constraint or default), the type is converted again from the written node, so the reference shows the alias's name and links to its page;
 * the same where it writes `this` inside another type.
 */
export function keepNamedAliases(td: TypedocForAliases, converter: ConverterLike, entryPoints: string[], packageDirs: string[]): void {
  const tsApi = td.TypeScript;
  const dirs = packageDirs.map((dir) => td.normalizePath(dir.endsWith(path.sep) ? dir : dir + path.sep));
  const files = entryPoints.map((file) => td.normalizePath(file));
  const exportedBy = new WeakMap<ts.Program, Set<ts.Symbol>>();
  converter.on(td.Converter.EVENT_CREATE_SIGNATURE, (context, signature, node) => {
    if (node === undefined || tsApi.isJSDocSignature(node)) return;
    const program = context.program;
    let exported = exportedBy.get(program);
    if (exported === undefined) {
      exported = exportedSymbols(tsApi, program, files);
      exportedBy.set(program, exported);
    }
    const lookup: AliasLookup = { tsApi, checker: context.checker, packageDirs: dirs, exported };
    const renamed = (type: SomeType | undefined, written: ts.TypeNode | undefined): SomeType | undefined => {
      if (type === undefined || written === undefined || !(mentionsTypeAlias(lookup, written) || mentionsThis(tsApi, written)))
        return undefined;
      if (type.type === 'reflection') context.project.removeReflection(type.declaration);
      return converter.convertType(context, written);
    };
    const parameters: readonly ParameterReflection[] = signature.parameters ?? [];
    // a `this` parameter is a symbol of the signature but a node only when written
    const offset = parameters.length - node.parameters.length;
    node.parameters.forEach((written, index) => {
      const parameter = parameters[index + offset];
      const type = parameter && renamed(parameter.type, written.type);
      if (parameter && type) parameter.type = type;
    });
    const returned = renamed(signature.type, node.type);
    if (returned) signature.type = returned;
    // a type parameter's constraint and default too (`typedData extends TypedData`, not its 100 index signatures)
    (node.typeParameters ?? []).forEach((written, index) => {
      const parameter = signature.typeParameters?.[index];
      if (parameter === undefined || parameter.name !== written.name.text) return;
      const constraint = renamed(parameter.type, written.constraint);
      if (constraint) parameter.type = constraint;
      const fallback = renamed(parameter.default, written.default);
      if (fallback) parameter.default = fallback;
    });
  });
}
