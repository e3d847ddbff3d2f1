import type { JSONOutput } from 'typedoc';
import type { ApiFlags, ApiParameter, ApiProperty, ApiSignature, ApiTypeParameter } from '../model.js';
import { convertComment } from './convertComment.js';
import type { ConvertContext } from './ConvertContext.js';
import { convertType } from './convertType.js';

const FLAG_NAMES = ['isOptional', 'isReadonly', 'isStatic', 'isProtected', 'isPrivate', 'isAbstract', 'isRest', 'isConst'] as const;

/** Only the flags a reader needs; TypeDoc's isExternal/isInherited are bookkeeping. */
export function convertFlags(flags: JSONOutput.ReflectionFlags): ApiFlags {
  const result: ApiFlags = {};
  for (const name of FLAG_NAMES) if (flags[name]) result[name] = true;
  return result;
}

/** TypeDoc writes '...' for defaults it cannot show (declaration files carry no initialisers). */
export function usefulDefault(value: string | undefined): string | undefined {
  return value === undefined || value === '...' ? undefined : value;
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
