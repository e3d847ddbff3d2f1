import type { ApiDeclaration, ApiMember, ApiProperty, ApiSignature, ApiType } from './model.js';
import { objectAliasProperties } from './planPage.js';
import { parameterListTokens, tokensText, typeParameterTokens, typeText } from './render/typeTokens.js';
import type { ApiMemberSummary } from './types.js';

interface DocumentedType {
  type: string;
  isArray?: boolean;
}

/** The one documented export a type is (or is an array of), `Promise<X>` and `X | undefined` seen through. */
function documentedType(type: ApiType | undefined): DocumentedType | undefined {
  if (type?.kind === 'reference') {
    if (type.target !== undefined && !type.target.includes('.')) return { type: type.target };
    const [argument] = type.typeArguments;
    if (type.name === 'Promise') return documentedType(argument);
    const element = type.name === 'Array' ? documentedType(argument) : undefined;
    return element && !element.isArray ? { ...element, isArray: true } : undefined;
  }
  if (type?.kind === 'array') {
    const element = documentedType(type.element);
    return element && !element.isArray ? { ...element, isArray: true } : undefined;
  }
  if (type?.kind !== 'union') return undefined;
  const documented = type.types.map(documentedType).filter((found) => found !== undefined);
  return documented.length === 1 ? documented[0] : undefined;
}

function callText(name: string, signature: ApiSignature, withReturn = true): string {
  const typeParameters = tokensText(typeParameterTokens(signature.typeParameters));
  const returns = signature.returnType ? typeText(signature.returnType) : 'void';
  return `${name}${typeParameters}(${tokensText(parameterListTokens(signature))})${withReturn ? `: ${returns}` : ''}`;
}

function summaryOf(owner: ApiDeclaration, member: ApiMember): ApiMemberSummary {
  // a function has no instances: its members (a namespace merged onto it, ethers' keccak256.register) are reached through it
  const isStatic = member.kind === 'enumMember' || member.flags.isStatic === true || owner.kind === 'function';
  const base = { owner: owner.name, name: member.name, kind: member.kind, isStatic };
  const prefix = member.flags.isStatic === true ? 'static ' : '';
  const [first] = member.signatures;
  if (member.kind === 'method' && first)
    return { ...base, signature: prefix + callText(member.name, first), ...documentedType(first.returnType) };
  if (member.kind === 'constructor' && first) return { ...base, signature: `new ${callText(owner.name, first, false)}` };
  if (member.kind === 'enumMember')
    return { ...base, signature: `${owner.name}.${member.name}${member.type ? ` = ${typeText(member.type)}` : ''}` };
  const type = member.type ?? member.getter?.returnType;
  const optional = member.flags.isOptional === true ? '?' : '';
  return { ...base, signature: `${prefix}${member.name}${optional}: ${type ? typeText(type) : 'unknown'}`, ...documentedType(type) };
}

/** A property of an object type alias (ky's `KyInstance`): an instance's member; a method where the object type writes one. */
function propertySummaryOf(owner: ApiDeclaration, property: ApiProperty): ApiMemberSummary {
  const base = { owner: owner.name, name: property.name, isStatic: false };
  const [first] = property.signatures;
  if (first) return { ...base, kind: 'method', signature: callText(property.name, first), ...documentedType(first.returnType) };
  const optional = property.flags.isOptional === true ? '?' : '';
  const type = property.type;
  return {
    ...base,
    kind: 'property',
    signature: `${property.name}${optional}: ${type ? typeText(type) : 'unknown'}`,
    ...documentedType(type),
  };
}

/** Every member of every export, with the documented type it leads to, for linking member chains in code. */
export function memberSummaries(declarations: ApiDeclaration[]): ApiMemberSummary[] {
  return declarations.flatMap((declaration) => [
    ...declaration.members.map((member) => summaryOf(declaration, member)),
    ...objectAliasProperties(declaration).map((property) => propertySummaryOf(declaration, property)),
  ]);
}
