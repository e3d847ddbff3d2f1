import type { JSONOutput } from 'typedoc';
import { SitegenError } from '../../errors/SitegenError.js';
import type { ApiDeclaration, ApiDeclarationKind, ApiMember, ApiMemberKind, ApiModel, ApiType, ApiUnsupportedExport } from '../model.js';
import { convertComment } from './convertComment.js';
import type { ConvertContext } from './ConvertContext.js';
import { convertFlags, usefulDefault } from './convertFlags.js';
import { convertSignature, convertType, convertTypeParameter } from './convertType.js';
import { namespaceSections } from './namespaceSections.js';

/** TypeDoc JSON schema versions this converter reads (TypeDoc 0.26–0.28 write '2.0'). */
const SUPPORTED_SCHEMA = /^2\./;

// ReflectionKind values of TypeDoc's schema 2.0
const MODULE_KIND = 2;
const VARIABLE_KIND = 32;
const FUNCTION_KIND = 64;
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
  clashes: ReadonlyMap<JSONOutput.DeclarationReflection, string>,
  namespaces: ReadonlyMap<number, string>,
): ApiUnsupportedExport {
  const clash = clashes.get(child);
  const namespace = child.kind === REFERENCE_KIND ? namespaces.get((child as unknown as JSONOutput.ReferenceReflection).target) : undefined;
  if (namespace !== undefined) return { name: child.name, reason: 'namespace-alias', of: namespace };
  if (clash !== undefined) return { name: child.name, reason: 'case-clash', with: clash };
  if (child.kind === REFERENCE_KIND) return { name: child.name, reason: 'external' };
  return { name: child.name, reason: 'kind', kind: child.kind };
}

/** A namespace's variables and functions, which a declaration of its name takes as members (ethers' `keccak256.register`). */
const isValueKind = (kind: number) => kind === VARIABLE_KIND || kind === FUNCTION_KIND;

function exportsOf(container: JSONOutput.ContainerReflection): JSONOutput.DeclarationReflection[] {
  return (container.children ?? []).flatMap((child) => (child.kind === MODULE_KIND ? exportsOf(child) : [child]));
}

/** Reflection ids → symbol paths: each declaration at its own (`name`, or `core.parse` in a namespace), its members under it. */
function indexSymbols(declarations: { reflection: JSONOutput.DeclarationReflection; path: string }[]): Map<number, string> {
  const paths = new Map<number, string>();
  for (const { reflection: declaration, path: own } of declarations) {
    paths.set(declaration.id, own);
    for (const signature of declaration.signatures ?? []) paths.set(signature.id, own);
    for (const child of declaration.children ?? []) {
      const path = `${own}.${child.name}`;
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
  const namespaceExports = exported.filter((child) => child.kind === NAMESPACE_KIND);
  // a namespace merged onto a declaration of its name (a function with properties): its values are that declaration's members
  const topLevelNames = new Set(declarations.map((declaration) => declaration.name));
  const mergedMembers = new Map(
    namespaceExports
      .filter((namespace) => topLevelNames.has(namespace.name))
      .map((namespace) => [namespace.name, (namespace.children ?? []).filter((child) => isValueKind(child.kind))] as const),
  );
  const { sections, unplaced } = namespaceSections({
    namespaces: namespaceExports.flatMap((namespace) => {
      if (!topLevelNames.has(namespace.name)) return [{ name: namespace.name, reflection: namespace }];
      // what a merged namespace declares besides values (its types) is its section
      const children = (namespace.children ?? []).filter((child) => !isValueKind(child.kind));
      return children.length === 0 ? [] : [{ name: namespace.name, reflection: { ...namespace, children } }];
    }),
    documented: new Set([...declarations, ...reExportedNested].map((declaration) => declaration.id)),
    isDeclaration: (kind) => DECLARATION_KIND[kind] !== undefined,
    namespaceKind: NAMESPACE_KIND,
    referenceKind: REFERENCE_KIND,
  });
  const symbolPaths = indexSymbols([
    ...declarations.map((reflection) => {
      const members = mergedMembers.get(reflection.name) ?? [];
      return { reflection: { ...reflection, children: [...(reflection.children ?? []), ...members] }, path: reflection.name };
    }),
    ...reExportedNested.map((reflection) => ({ reflection, path: reflection.name })),
    ...sections.flatMap((section) =>
      section.declarations.map((reflection) => ({ reflection, path: `${section.name}.${reflection.name}` })),
    ),
  ]);
  const context: ConvertContext = {
    symbolPaths,
    ...(modules.length > 0 ? { crossModulePaths: new Set(symbolPaths.values()) } : {}),
    packageName,
    ...(params.packageDocsUrl === undefined ? {} : { packageDocsUrl: params.packageDocsUrl }),
  };
  const topLevel = new Set(declarations);
  const byId = new Map([...nested, ...declarations.map((declaration) => [declaration.id, declaration] as const)]);
  const inSection = new Set(sections.flatMap((section) => section.declarations.map((declaration) => declaration.id)));
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
  // another name of a namespace (`export default z`) is documented by its section; one without a section is said so
  const placed = new Set(sections.map((section) => section.name));
  const namespaceIds = new Map(
    namespaceExports.filter((namespace) => !placed.has(namespace.name)).map((namespace) => [namespace.id, namespace.name]),
  );
  const sectionIds = new Set(namespaceExports.filter((namespace) => placed.has(namespace.name)).map((namespace) => namespace.id));
  const referenced = (child: JSONOutput.DeclarationReflection) =>
    child.kind === REFERENCE_KIND ? (child as unknown as JSONOutput.ReferenceReflection).target : undefined;
  const hasPlace = (child: JSONOutput.DeclarationReflection) => {
    const target = referenced(child);
    if (child.kind === NAMESPACE_KIND) return placed.has(child.name) || mergedMembers.has(child.name);
    // a re-export whose page would clash in case with another: its declaration's page is in its namespace's section
    return target !== undefined && (sectionIds.has(target) || inSection.has(target));
  };
  const withMembers = (declaration: ApiDeclaration): ApiDeclaration => {
    const members = mergedMembers.get(declaration.name);
    if (members === undefined || members.length === 0) return declaration;
    const merged = members.map((child) => convertMember(context, child, child.kind === FUNCTION_KIND ? 'method' : 'property'));
    return { ...declaration, members: [...declaration.members, ...merged] };
  };
  return {
    packageName,
    ...(project.packageVersion ? { packageVersion: project.packageVersion } : {}),
    declarations: [
      ...declarations.map((declaration) => withMembers({ ...convertDeclaration(context, declaration), ...inModule(declaration) })),
      ...aliases,
      ...sections.flatMap((section) =>
        section.declarations.map((declaration) => ({ ...convertDeclaration(context, declaration), module: section.name })),
      ),
    ],
    ...(modules.length > 0
      ? {
          modules: modules.map((module) => ({
            name: module.name,
            reExports: (module.children ?? []).filter(isReExport).map((child) => child.name),
          })),
        }
      : {}),
    ...(sections.length > 0
      ? {
          namespaces: sections.map((section) => ({
            name: section.name,
            reExports: section.listed.flatMap((id) => symbolPaths.get(id) ?? []),
          })),
        }
      : {}),
    unsupported: [
      ...exported
        .filter((child) => DECLARATION_KIND[child.kind] === undefined && targetOf(child) === undefined && !hasPlace(child))
        .map((child) => unsupportedExport(child, clashes, namespaceIds)),
      ...unplaced,
    ],
  };
}
