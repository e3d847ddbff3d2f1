import type { ApiDeclaration, ApiModel, ApiType } from '../api/model.js';
import { isDeprecated } from './deprecation.js';
import { code, difference } from './difference.js';
import { diffMembers, type MemberOwner, propertyAsMember } from './diffMembers.js';
import { diffSignatures, diffTypeParameters } from './diffSignatures.js';
import { pairRenames } from './pairRenames.js';
import { API_CHANGE_KINDS } from './rules.js';
import { createTypeComparer, type TypeComparer } from './typeComparer.js';
import type { ApiDifference } from './types.js';
import { signatureShape, writtenMember, writtenSignature, writtenType, writtenTypeParameters } from './writtenForm.js';

/** A declaration's symbol path: its name, under its section's when it has one ('core.parse', 'viem/chains.mainnet'). */
export const declarationPath = (declaration: ApiDeclaration): string =>
  declaration.module === undefined ? declaration.name : `${declaration.module}.${declaration.name}`;

/** An object type written inline (`type Options = { ... }`), whose properties compare like an interface's members. */
const objectType = (type: ApiType | undefined) => (type?.kind === 'object' && type.signatures.length === 0 ? type : undefined);

/** The written form of a declaration without its name: what a renamed declaration keeps. */
function shapeOf(declaration: ApiDeclaration): string {
  return [
    declaration.kind,
    writtenTypeParameters(declaration.typeParameters),
    declaration.extends.map(writtenType).join(', '),
    ...declaration.signatures.map(signatureShape),
    ...declaration.indexSignatures.map((signature) => writtenSignature(signature)),
    ...declaration.members.map((member) => writtenMember(member)),
    declaration.type === undefined ? '' : writtenType(declaration.type),
  ].join('\n');
}

function diffBaseTypes(path: string, before: ApiType[], after: ApiType[]): ApiDifference[] {
  const oldBases = before.map(writtenType);
  const newBases = after.map(writtenType);
  return [
    ...oldBases
      .filter((base) => !newBases.includes(base))
      .map((base) => difference('base-type-removed', path, `no longer extends ${code(base)}`, { before: base })),
    ...newBases
      .filter((base) => !oldBases.includes(base))
      .map((base) => difference('base-type-added', path, `now extends ${code(base)}`, { after: base })),
  ];
}

function diffType(types: TypeComparer, path: string, before: ApiDeclaration, after: ApiDeclaration): ApiDifference[] {
  if (types.same(before.type, after.type)) return [];
  const [old, now] = [writtenType(before.type), writtenType(after.type)];
  const oldObject = objectType(before.type);
  const newObject = objectType(after.type);
  if (after.kind === 'typeAlias' && oldObject && newObject)
    return diffMembers(
      types,
      { path, kind: 'interface' },
      oldObject.properties.map(propertyAsMember),
      newObject.properties.map(propertyAsMember),
    );
  const forms = { before: old, after: now };
  if (after.kind === 'typeAlias')
    return [
      difference(types.widened(before.type, after.type) ? 'type-alias-widened' : 'type-alias-changed', path, 'the type changed', forms),
    ];
  return [
    difference(
      types.narrowed(before.type, after.type) ? 'variable-type-narrowed' : 'variable-type-changed',
      path,
      'the type changed',
      forms,
    ),
  ];
}

const OWNERS: Partial<Record<ApiDeclaration['kind'], MemberOwner>> = { class: 'class', interface: 'interface', enum: 'enum' };

function diffDeclaration(types: TypeComparer, before: ApiDeclaration, after: ApiDeclaration): ApiDifference[] {
  const path = declarationPath(after);
  const owner = OWNERS[after.kind];
  return [
    ...(!isDeprecated(before) && isDeprecated(after) ? [difference('export-deprecated', path, `${code(path)} was deprecated`)] : []),
    ...diffTypeParameters(types, path, before.typeParameters, after.typeParameters),
    ...diffBaseTypes(path, before.extends, after.extends),
    ...diffSignatures(types, path, before.signatures, after.signatures),
    ...(owner === undefined ? [] : diffMembers(types, { path, kind: owner }, before.members, after.members)),
    ...diffType(types, path, before, after),
  ];
}

const ORDER = new Map(API_CHANGE_KINDS.map((kind, index) => [kind, index]));

