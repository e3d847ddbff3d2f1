import type { JSONOutput } from 'typedoc';
import { SitegenError } from '../../errors/SitegenError.js';
import type { ApiDeclaration, ApiDeclarationKind, ApiMember, ApiMemberKind, ApiModel, ApiType, ApiUnsupportedExport } from '../model.js';
import { convertComment } from './convertComment.js';
import type { ConvertContext } from './ConvertContext.js';
import { convertFlags, convertSignature, convertTypeParameter, usefulDefault } from './convertSignature.js';
import { convertType } from './convertType.js';

/** TypeDoc JSON schema versions this converter reads (TypeDoc 0.26–0.28 write '2.0'). */
const SUPPORTED_SCHEMA = /^2\./;

// ReflectionKind values of TypeDoc's schema 2.0
const MODULE_KIND = 2;
const REFERENCE_KIND = 4194304;
const DECLARATION_KIND: Record<number, ApiDeclarationKind> = {
  8: 'enum',
  32: 'variable',
  64: 'function',
  128: 'class',
  256: 'interface',
  2097152: 'typeAlias',
};
const MEMBER_KIND: Record<number, ApiMemberKind> = {
  16: 'enumMember',
  512: 'constructor',
  1024: 'property',
  2048: 'method',
  262144: 'accessor',
};

export interface ConvertProjectParams {
  /** the parsed reflection JSON */
  project: unknown;
  /** the JSON file, for error messages */
  file: string;
  /** api.packageDocsUrl: site-relative links in doc comments go to the package's own site */
  packageDocsUrl?: string;
}

