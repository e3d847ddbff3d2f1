import type ts from 'typescript';

/** A name TypeScript could not resolve, where it is written. */
export interface UnresolvedName {
  /** as written: 'JSBI', 'Buffer', 'NodeJS.Timeout' */
  name: string;
  /** the module it is imported from, when TypeScript cannot find that module: 'jsbi' */
  module?: string;
  /** the declaration file that writes it (or imports it) */
  fileName: string;
  /** 1-based */
  line: number;
}

/** Why a declaration's type may show as `any`. */
export interface AnyExplanation {
  /** the declaration, or one it refers to, writes `any` */
  writesAny: boolean;
  unresolved: UnresolvedName[];
}

const NOTHING: AnyExplanation = { writesAny: false, unresolved: [] };

/**
 * Explains the `any` in types of declarations by reading what they write, following the
 * names they refer to (type aliases, imports, and at need interfaces and classes) into their
 * own declarations: either some declaration writes `any`, or a name on the way resolves to
 * nothing (an import from a module TypeScript cannot find, a global no installed package
 * declares). Shallow first: a type shows an interface or a class by name, so what their
 * members write rarely explains it, and following them would blame every unresolved name of
 * a class on each of its uses; they are followed only when nothing else explains the `any`
 * (a mapped type such as `Prettify<Interface>` shows their members). One explainer per
 * program: each declaration is explained once and shared by every question.
 */
export function createAnyExplainer(tsApi: typeof ts, program: ts.Program): (node: ts.Node) => AnyExplanation {
  const checker = program.getTypeChecker();
  const explained = { shallow: new Map<ts.Node, AnyExplanation>(), deep: new Map<ts.Node, AnyExplanation>() };

  const where = (node: ts.Node): { fileName: string; line: number } => {
    const file = node.getSourceFile();
    return { fileName: file.fileName, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1 };
  };
  const resolves = (symbol: ts.Symbol | undefined): symbol is ts.Symbol => (symbol?.declarations?.length ?? 0) > 0;

  /** The import an alias comes from, and whether TypeScript found its module. */
  const importOf = (alias: ts.Symbol): { specifier: ts.StringLiteral; found: boolean } | undefined => {
    let node: ts.Node | undefined = alias.declarations?.[0];
    while (
      node !== undefined &&
      !tsApi.isImportDeclaration(node) &&
      !tsApi.isExportDeclaration(node) &&
      !tsApi.isImportEqualsDeclaration(node)
    )
      node = node.parent;
    if (node === undefined) return undefined;
    const specifier = tsApi.isImportEqualsDeclaration(node)
      ? tsApi.isExternalModuleReference(node.moduleReference)
        ? node.moduleReference.expression
        : undefined
      : node.moduleSpecifier;
    if (specifier === undefined || !tsApi.isStringLiteral(specifier)) return undefined;
    return { specifier, found: checker.getSymbolAtLocation(specifier) !== undefined };
  };

  const follow = (symbol: ts.Symbol, into: AnyExplanation, deep: boolean): void => {
    const target = symbol.flags & tsApi.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    for (const declaration of target.declarations ?? []) {
      if (!deep && (tsApi.isClassDeclaration(declaration) || tsApi.isInterfaceDeclaration(declaration))) continue;
      merge(into, explain(declaration, deep));
    }
  };

  const explainName = (name: ts.EntityName | ts.Expression, into: AnyExplanation, deep: boolean): void => {
    // `A.B.C`: the leftmost name is the one an import or a global provides
    let leftmost: ts.Node = name;
    while (tsApi.isQualifiedName(leftmost) || tsApi.isPropertyAccessExpression(leftmost))
      leftmost = tsApi.isQualifiedName(leftmost) ? leftmost.left : leftmost.expression;
    const first = checker.getSymbolAtLocation(leftmost);
    if (first !== undefined && first.flags & tsApi.SymbolFlags.Alias && !resolves(checker.getAliasedSymbol(first))) {
      const imported = importOf(first);
      const at = imported?.specifier ?? first.declarations?.[0] ?? name;
      into.unresolved.push({
        name: name.getText(),
        ...(imported && !imported.found ? { module: imported.specifier.text } : {}),
        ...where(at),
      });
      return;
    }
    const symbol = checker.getSymbolAtLocation(name);
    if (!resolves(symbol)) {
      into.unresolved.push({ name: name.getText(), ...where(name) });
      return;
    }
    follow(symbol, into, deep);
  };

  /** `import('jsbi').default`: the module is named in the type itself. */
  const explainImportType = (node: ts.ImportTypeNode, into: AnyExplanation, deep: boolean): void => {
    const argument = node.argument;
    if (!tsApi.isLiteralTypeNode(argument) || !tsApi.isStringLiteral(argument.literal)) return;
    if (checker.getSymbolAtLocation(argument.literal) === undefined) {
      into.unresolved.push({ name: node.getText(), module: argument.literal.text, ...where(node) });
      return;
    }
    const symbol = node.qualifier === undefined ? undefined : checker.getSymbolAtLocation(node.qualifier);
    if (resolves(symbol)) follow(symbol, into, deep);
  };

  const visit = (node: ts.Node, into: AnyExplanation, deep: boolean): void => {
    if (node.kind === tsApi.SyntaxKind.AnyKeyword) into.writesAny = true;
    else if (tsApi.isTypeReferenceNode(node)) explainName(node.typeName, into, deep);
    else if (tsApi.isExpressionWithTypeArguments(node)) explainName(node.expression, into, deep);
    else if (tsApi.isTypeQueryNode(node)) explainName(node.exprName, into, deep);
    else if (tsApi.isImportTypeNode(node)) explainImportType(node, into, deep);
    tsApi.forEachChild(node, (child) => visit(child, into, deep));
  };

  function explain(node: ts.Node, deep: boolean): AnyExplanation {
    const memo = deep ? explained.deep : explained.shallow;
    const known = memo.get(node);
    if (known !== undefined) return known;
    // a declaration that refers to itself explains nothing more the second time round
    memo.set(node, NOTHING);
    const result: AnyExplanation = { writesAny: false, unresolved: [] };
    visit(node, result, deep);
    memo.set(node, result);
    return result;
  }

  return (node) => {
    const shallow = explain(node, false);
    return shallow.writesAny || shallow.unresolved.length > 0 ? shallow : explain(node, true);
  };
}

function merge(into: AnyExplanation, from: AnyExplanation): void {
  into.writesAny ||= from.writesAny;
  for (const name of from.unresolved) if (!into.unresolved.includes(name)) into.unresolved.push(name);
}
