import type { ApiDeclaration, ApiMember, ApiSignature, ApiType } from '../model.js';
import { parameterListTokens, tokensText, typeParameterTokens, typeText, typeTokens, type PrintOptions } from './typeTokens.js';

/** Past this width a signature breaks its parameters onto lines of their own. */
const MAX_WIDTH = 80;
const ONE_LINE: PrintOptions = { multiline: false, indent: '' };
const BROKEN: PrintOptions = { multiline: true, indent: '  ' };

function modifiers(member: Pick<ApiMember, 'flags'> | undefined): string {
  if (!member) return '';
  const { flags } = member;
  return [flags.isProtected && 'protected', flags.isStatic && 'static', flags.isAbstract && 'abstract', flags.isReadonly && 'readonly']
    .filter(Boolean)
    .map((word) => `${word} `)
    .join('');
}

function returnText(signature: ApiSignature, options: PrintOptions): string {
  return signature.returnType ? typeText(signature.returnType, options) : 'void';
}

/**
 * A call signature as TypeScript: `prefix name<T>(a: A): R` on one line when it fits,
 * else one parameter per line (object types then spread over lines too).
 */
export function callSignatureText(prefix: string, name: string, signature: ApiSignature): string {
  const typeParams = tokensText(typeParameterTokens(signature.typeParameters));
  const oneLine = `${prefix}${name}${typeParams}(${tokensText(parameterListTokens(signature, ONE_LINE))}): ${returnText(signature, ONE_LINE)}`;
  if (oneLine.length <= MAX_WIDTH || signature.parameters.length === 0) return oneLine;
  const params = signature.parameters.map((param) => {
    const head = `${param.flags.isRest ? '...' : ''}${param.name}${param.flags.isOptional ? '?' : ''}`;
    return `  ${head}${param.type ? `: ${typeText(param.type, BROKEN)}` : ''}`;
  });
  return `${prefix}${name}${typeParams}(\n${params.join(',\n')}\n): ${returnText(signature, { multiline: true, indent: '' })}`;
}

export function memberSignatureText(member: ApiMember, signature: ApiSignature, ownerName: string): string {
  if (member.kind === 'constructor') return callSignatureText('new ', ownerName, signature);
  if (signature.kind === 'get') return `${modifiers(member)}get ${member.name}(): ${returnText(signature, BROKEN)}`;
  if (signature.kind === 'set') return callSignatureText(`${modifiers(member)}set `, member.name, signature).replace(/: void$/, '');
  return callSignatureText(modifiers(member), member.name, signature);
}

export function propertyText(member: ApiMember): string {
  const type = member.type ? typeText(member.type, { multiline: true, indent: '' }) : 'unknown';
  if (member.kind === 'enumMember') return `${member.name} = ${type}`;
  return `${modifiers(member)}${member.name}${member.flags.isOptional ? '?' : ''}: ${type}`;
}

function typeOf(type: ApiType | undefined): string {
  return type ? typeText(type, { multiline: true, indent: '' }) : 'unknown';
}

/** The declaration line of a type alias or variable. */
export function declarationText(declaration: ApiDeclaration): string {
  const typeParams = tokensText(typeParameterTokens(declaration.typeParameters));
  if (declaration.kind === 'typeAlias') return `type ${declaration.name}${typeParams} = ${typeOf(declaration.type)}`;
  const keyword = declaration.flags.isConst ? 'const' : 'let';
  return `${keyword} ${declaration.name}: ${typeOf(declaration.type)}${declaration.defaultValue ? ` = ${declaration.defaultValue}` : ''}`;
}

export function functionSignatureText(declaration: ApiDeclaration, signature: ApiSignature): string {
  return callSignatureText('function ', declaration.name, signature);
}

/** A short one-line form for tables and the exports list. */
export function shortTypeText(type: ApiType): string {
  return tokensText(typeTokens(type));
}
