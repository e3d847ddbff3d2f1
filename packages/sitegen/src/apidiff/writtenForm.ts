import type { ApiMember, ApiParameter, ApiSignature, ApiType, ApiTypeParameter } from '../api/model.js';
import { parameterListTokens, tokensText, typeParameterTokens, typeText } from '../api/render/typeTokens.js';

/**
 * Types are compared by their written form, as the reference prints them, normalised so
 * that what TypeScript may print in another order (the members of a union or an
 * intersection) compares equal. Links (`target`) are no part of a type's written form.
 */
function normalised(type: ApiType): ApiType {
  return sortedMembers(type) as ApiType;
}

/** A deep copy of the model's plain JSON with every union's and intersection's members in written order. */
function sortedMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedMembers);
  if (value === null || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, sortedMembers(entry)]));
  if ((copy.kind === 'union' || copy.kind === 'intersection') && Array.isArray(copy.types)) {
    copy.types = [...new Map((copy.types as ApiType[]).map((member) => [typeText(member), member])).entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, member]) => member);
  }
  return copy;
}

export function writtenType(type: ApiType | undefined): string {
  return type === undefined ? 'any' : typeText(normalised(type));
}

function unionMembers(type: ApiType | undefined): string[] {
  if (type === undefined) return ['any'];
  if (type.kind === 'union') return type.types.flatMap(unionMembers);
  return [writtenType(type)];
}

const TOP_TYPES = new Set(['any', 'unknown']);

/** The intrinsic type a literal belongs to: '"GET"' → 'string', '10n' → 'bigint'. */
function literalBase(member: string): string | undefined {
  if (/^(["'`]).*\1$/s.test(member)) return 'string';
  if (/^-?\d+n$/.test(member)) return 'bigint';
  if (/^-?(\d|\.\d)/.test(member)) return 'number';
  if (member === 'true' || member === 'false') return 'boolean';
  return undefined;
}

/**
 * Whether every value of `narrow` is a value of `wide`, as far as the written forms show:
 * each member of `narrow`'s union is one of `wide`'s, or a literal of an intrinsic type
 * `wide` has, or `wide` is `any`/`unknown`. Anything else (an object type changed inside,
 * a reference to another type) is not known to be wider, so it counts as changed.
 */
export function covers(wide: ApiType | undefined, narrow: ApiType | undefined): boolean {
  const wideMembers = new Set(unionMembers(wide));
  if ([...wideMembers].some((member) => TOP_TYPES.has(member))) return true;
  return unionMembers(narrow).every((member) => {
    if (member === 'never' || wideMembers.has(member)) return true;
    const base = literalBase(member);
    if (base !== undefined && wideMembers.has(base)) return true;
    return member === 'boolean' && wideMembers.has('true') && wideMembers.has('false');
  });
}

/** `name<T>(a: A): R`, or `new (a: A): R` for a constructor, with its types written normalised. */
export function writtenSignature(signature: ApiSignature, name?: string): string {
  const head = signature.kind === 'construct' ? 'new ' : (name ?? '');
  const parameters = tokensText(parameterListTokens({ ...signature, parameters: signature.parameters.map(normalisedParameter) }));
  const returned = signature.returnType ? writtenType(signature.returnType) : 'void';
  return `${head}${writtenTypeParameters(signature.typeParameters)}(${parameters}): ${returned}`;
}

/** A signature's written form with its parameters named by position: the shape that a rename keeps (parameter names are no part of the API). */
export function signatureShape(signature: ApiSignature): string {
  return writtenSignature({
    ...signature,
    parameters: signature.parameters.map((parameter, index) => ({ ...parameter, name: `p${index}` })),
  });
}

function normalisedParameter(parameter: ApiParameter): ApiParameter {
  return parameter.type === undefined ? parameter : { ...parameter, type: normalised(parameter.type) };
}

export function writtenTypeParameters(params: ApiTypeParameter[]): string {
  return tokensText(
    typeParameterTokens(
      params.map((param) => ({
        ...param,
        ...(param.constraint ? { constraint: normalised(param.constraint) } : {}),
        ...(param.default ? { default: normalised(param.default) } : {}),
      })),
    ),
  );
}

/** A member as one line: `readonly name?: T`, `name(a: A): R` (each overload), `get name(): T`, `NAME = 1`. */
export function writtenMember(member: ApiMember, name = member.name): string {
  const modifiers = [
    member.flags.isStatic ? 'static ' : '',
    member.flags.isProtected ? 'protected ' : '',
    member.flags.isAbstract ? 'abstract ' : '',
    member.flags.isReadonly ? 'readonly ' : '',
  ].join('');
  if (member.kind === 'enumMember') return `${name} = ${writtenType(member.type)}`;
  if (member.kind === 'accessor') {
    const getter = member.getter ? `get ${name}(): ${writtenType(member.getter.returnType)}` : '';
    const setter = member.setter ? `set ${name}(${member.setter.parameters.map((param) => writtenType(param.type)).join(', ')})` : '';
    return `${modifiers}${[getter, setter].filter((part) => part !== '').join('; ')}`;
  }
  if (member.signatures.length > 0)
    return member.signatures.map((signature) => `${modifiers}${writtenSignature(signature, name)}`).join('; ');
  return `${modifiers}${name}${member.flags.isOptional ? '?' : ''}: ${writtenType(member.type)}`;
}