/** Breaking first, then by kind of change (removed, renamed, changed, added, deprecated), then by path. */
export function sortDifferences(differences: ApiDifference[]): ApiDifference[] {
  return [...differences].sort(
    (a, b) =>
      Number(b.breaking) - Number(a.breaking) ||
      (ORDER.get(a.change) ?? 0) - (ORDER.get(b.change) ?? 0) ||
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
}

const article = (kind: string) => (kind === 'interface' || kind === 'enum' ? 'an' : 'a');
const kindsText = (declarations: ApiDeclaration[]) =>
  declarations.map((declaration) => `${article(declaration.kind)} ${declaration.kind}`).join(' and ');

/** The declarations of each path: a name may be both a type and a value (zod 4's `interface ZodAny` and `const ZodAny`). */
function byPath(declarations: ApiDeclaration[]): Map<string, ApiDeclaration[]> {
  const map = new Map<string, ApiDeclaration[]>();
  for (const declaration of declarations)
    map.set(declarationPath(declaration), [...(map.get(declarationPath(declaration)) ?? []), declaration]);
  return map;
}

/** One path's declarations on both sides: those of one kind compared, the others removed, added, or a kind changed. */
function diffPath(types: TypeComparer, path: string, before: ApiDeclaration[], after: ApiDeclaration[]): ApiDifference[] {
  const found = before.flatMap((old) => {
    const now = after.find((declaration) => declaration.kind === old.kind);
    return now === undefined ? [] : diffDeclaration(types, old, now);
  });
  const oldOnly = before.filter((old) => !after.some((now) => now.kind === old.kind));
  const newOnly = after.filter((now) => !before.some((old) => old.kind === now.kind));
  if (oldOnly.length > 0 && newOnly.length > 0)
    return [...found, difference('kind-changed', path, `was ${kindsText(oldOnly)}, is now ${kindsText(newOnly)}`)];
  return [...found, ...oldOnly.map(removedExport), ...newOnly.map(addedExport)];
}

const removedExport = (declaration: ApiDeclaration) =>
  difference('export-removed', declarationPath(declaration), `${declaration.kind} ${code(declarationPath(declaration))} was removed`);
const addedExport = (declaration: ApiDeclaration) =>
  difference('export-added', declarationPath(declaration), `${declaration.kind} ${code(declarationPath(declaration))} was added`);

/** A rename keeps the declaration in its section, or its name up to case (zod 4 moved `util.Omit` to `core.util.Omit`). */
const lastName = (declaration: ApiDeclaration) => declaration.name.split('.').at(-1)?.toLowerCase();
const relatedNames = (before: ApiDeclaration, after: ApiDeclaration) =>
  before.module === after.module || lastName(before) === lastName(after);

/**
 * Every difference between two versions of an API, each classed breaking or not by its rule
 * (rules.ts). Declarations are matched by symbol path and kind; one gone and one new of the
 * same shape, in the same section or named alike, are one renamed.
 */
export function diffApiModels(before: ApiModel, after: ApiModel): ApiDifference[] {
  const oldPaths = byPath(before.declarations);
  const newPaths = byPath(after.declarations);
  const changes = pairRenames(
    before.declarations.filter((declaration) => !newPaths.has(declarationPath(declaration))),
    after.declarations.filter((declaration) => !oldPaths.has(declarationPath(declaration))),
    shapeOf,
    relatedNames,
  );
  // a renamed type is named the new way in the old API too, so that what refers to it is not changed for that alone
  const newNames = new Map(changes.renamed.map(({ before: old, after: now }) => [old.name, now.name]));
  const types = createTypeComparer(before, after);
  const found = [...oldPaths].flatMap(([path, declarations]) => {
    const counterparts = newPaths.get(path);
    return counterparts === undefined
      ? []
      : diffPath(
          types,
          path,
          declarations.map((declaration) => renamedReferences(declaration, newNames)),
          counterparts,
        );
  });
  for (const { before: old, after: now } of changes.renamed)
    found.push(
      difference('export-renamed', declarationPath(old), `${code(declarationPath(old))} was renamed ${code(declarationPath(now))}`),
    );
  found.push(...changes.removed.map(removedExport), ...changes.added.map(addedExport));
  return sortDifferences(found);
}

/** A declaration whose type references to renamed exports use their new names. */
function renamedReferences(declaration: ApiDeclaration, newNames: ReadonlyMap<string, string>): ApiDeclaration {
  if (newNames.size === 0) return declaration;
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (value === null || typeof value !== 'object') return value;
    const copy = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, rename(entry)]));
    if (copy.kind === 'reference' && typeof copy.name === 'string') copy.name = newNames.get(copy.name) ?? copy.name;
    return copy;
  };
  return rename(declaration) as ApiDeclaration;
}
