import type { JSONOutput } from 'typedoc';
import type { ApiParameter, ApiProperty, ApiSignature, ApiTupleElement, ApiType, ApiTypeParameter } from '../model.js';
import { convertComment } from './convertComment.js';
import type { ConvertContext } from './ConvertContext.js';
import { convertFlags, usefulDefault } from './convertFlags.js';

// a type holds signatures and properties (an object type), which hold types: one recursion, one module

function literalText(value: JSONOutput.LiteralType['value']): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return `${value.negative ? '-' : ''}${value.value}n`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function convertReference(context: ConvertContext, type: JSONOutput.ReferenceType): ApiType {
  const typeArguments = (type.typeArguments ?? []).map((arg) => convertType(context, arg));
  if (type.refersToTypeParameter) return { kind: 'reference', name: type.name, typeArguments, isTypeParameter: true };
  if (typeof type.target === 'number') {
    const target = context.symbolPaths.get(type.target);
    return target === undefined
      ? { kind: 'reference', name: type.name, typeArguments }
      : { kind: 'reference', name: type.name, target, typeArguments };
  }
  const external = type.package !== undefined && type.package !== context.packageName;
  return { kind: 'reference', name: type.name, typeArguments, ...(external ? { external } : {}) };
}

function convertTupleElement(context: ConvertContext, element: JSONOutput.SomeType): ApiTupleElement {
  if (element.type === 'namedTupleMember') {
    return { name: element.name, isOptional: element.isOptional, type: convertType(context, element.element) };
  }
  // a named rest element: `...rest: B[]`
  if (element.type === 'rest' && element.elementType.type === 'namedTupleMember') {
    const member = element.elementType;
    return { name: member.name, isOptional: member.isOptional, type: { kind: 'rest', element: convertType(context, member.element) } };
  }
  if (element.type === 'optional') return { isOptional: true, type: convertType(context, element.elementType) };
  return { isOptional: false, type: convertType(context, element) };
}

function convertReflectionType(context: ConvertContext, declaration: JSONOutput.DeclarationReflection): ApiType {
  return {
    kind: 'object',
    properties: (declaration.children ?? []).map((child) => convertProperty(context, child)),
    signatures: (declaration.signatures ?? []).map((signature) => convertSignature(context, signature)),
    indexSignatures: (declaration.indexSignatures ?? []).map((signature) => convertSignature(context, signature)),
  };
}

/** One TypeDoc type node → our type node, recursively; every type kind of TypeDoc's schema 2.0 is handled. */
export function convertType(context: ConvertContext, type: JSONOutput.SomeType): ApiType {
  const convert = (inner: JSONOutput.SomeType) => convertType(context, inner);
  switch (type.type) {
    case 'intrinsic':
      return { kind: 'intrinsic', name: type.name };
    case 'literal':
      return { kind: 'literal', text: literalText(type.value) };
    case 'reference':
      return convertReference(context, type);
    case 'array':
      return { kind: 'array', element: convert(type.elementType) };
    case 'tuple':
      return { kind: 'tuple', elements: (type.elements ?? []).map((element) => convertTupleElement(context, element)) };
    case 'namedTupleMember':
      return { kind: 'tuple', elements: [convertTupleElement(context, type)] };
    case 'union':
      return { kind: 'union', types: type.types.map(convert) };
    case 'intersection':
      return { kind: 'intersection', types: type.types.map(convert) };
    case 'indexedAccess':
      return { kind: 'indexedAccess', object: convert(type.objectType), index: convert(type.indexType) };
    case 'conditional':
      return {
        kind: 'conditional',
        check: convert(type.checkType),
        extends: convert(type.extendsType),
        whenTrue: convert(type.trueType),
        whenFalse: convert(type.falseType),
      };
    case 'mapped':
      return {
        kind: 'mapped',
        parameter: type.parameter,
        parameterType: convert(type.parameterType),
        template: convert(type.templateType),
        ...(type.nameType ? { nameType: convert(type.nameType) } : {}),
        ...(type.readonlyModifier ? { readonlyModifier: type.readonlyModifier } : {}),
        ...(type.optionalModifier ? { optionalModifier: type.optionalModifier } : {}),
      };
    case 'typeOperator':
      return { kind: 'typeOperator', operator: type.operator, target: convert(type.target) };
    case 'query':
      return { kind: 'query', target: convert(type.queryType) };
    case 'predicate':
      return {
        kind: 'predicate',
        name: type.name,
        asserts: type.asserts,
        ...(type.targetType ? { target: convert(type.targetType) } : {}),
      };
    case 'templateLiteral':
      return { kind: 'templateLiteral', head: type.head, tail: type.tail.map(([inner, text]) => ({ type: convert(inner), text })) };
    case 'optional':
      return { kind: 'optional', element: convert(type.elementType) };
    case 'rest':
      return { kind: 'rest', element: convert(type.elementType) };
    case 'inferred':
      return { kind: 'inferred', name: type.name, ...(type.constraint ? { constraint: convert(type.constraint) } : {}) };
    case 'reflection':
      return convertReflectionType(context, type.declaration);
    case 'unknown':
      return { kind: 'unknown', text: type.name };
  }
}

export function convertTypeParameter(context: ConvertContext, param: JSONOutput.TypeParameterReflection): ApiTypeParameter {
  const comment = convertComment(context, param.comment);
  return {
    name: param.name,
    ...(param.type ? { constraint: convertType(context, param.type) } : {}),
    ...(param.default ? { default: convertType(context, param.default) } : {}),
    ...(comment ? { comment } : {}),
    ...(param.varianceModifier ? { modifier: param.varianceModifier } : {}),
    ...(param.flags.isConst ? { modifier: 'const' } : {}),
  };
}

function convertParameter(context: ConvertContext, param: JSONOutput.ParameterReflection): ApiParameter {
  const comment = convertComment(context, param.comment);
  const defaultValue = usefulDefault(param.defaultValue);
  return {
    name: param.name,
    ...(param.type ? { type: convertType(context, param.type) } : {}),
    flags: convertFlags(param.flags),
    ...(defaultValue === undefined ? {} : { defaultValue }),
    ...(comment ? { comment } : {}),
  };
}

const SIGNATURE_KINDS: Record<number, ApiSignature['kind']> = {
  4096: 'call',
  8192: 'index',
  16384: 'construct',
  524288: 'get',
  1048576: 'set',
};

export function convertSignature(context: ConvertContext, signature: JSONOutput.SignatureReflection): ApiSignature {
  const comment = convertComment(context, signature.comment);
  return {
    kind: SIGNATURE_KINDS[signature.kind] ?? 'call',
    name: signature.name,
    ...(comment ? { comment } : {}),
    typeParameters: (signature.typeParameters ?? []).map((param) => convertTypeParameter(context, param)),
    parameters: (signature.parameters ?? []).map((param) => convertParameter(context, param)),
    ...(signature.type ? { returnType: convertType(context, signature.type) } : {}),
    flags: convertFlags(signature.flags),
  };
}

/** A property of an inline object type; methods written in object types keep their signatures. */
export function convertProperty(context: ConvertContext, child: JSONOutput.DeclarationReflection): ApiProperty {
  const comment = convertComment(context, child.comment ?? child.signatures?.[0]?.comment);
  return {
    name: child.name,
    flags: convertFlags(child.flags),
    ...(child.type ? { type: convertType(context, child.type) } : {}),
    ...(comment ? { comment } : {}),
    signatures: (child.signatures ?? []).map((signature) => convertSignature(context, signature)),
  };
}