function checkSchema(project: unknown, file: string): JSONOutput.ProjectReflection {
  const version = (project as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (typeof version !== 'string' || !SUPPORTED_SCHEMA.test(version)) {
    throw new SitegenError({
      code: 'api/unsupported-schema',
      message: `The API reflection JSON has schemaVersion ${JSON.stringify(version)}; sitegen reads TypeDoc schema 2.x.`,
      hint: 'Regenerate it with `sitegen api` (TypeDoc 0.28), or check that the file is TypeDoc JSON output.',
      location: { file },
    });
  }
  return project as JSONOutput.ProjectReflection;
}

/** Exports of the entry points (several entry points: their modules flattened). */
const NAMESPACE_KIND = 4;

/**
 * The declarations inside namespaces, by id: an entry point's re-export of one (zod's
 * `prettifyError`, declared in its namespace `core`) documents it under the exported name.
 */
function nestedDeclarations(container: JSONOutput.ContainerReflection, into = new Map<number, JSONOutput.DeclarationReflection>()) {
  for (const child of container.children ?? []) {
    if (child.kind === NAMESPACE_KIND || child.kind === MODULE_KIND) nestedDeclarations(child, into);
    else if (DECLARATION_KIND[child.kind] !== undefined) into.set(child.id, child);
  }
  return into;
}

/** Why an export has no page (see ApiUnsupportedExport). */
function unsupportedExport(
  child: JSONOutput.DeclarationReflection,
  documented: ReadonlySet<string>,
  clashes: ReadonlyMap<JSONOutput.DeclarationReflection, string>,
  namespaces: ReadonlyMap<number, string>,
): ApiUnsupportedExport {
  if (child.kind === NAMESPACE_KIND) {
    const members = (child.children ?? []).map((member) => member.name);
    return documented.has(child.name)
      ? { name: child.name, reason: 'merged', members }
      : { name: child.name, reason: 'namespace', members: members.length };
  }
  const clash = clashes.get(child);
  const namespace = child.kind === REFERENCE_KIND ? namespaces.get((child as unknown as JSONOutput.ReferenceReflection).target) : undefined;
  if (namespace !== undefined) return { name: child.name, reason: 'namespace-alias', of: namespace };
  if (clash !== undefined) return { name: child.name, reason: 'case-clash', with: clash };
  if (child.kind === REFERENCE_KIND) return { name: child.name, reason: 'external' };
  return { name: child.name, reason: 'kind', kind: child.kind };
}

function exportsOf(container: JSONOutput.ContainerReflection): JSONOutput.DeclarationReflection[] {
  return (container.children ?? []).flatMap((child) => (child.kind === MODULE_KIND ? exportsOf(child) : [child]));
}

function indexSymbols(declarations: JSONOutput.DeclarationReflection[]): Map<number, string> {
  const paths = new Map<number, string>();
  for (const declaration of declarations) {
    paths.set(declaration.id, declaration.name);
    for (const signature of declaration.signatures ?? []) paths.set(signature.id, declaration.name);
    for (const child of declaration.children ?? []) {
      const path = `${declaration.name}.${child.name}`;
      paths.set(child.id, path);
      for (const signature of [...(child.signatures ?? []), child.getSignature, child.setSignature]) {
        if (signature) paths.set(signature.id, path);
      }
    }
  }
  return paths;
}

function convertRelation(context: ConvertContext, type: JSONOutput.ReferenceType | undefined) {
  if (!type) return undefined;
  const target = typeof type.target === 'number' ? context.symbolPaths.get(type.target) : undefined;
  return target === undefined ? { text: type.name } : { text: type.name, target };
}

function convertMember(context: ConvertContext, child: JSONOutput.DeclarationReflection, kind: ApiMemberKind): ApiMember {
  const comment = convertComment(context, child.comment);
  const defaultValue = usefulDefault(child.defaultValue);
  const inheritedFrom = convertRelation(context, child.inheritedFrom);
  const overwrites = convertRelation(context, child.overwrites);
  const implementationOf = convertRelation(context, child.implementationOf);
  return {
    name: child.name,
    kind,
    flags: convertFlags(child.flags),
    ...(comment ? { comment } : {}),
    ...(child.type ? { type: convertType(context, child.type) } : {}),
    ...(defaultValue === undefined ? {} : { defaultValue }),
    signatures: (child.signatures ?? []).map((signature) => convertSignature(context, signature)),
    ...(child.getSignature ? { getter: convertSignature(context, child.getSignature) } : {}),
    ...(child.setSignature ? { setter: convertSignature(context, child.setSignature) } : {}),
    ...(inheritedFrom ? { inheritedFrom } : {}),
    ...(overwrites ? { overwrites } : {}),
    ...(implementationOf ? { implementationOf } : {}),
  };
}

/**
 * TypeDoc converts `type X = { ... }` into a type alias carrying the members itself;
 * the model keeps it an object type, like any other alias.
 */
function aliasType(context: ConvertContext, reflection: JSONOutput.DeclarationReflection): ApiType | undefined {
  if (reflection.type) return convertType(context, reflection.type);
  if (DECLARATION_KIND[reflection.kind] !== 'typeAlias') return undefined;
  return convertType(context, { type: 'reflection', declaration: reflection });
}

function convertDeclaration(context: ConvertContext, reflection: JSONOutput.DeclarationReflection): ApiDeclaration {
  const kind = DECLARATION_KIND[reflection.kind] as ApiDeclarationKind;
  const type = aliasType(context, reflection);
  const comment = convertComment(context, reflection.comment ?? reflection.signatures?.[0]?.comment);
  const types = (list: JSONOutput.SomeType[] | undefined) => (list ?? []).map((type) => convertType(context, type));
  const defaultValue = usefulDefault(reflection.defaultValue);
  return {
    name: reflection.name,
    kind,
    flags: convertFlags(reflection.flags),
    ...(comment ? { comment } : {}),
    typeParameters: (reflection.typeParameters ?? []).map((param) => convertTypeParameter(context, param)),
    extends: types(reflection.extendedTypes),
    implements: types(reflection.implementedTypes),
    extendedBy: types(reflection.extendedBy),
    implementedBy: types(reflection.implementedBy),
    members: (kind === 'typeAlias' ? [] : (reflection.children ?? [])).flatMap((child) => {
      const memberKind = MEMBER_KIND[child.kind];
      return memberKind ? [convertMember(context, child, memberKind)] : [];
    }),
    signatures: kind === 'typeAlias' ? [] : (reflection.signatures ?? []).map((signature) => convertSignature(context, signature)),
    indexSignatures:
      kind === 'typeAlias' ? [] : (reflection.indexSignatures ?? []).map((signature) => convertSignature(context, signature)),
    ...(type ? { type } : {}),
    ...(defaultValue === undefined ? {} : { defaultValue }),
  };
}

/**
 * TypeDoc's reflection JSON → our API model. The only place that reads TypeDoc's JSON
 * shape; an unsupported schema version is refused rather than misread.
 */
export function convertProject(params: ConvertProjectParams): ApiModel {
  const project = checkSchema(params.project, params.file);
  const modules = (project.children ?? []).filter((child) => child.kind === MODULE_KIND);
  const exported = exportsOf(project);
  const declarations = exported.filter((child) => DECLARATION_KIND[child.kind] !== undefined);
  const packageName = project.packageName ?? project.name;
  const nested = nestedDeclarations(project);
  const nestedTarget = (child: JSONOutput.DeclarationReflection) =>
    child.kind === REFERENCE_KIND ? nested.get((child as unknown as JSONOutput.ReferenceReflection).target) : undefined;
  // a page whose address differs only in case from another's (zod's `infer` beside `Infer`) would
  // be one file on most hosts: the re-export that comes later stays without a page, said so
  const pageKey = (kind: number, name: string) => `${kind}:${name.toLowerCase()}`;
  const pageNames = new Map(declarations.map((declaration) => [pageKey(declaration.kind, declaration.name), declaration.name]));
  const clashes = new Map<JSONOutput.DeclarationReflection, string>();
  // what a namespace declares and an entry point re-exports has its page: references to it link there
  const reExportedNested = exported.flatMap((child) => {
    const target = nestedTarget(child);
    if (target === undefined || declarations.includes(target)) return [];
    const other = pageNames.get(pageKey(target.kind, child.name));
    if (other !== undefined && other !== child.name) {
      clashes.set(child, other);
      return [];
    }
    pageNames.set(pageKey(target.kind, child.name), child.name);
    return [{ ...target, name: child.name }];
  });
  const symbolPaths = indexSymbols([...declarations, ...reExportedNested]);
  const context: ConvertContext = {
    symbolPaths,
    ...(modules.length > 0 ? { crossModulePaths: new Set(symbolPaths.values()) } : {}),
    packageName,
    ...(params.packageDocsUrl === undefined ? {} : { packageDocsUrl: params.packageDocsUrl }),
  };
  const topLevel = new Set(declarations);
  const byId = new Map([...nested, ...declarations.map((declaration) => [declaration.id, declaration] as const)]);
  const moduleOf = new Map(modules.flatMap((module) => (module.children ?? []).map((child) => [child, module.name] as const)));
  const inModule = (child: JSONOutput.DeclarationReflection) => {
    const module = moduleOf.get(child);
    return module === undefined ? {} : { module };
  };
  const targetOf = (child: JSONOutput.DeclarationReflection) =>
    child.kind === REFERENCE_KIND && !clashes.has(child)
      ? byId.get((child as unknown as JSONOutput.ReferenceReflection).target)
      : undefined;
  // an entry point exporting, under its own name, what another entry point declares: listed in its section, documented once
  const isReExport = (child: JSONOutput.DeclarationReflection) => {
    const target = targetOf(child);
    return target !== undefined && topLevel.has(target) && target.name === child.name && moduleOf.get(target) !== moduleOf.get(child);
  };
  // `export { A as B }`: B documents the same declaration under its own name
  // a re-export of a namespace's declaration under its own name is that declaration's only page, not an alias
  const aliases = exported.flatMap((child) => {
    const target = isReExport(child) ? undefined : targetOf(child);
    if (target === undefined) return [];
    const aliasOf = topLevel.has(target) || target.name !== child.name ? { aliasOf: target.name } : {};
    return [{ ...convertDeclaration(context, target), name: child.name, ...aliasOf, ...inModule(child) }];
  });
  const namespaceIds = new Map(exported.filter((child) => child.kind === NAMESPACE_KIND).map((child) => [child.id, child.name]));
  const documented = new Set([...declarations, ...aliases].map((declaration) => declaration.name));
  return {
    packageName,
    ...(project.packageVersion ? { packageVersion: project.packageVersion } : {}),
    declarations: [
      ...declarations.map((declaration) => ({ ...convertDeclaration(context, declaration), ...inModule(declaration) })),
      ...aliases,
    ],
    ...(modules.length > 0
      ? {
          modules: modules.map((module) => ({
            name: module.name,
            reExports: (module.children ?? []).filter(isReExport).map((child) => child.name),
          })),
        }
      : {}),
    unsupported: exported
      .filter((child) => DECLARATION_KIND[child.kind] === undefined && targetOf(child) === undefined)
      .map((child) => unsupportedExport(child, documented, clashes, namespaceIds)),
  };
}
