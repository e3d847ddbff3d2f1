/**
 * sitegen's own model of an API, converted once from TypeDoc's reflection JSON
 * (`convertProject`). Pages, sidebar, symbol links and Markdown twins are all computed
 * from this model; nothing else sees TypeDoc's JSON.
 */

export const DECLARATION_KINDS = ['class', 'interface', 'enum', 'function', 'typeAlias', 'variable'] as const;
export type ApiDeclarationKind = (typeof DECLARATION_KINDS)[number];

export type ApiMemberKind = 'constructor' | 'property' | 'accessor' | 'method' | 'enumMember';

/** Comment text: Markdown source with code spans and links kept apart so links can be resolved to pages. */
export type ApiCommentPart =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  /**
   * `{@link X}`: `target` is a symbol path ('GSwap.swap') when it points into the package,
   * `url` when it is a URL, `external` when TypeDoc resolved it outside the package
   */
  | { kind: 'link'; text: string; target?: string; url?: string; external?: boolean };

export interface ApiCommentBlock {
  /** the tag without '@': 'example', 'remarks', 'returns', 'throws', 'see', 'deprecated', ... */
  tag: string;
  content: ApiCommentPart[];
}

export interface ApiComment {
  summary: ApiCommentPart[];
  blocks: ApiCommentBlock[];
  /** modifier tags without '@': 'beta', 'internal', ... */
  modifiers: string[];
}

export interface ApiFlags {
  isOptional?: boolean;
  isReadonly?: boolean;
  isStatic?: boolean;
  isProtected?: boolean;
  isPrivate?: boolean;
  isAbstract?: boolean;
  isRest?: boolean;
  isConst?: boolean;
}

export interface ApiTupleElement {
  name?: string;
  isOptional: boolean;
  type: ApiType;
}

export type ApiType =
  | { kind: 'intrinsic'; name: string }
  /** `text` is the literal as written in TypeScript: '"SqrtPrice"', '500', 'null', '10n' */
  | { kind: 'literal'; text: string }
  /**
   * `target` is the symbol path of a documented declaration; `external` marks a type from
   * outside the package (linked when the config maps its name to a URL)
   */
  | { kind: 'reference'; name: string; target?: string; external?: boolean; typeArguments: ApiType[]; isTypeParameter?: boolean }
  | { kind: 'array'; element: ApiType }
  | { kind: 'tuple'; elements: ApiTupleElement[] }
  | { kind: 'union'; types: ApiType[] }
  | { kind: 'intersection'; types: ApiType[] }
  | { kind: 'indexedAccess'; object: ApiType; index: ApiType }
  | { kind: 'conditional'; check: ApiType; extends: ApiType; whenTrue: ApiType; whenFalse: ApiType }
  | {
      kind: 'mapped';
      parameter: string;
      parameterType: ApiType;
      template: ApiType;
      nameType?: ApiType;
      readonlyModifier?: '+' | '-';
      optionalModifier?: '+' | '-';
    }
  | { kind: 'typeOperator'; operator: string; target: ApiType }
  | { kind: 'query'; target: ApiType }
  | { kind: 'predicate'; name: string; asserts: boolean; target?: ApiType }
  | { kind: 'templateLiteral'; head: string; tail: { type: ApiType; text: string }[] }
  | { kind: 'optional'; element: ApiType }
  | { kind: 'rest'; element: ApiType }
  | { kind: 'inferred'; name: string; constraint?: ApiType }
  /** an object literal or function type written inline */
  | { kind: 'object'; properties: ApiProperty[]; signatures: ApiSignature[]; indexSignatures: ApiSignature[] }
  | { kind: 'unknown'; text: string };

export interface ApiTypeParameter {
  name: string;
  constraint?: ApiType;
  default?: ApiType;
  comment?: ApiComment;
  /** 'in', 'out', 'in out', 'const' */
  modifier?: string;
}

export interface ApiParameter {
  name: string;
  type?: ApiType;
  flags: ApiFlags;
  defaultValue?: string;
  comment?: ApiComment;
}

export interface ApiSignature {
  /** 'call', 'construct', 'index', 'get', 'set' */
  kind: 'call' | 'construct' | 'index' | 'get' | 'set';
  name: string;
  comment?: ApiComment;
  typeParameters: ApiTypeParameter[];
  parameters: ApiParameter[];
  returnType?: ApiType;
  flags: ApiFlags;
}

/** A property of an inline object type (no page, no anchor of its own). */
export interface ApiProperty {
  name: string;
  flags: ApiFlags;
  type?: ApiType;
  comment?: ApiComment;
  signatures: ApiSignature[];
}

export interface ApiMember {
  name: string;
  kind: ApiMemberKind;
  flags: ApiFlags;
  comment?: ApiComment;
  /** properties and enum members */
  type?: ApiType;
  defaultValue?: string;
  /** methods and constructors, one per overload */
  signatures: ApiSignature[];
  getter?: ApiSignature;
  setter?: ApiSignature;
  /** 'Error.message' for a member inherited from Error; `target` when the owner is documented */
  inheritedFrom?: { text: string; target?: string };
  overwrites?: { text: string; target?: string };
  implementationOf?: { text: string; target?: string };
}

export interface ApiDeclaration {
  name: string;
  kind: ApiDeclarationKind;
  flags: ApiFlags;
  comment?: ApiComment;
  typeParameters: ApiTypeParameter[];
  extends: ApiType[];
  implements: ApiType[];
  extendedBy: ApiType[];
  implementedBy: ApiType[];
  members: ApiMember[];
  /** functions, and the call signatures of callable interfaces */
  signatures: ApiSignature[];
  /** `[key: string]: T` of classes and interfaces */
  indexSignatures: ApiSignature[];
  /** type aliases and variables */
  type?: ApiType;
  defaultValue?: string;
  /** `export { Original as ThisName }`: the name of the declaration this export re-exports */
  aliasOf?: string;
  /**
   * the section that documents it: a package of several entry points' module (ApiModel.modules),
   * or the namespace that declares it (ApiModel.namespaces: 'core', 'core.JSONSchema')
   */
  module?: string;
}

/**
 * One entry point of a package of several ('viem/chains'), or a namespace (`export * as z`,
 * `core.JSONSchema` inside `core`): a section of the reference.
 */
export interface ApiModule {
  /** as its users import it, or the namespace's name qualified by those it is in */
  name: string;
  /** what it exports that another section or the package's top level documents (symbol paths), listed in its section, linked there */
  reExports: string[];
}

export interface ApiModel {
  packageName: string;
  packageVersion?: string;
  declarations: ApiDeclaration[];
  /** several entry points: one per entry point, in api.entryPoints order; absent for one */
  modules?: ApiModule[];
  /**
   * the namespaces the entry points export, each a section whose own declarations have the
   * section's name as `module` and the symbol path `<namespace>.<name>`; absent when none
   */
  namespaces?: ApiModule[];
  /** exports the reference has no page for, each with why */
  unsupported: ApiUnsupportedExport[];
}

/**
 * An export without a page, and why: a namespace named like one that another entry point
 * exports (one section's address for two), a re-export of what no documented file declares, one whose page would
 * differ only in case from another's (`with`), another name of a namespace (`export default z`), or a kind of TypeDoc's the
 * reference has no page kind for.
 */
export type ApiUnsupportedExport = { name: string } & (
  | { reason: 'namespace-clash' }
  | { reason: 'external' }
  | { reason: 'case-clash'; with: string }
  | { reason: 'namespace-alias'; of: string }
  | { reason: 'kind'; kind: number }
);
