import type { ApiProperty, ApiSignature, ApiType, ApiTypeParameter } from '../model.js';

/** A piece of printed TypeScript; `target` marks a reference to a documented symbol, `external` one from elsewhere. */
export interface TypeToken {
  text: string;
  /** `intrinsic` for built-in types (string, void); `keyword` for the language's words (new, readonly, keyof) */
  kind: 'keyword' | 'intrinsic' | 'punct' | 'name' | 'ref' | 'literal' | 'param';
  target?: string;
  external?: boolean;
  /** a reference to a type parameter (`extendSchema`): never a link to an export of the same name */
  typeParameter?: boolean;
}

export interface PrintOptions {
  /** print object types with several members over several lines (signatures), else on one line (tables) */
  multiline: boolean;
  indent: string;
}

export const ONE_LINE: PrintOptions = { multiline: false, indent: '' };

export const kw = (text: string): TypeToken => ({ text, kind: 'keyword' });
export const p = (text: string): TypeToken => ({ text, kind: 'punct' });
const nm = (text: string): TypeToken => ({ text, kind: 'name' });
const VOID: TypeToken = { text: 'void', kind: 'intrinsic' };
const ANY: TypeToken = { text: 'any', kind: 'intrinsic' };

function joined(parts: TypeToken[][], separator: TypeToken[]): TypeToken[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [...separator, ...part]));
}

function isFunctionType(type: ApiType): boolean {
  return type.kind === 'object' && type.properties.length === 0 && type.indexSignatures.length === 0 && type.signatures.length === 1;
}

/** Where a type needs parentheses: inside arrays, unions and intersections. */
function needsParens(type: ApiType, context: 'array' | 'union' | 'intersection'): boolean {
  if (type.kind === 'conditional' || isFunctionType(type)) return true;
  if (context === 'array') return ['union', 'intersection', 'typeOperator', 'inferred'].includes(type.kind);
  if (context === 'intersection') return type.kind === 'union';
  return false;
}

function wrapped(type: ApiType, context: 'array' | 'union' | 'intersection', options: PrintOptions): TypeToken[] {
  const inner = typeTokens(type, options);
  return needsParens(type, context) ? [p('('), ...inner, p(')')] : inner;
}

export function typeParameterTokens(params: ApiTypeParameter[], options: PrintOptions = ONE_LINE): TypeToken[] {
  if (params.length === 0) return [];
  const list = params.map((param) => [
    ...(param.modifier ? [kw(param.modifier), p(' ')] : []),
    nm(param.name),
    ...(param.constraint ? [p(' '), kw('extends'), p(' '), ...typeTokens(param.constraint, options)] : []),
    ...(param.default ? [p(' = '), ...typeTokens(param.default, options)] : []),
  ]);
  return [p('<'), ...joined(list, [p(', ')]), p('>')];
}

export function parameterListTokens(signature: ApiSignature, options: PrintOptions = ONE_LINE): TypeToken[] {
  return joined(
    signature.parameters.map((param) => [
      ...(param.flags.isRest ? [p('...')] : []),
      { text: param.name, kind: 'param' },
      ...(param.flags.isOptional ? [p('?')] : []),
      ...(param.type ? [p(': '), ...typeTokens(param.type, options)] : []),
    ]),
    [p(', ')],
  );
}

/** `<T>(a: A) => R` for function types, `new (a: A) => R` for construct signatures. */
function functionTypeTokens(signature: ApiSignature, options: PrintOptions): TypeToken[] {
  return [
    ...(signature.kind === 'construct' ? [kw('new'), p(' ')] : []),
    ...typeParameterTokens(signature.typeParameters, options),
    p('('),
    ...parameterListTokens(signature, options),
    p(') => '),
    ...(signature.returnType ? typeTokens(signature.returnType, options) : [VOID]),
  ];
}

/** `name<T>(a: A): R`; without a name for call signatures of object types, `new (a: A): R` for construct signatures. */
export function signatureMemberTokens(name: string | undefined, signature: ApiSignature, options: PrintOptions = ONE_LINE): TypeToken[] {
  const head = signature.kind === 'construct' ? [kw('new'), p(' ')] : name === undefined ? [] : [nm(name)];
  return [
    ...head,
    ...typeParameterTokens(signature.typeParameters, options),
    p('('),
    ...parameterListTokens(signature, options),
    p('): '),
    ...(signature.returnType ? typeTokens(signature.returnType, options) : [VOID]),
  ];
}

function propertyTokens(property: ApiProperty, options: PrintOptions): TypeToken[][] {
  if (property.signatures.length > 0)
    return property.signatures.map((signature) => signatureMemberTokens(property.name, signature, options));
  return [
    [
      ...(property.flags.isReadonly ? [kw('readonly'), p(' ')] : []),
      nm(property.name),
      ...(property.flags.isOptional ? [p('?')] : []),
      p(': '),
      ...(property.type ? typeTokens(property.type, options) : [ANY]),
    ],
  ];
}

export function indexSignatureTokens(signature: ApiSignature, options: PrintOptions): TypeToken[] {
  return [
    p('['),
    ...parameterListTokens(signature, options),
    p(']: '),
    ...(signature.returnType ? typeTokens(signature.returnType, options) : [ANY]),
  ];
}

