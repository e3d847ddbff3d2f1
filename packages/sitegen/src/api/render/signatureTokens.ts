import type { ApiDeclaration, ApiMember, ApiSignature, ApiType } from '../model.js';
import {
  kw,
  ONE_LINE,
  p,
  parameterListTokens,
  tokensText,
  typeParameterTokens,
  typeTokens,
  type PrintOptions,
  type TypeToken,
} from './typeTokens.js';

/** Past this width a signature breaks its parameters onto lines of their own. */
const MAX_WIDTH = 80;
const BROKEN: PrintOptions = { multiline: true, indent: '  ' };
const MULTILINE: PrintOptions = { multiline: true, indent: '' };

const name = (text: string): TypeToken => ({ text, kind: 'name' });
const words = (list: string[]): TypeToken[] => list.flatMap((word) => [kw(word), p(' ')]);

function modifiers(member: ApiMember): string[] {
  const { flags } = member;
  return [
    flags.isProtected && 'protected',
    flags.isStatic && 'static',
    flags.isAbstract && 'abstract',
    flags.isReadonly && 'readonly',
  ].filter((word): word is string => typeof word === 'string');
}

function typeOrUnknown(type: ApiType | undefined, options: PrintOptions): TypeToken[] {
  return type ? typeTokens(type, options) : [{ text: 'unknown', kind: 'intrinsic' }];
}

function returnTokens(signature: ApiSignature, options: PrintOptions): TypeToken[] {
  return signature.returnType ? typeTokens(signature.returnType, options) : [{ text: 'void', kind: 'intrinsic' }];
}

/**
 * A call signature: `prefix name<T>(a: A): R` on one line when it fits, else one
 * parameter per line (object types then spread over lines too).
 */
function callTokens(prefix: TypeToken[], head: TypeToken | undefined, signature: ApiSignature, withReturn = true): TypeToken[] {
  const start = [...prefix, ...(head ? [head] : []), ...typeParameterTokens(signature.typeParameters)];
  const end = (options: PrintOptions) => (withReturn ? [p(': '), ...returnTokens(signature, options)] : []);
  const oneLine = [...start, p('('), ...parameterListTokens(signature, ONE_LINE), p(')'), ...end(ONE_LINE)];
  if (tokensText(oneLine).length <= MAX_WIDTH || signature.parameters.length === 0) return oneLine;
  const params = signature.parameters.map((param) => [
    p('  '),
    ...(param.flags.isRest ? [p('...')] : []),
    { text: param.name, kind: 'param' as const },
    ...(param.flags.isOptional ? [p('?')] : []),
    ...(param.type ? [p(': '), ...typeTokens(param.type, BROKEN)] : []),
  ]);
  return [
    ...start,
    p('(\n'),
    ...params.flatMap((param, index) => (index === 0 ? param : [p(',\n'), ...param])),
    p('\n)'),
    ...end(MULTILINE),
  ];
}

export function memberSignatureTokens(member: ApiMember, signature: ApiSignature, ownerName: string): TypeToken[] {
  if (member.kind === 'constructor') return callTokens(words(['new']), name(ownerName), signature);
  if (signature.kind === 'get')
    return [...words([...modifiers(member), 'get']), name(member.name), p('(): '), ...returnTokens(signature, MULTILINE)];
  if (signature.kind === 'set') return callTokens(words([...modifiers(member), 'set']), name(member.name), signature, false);
  return callTokens(words(modifiers(member)), name(member.name), signature);
}

/** A property (`readonly code: string`) or an enumeration member (`PERCENT_00_05 = 500`). */
export function propertyTokens(member: ApiMember): TypeToken[] {
  if (member.kind === 'enumMember') return [name(member.name), p(' = '), ...typeOrUnknown(member.type, MULTILINE)];
  return [
    ...words(modifiers(member)),
    name(member.name),
    p(member.flags.isOptional ? '?: ' : ': '),
    ...typeOrUnknown(member.type, MULTILINE),
  ];
}

/** The declaration line of a type alias or variable; `body` in place of the alias's type. */
export function declarationTokens(declaration: ApiDeclaration, body?: TypeToken[]): TypeToken[] {
  if (declaration.kind === 'typeAlias') {
    return [
      ...words(['type']),
      name(declaration.name),
      ...typeParameterTokens(declaration.typeParameters),
      p(' = '),
      ...(body ?? typeOrUnknown(declaration.type, MULTILINE)),
    ];
  }
  const value = declaration.defaultValue ? [p(` = ${declaration.defaultValue}`)] : [];
  return [
    ...words([declaration.flags.isConst ? 'const' : 'let']),
    name(declaration.name),
    p(': '),
    ...typeOrUnknown(declaration.type, MULTILINE),
    ...value,
  ];
}

/** `function name(a: A): R` for a function, `(a: A): R` for the call signature of an interface. */
export function functionSignatureTokens(declaration: ApiDeclaration, signature: ApiSignature): TypeToken[] {
  if (declaration.kind !== 'function') return callTokens([], undefined, signature);
  return callTokens(words(['function']), name(declaration.name), signature);
}

/** A short one-line form for tables and the exports list. */
export function shortTypeText(type: ApiType): string {
  return tokensText(typeTokens(type));
}
