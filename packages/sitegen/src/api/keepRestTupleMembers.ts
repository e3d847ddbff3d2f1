import type ts from 'typescript';
import type { Context, DeclarationReflection, NamedTupleMember, SomeType, TypeVisitor } from 'typedoc';

/** The parts of TypeDoc this hook uses (typedoc is an optional peer, imported lazily). */
export interface TypedocForTuples {
  TypeScript: typeof ts;
  Converter: { readonly EVENT_RESOLVE_BEGIN: 'resolveBegin' };
  ReflectionKind: { readonly TypeAlias: number };
  RestType: new (elementType: SomeType) => SomeType;
  makeRecursiveVisitor(visitor: Partial<TypeVisitor>): TypeVisitor;
}

interface ConverterLike {
  on(event: 'resolveBegin', listener: (context: Context) => void): void;
}

/**
 * The named members of a written type, in the order TypeDoc visits its converted type: an
 * object type literal becomes a reflection whose members the type visitor does not enter, so
 * the walk does not enter it either.
 */
function namedTupleMembersOf(tsApi: typeof ts, node: ts.Node): ts.NamedTupleMember[] {
  if (tsApi.isTypeLiteralNode(node)) return [];
  const own = tsApi.isNamedTupleMember(node) ? [node] : [];
  const inner: ts.NamedTupleMember[] = [];
  tsApi.forEachChild(node, (child) => {
    inner.push(...namedTupleMembersOf(tsApi, child));
  });
  return [...own, ...inner];
}

/**
 * TypeDoc converts a type alias from its written node, and a named tuple member from it loses
 * its `...`: `[first: A, ...rest: B[]]` read as exactly two elements. Each named member whose
 * declaration is a rest element becomes a rest element again, as TypeDoc itself writes it where
 * it converts from the checker's type. The two walks pair members by position and name; where
 * they disagree, the type stays as TypeDoc made it.
 */
export function keepRestTupleMembers(td: TypedocForTuples, converter: ConverterLike): void {
  const tsApi = td.TypeScript;
  converter.on(td.Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of context.project.getReflectionsByKind(td.ReflectionKind.TypeAlias) as DeclarationReflection[]) {
      const declaration = context.getSymbolFromReflection(reflection)?.declarations?.find(tsApi.isTypeAliasDeclaration);
      if (reflection.type === undefined || declaration === undefined) continue;
      const written = namedTupleMembersOf(tsApi, declaration.type);
      if (!written.some((member) => member.dotDotDotToken !== undefined)) continue;
      const converted: NamedTupleMember[] = [];
      reflection.type.visit(td.makeRecursiveVisitor({ namedTupleMember: (member) => converted.push(member) }));
      if (converted.length !== written.length || converted.some((member, index) => member.name !== written[index]?.name.text)) continue;
      const rest = new Set(converted.filter((_, index) => written[index]?.dotDotDotToken !== undefined));
      reflection.type.visit(
        td.makeRecursiveVisitor({
          tuple: (tuple) => {
            tuple.elements = tuple.elements.map((element) =>
              element.type === 'namedTupleMember' && rest.has(element) ? new td.RestType(element) : element,
            );
          },
        }),
      );
    }
  });
}