function objectTokens(type: Extract<ApiType, { kind: 'object' }>, options: PrintOptions): TypeToken[] {
  if (isFunctionType(type)) return functionTypeTokens(type.signatures[0] as ApiSignature, options);
  const inner = { ...options, indent: `${options.indent}  ` };
  const members = [
    ...type.indexSignatures.map((signature) => indexSignatureTokens(signature, inner)),
    ...type.signatures.map((signature) => signatureMemberTokens(undefined, signature, inner)),
    ...type.properties.flatMap((property) => propertyTokens(property, inner)),
  ];
  if (members.length === 0) return [p('{}')];
  if (options.multiline && members.length > 1) {
    return [p('{\n'), ...members.flatMap((member) => [p(inner.indent), ...member, p(';\n')]), p(`${options.indent}}`)];
  }
  return [p('{ '), ...joined(members, [p('; ')]), p(' }')];
}

function referenceTokens(type: Extract<ApiType, { kind: 'reference' }>, options: PrintOptions): TypeToken[] {
  const name: TypeToken = type.target
    ? { text: type.name, kind: 'ref', target: type.target }
    : {
        text: type.name,
        kind: 'ref',
        ...(type.external ? { external: true } : {}),
        ...(type.isTypeParameter ? { typeParameter: true } : {}),
      };
  if (type.typeArguments.length === 0) return [name];
  return [
    name,
    p('<'),
    ...joined(
      type.typeArguments.map((arg) => typeTokens(arg, options)),
      [p(', ')],
    ),
    p('>'),
  ];
}

function modifierText(modifier: '+' | '-' | undefined, text: string): string {
  return modifier === '-' ? `-${text}` : text;
}

/** Every type kind of the model printed as TypeScript tokens, parenthesised where precedence needs it. */
export function typeTokens(type: ApiType, options: PrintOptions = ONE_LINE): TypeToken[] {
  switch (type.kind) {
    case 'intrinsic':
      return [{ text: type.name, kind: 'intrinsic' }];
    case 'literal':
      return [{ text: type.text, kind: 'literal' }];
    case 'unknown':
      return [nm(type.text)];
    case 'reference':
      return referenceTokens(type, options);
    case 'array':
      return [...wrapped(type.element, 'array', options), p('[]')];
    case 'tuple':
      return [
        p('['),
        ...joined(
          type.elements.map((element) => {
            const rest = element.type.kind === 'rest';
            const inner = element.type.kind === 'rest' ? element.type.element : element.type;
            if (element.name === undefined)
              return [...(rest ? [p('...')] : []), ...typeTokens(inner, options), ...(element.isOptional ? [p('?')] : [])];
            return [...(rest ? [p('...')] : []), nm(element.name), p(element.isOptional ? '?: ' : ': '), ...typeTokens(inner, options)];
          }),
          [p(', ')],
        ),
        p(']'),
      ];
    case 'union':
      return joined(
        type.types.map((inner) => wrapped(inner, 'union', options)),
        [p(' | ')],
      );
    case 'intersection':
      return joined(
        type.types.map((inner) => wrapped(inner, 'intersection', options)),
        [p(' & ')],
      );
    case 'indexedAccess':
      return [...wrapped(type.object, 'array', options), p('['), ...typeTokens(type.index, options), p(']')];
    case 'conditional':
      return [
        ...typeTokens(type.check, options),
        p(' '),
        kw('extends'),
        p(' '),
        ...typeTokens(type.extends, options),
        p(' ? '),
        ...typeTokens(type.whenTrue, options),
        p(' : '),
        ...typeTokens(type.whenFalse, options),
      ];
    case 'mapped':
      return [
        p('{ '),
        ...(type.readonlyModifier ? [kw(modifierText(type.readonlyModifier, 'readonly')), p(' ')] : []),
        p('['),
        nm(type.parameter),
        p(' '),
        kw('in'),
        p(' '),
        ...typeTokens(type.parameterType, options),
        ...(type.nameType ? [p(' '), kw('as'), p(' '), ...typeTokens(type.nameType, options)] : []),
        p(']'),
        p(type.optionalModifier ? modifierText(type.optionalModifier, '?') : ''),
        p(': '),
        ...typeTokens(type.template, options),
        p(' }'),
      ];
    case 'typeOperator':
      return [kw(type.operator), p(' '), ...typeTokens(type.target, options)];
    case 'query':
      return [kw('typeof'), p(' '), ...typeTokens(type.target, options)];
    case 'predicate':
      return [
        ...(type.asserts ? [kw('asserts'), p(' ')] : []),
        { text: type.name, kind: 'param' },
        ...(type.target ? [p(' '), kw('is'), p(' '), ...typeTokens(type.target, options)] : []),
      ];
    case 'templateLiteral':
      return [
        { text: `\`${type.head}`, kind: 'literal' },
        ...type.tail.flatMap((span) => [p('${'), ...typeTokens(span.type, options), p('}'), { text: span.text, kind: 'literal' as const }]),
        { text: '`', kind: 'literal' },
      ];
    case 'optional':
      return [...typeTokens(type.element, options), p('?')];
    case 'rest':
      return [p('...'), ...typeTokens(type.element, options)];
    case 'inferred':
      return [
        kw('infer'),
        p(' '),
        nm(type.name),
        ...(type.constraint ? [p(' '), kw('extends'), p(' '), ...typeTokens(type.constraint, options)] : []),
      ];
    case 'object':
      return objectTokens(type, options);
  }
}

export function tokensText(tokens: TypeToken[]): string {
  return tokens.map((token) => token.text).join('');
}

export function typeText(type: ApiType, options: PrintOptions = ONE_LINE): string {
  return tokensText(typeTokens(type, options));
}
