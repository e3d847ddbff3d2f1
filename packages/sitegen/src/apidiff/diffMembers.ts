import type { ApiMember, ApiProperty } from '../api/model.js';
import { isDeprecated } from './deprecation.js';
import { code, difference } from './difference.js';
import { diffSignatures } from './diffSignatures.js';
import { pairRenames } from './pairRenames.js';
import type { TypeComparer } from './typeComparer.js';
import type { ApiDifference } from './types.js';
import { signatureShape, writtenMember, writtenType } from './writtenForm.js';

/**
 * Who owns the members decides what adding one breaks: a required member of an interface or
 * object type must be given by every object literal written for it, an abstract one of a
 * class by every subclass; anything else added breaks nobody.
 */
export type MemberOwner = 'class' | 'interface' | 'enum';

/** A property of an inline object type as a member, so that a type alias `= { ... }` compares like an interface. */
export function propertyAsMember(property: ApiProperty): ApiMember {
  return {
    name: property.name,
    kind: property.signatures.length > 0 ? 'method' : 'property',
    flags: property.flags,
    signatures: property.signatures,
    ...(property.type ? { type: property.type } : {}),
    ...(property.comment ? { comment: property.comment } : {}),
  };
}

const keyOf = (member: ApiMember) => `${member.flags.isStatic ? 'static ' : ''}${member.name}`;

function isRequiredOf(member: ApiMember, owner: MemberOwner): boolean {
  if (owner === 'class') return member.flags.isAbstract === true;
  return owner === 'interface' && member.kind !== 'constructor' && member.flags.isOptional !== true;
}

/** The type a property or accessor reads as, and whether it can be written. */
function readAs(member: ApiMember) {
  if (member.kind === 'accessor') return { type: member.getter?.returnType, readonly: member.setter === undefined };
  return { type: member.type, readonly: member.flags.isReadonly === true };
}

function diffProperty(types: TypeComparer, path: string, before: ApiMember, after: ApiMember): ApiDifference[] {
  const found: ApiDifference[] = [];
  const forms = { before: writtenMember(before), after: writtenMember(after) };
  if (before.flags.isOptional === true && after.flags.isOptional !== true)
    found.push(difference('property-made-required', path, `${code(after.name)} became required`, forms));
  if (before.flags.isOptional !== true && after.flags.isOptional === true)
    found.push(difference('property-made-optional', path, `${code(after.name)} became optional`, forms));
  const old = readAs(before);
  const now = readAs(after);
  if (!old.readonly && now.readonly) found.push(difference('property-made-readonly', path, `${code(after.name)} became read-only`, forms));
  if (!types.same(old.type, now.type)) {
    const narrowed = old.readonly && now.readonly && types.narrowed(old.type, now.type);
    found.push(
      difference(
        narrowed ? 'readonly-property-type-narrowed' : 'property-type-changed',
        path,
        `the type of ${code(after.name)} changed`,
        forms,
      ),
    );
  }
  return found;
}

function diffMember(types: TypeComparer, path: string, before: ApiMember, after: ApiMember): ApiDifference[] {
  const found: ApiDifference[] = [];
  if (!isDeprecated(before) && isDeprecated(after)) found.push(difference('member-deprecated', path, `${code(after.name)} was deprecated`));
  const callable = (member: ApiMember) => member.kind === 'method' || member.kind === 'constructor';
  if (before.kind === 'enumMember' && after.kind === 'enumMember') {
    const [old, now] = [writtenType(before.type), writtenType(after.type)];
    if (old !== now)
      found.push(difference('enum-member-value-changed', path, `the value of ${code(after.name)} changed`, { before: old, after: now }));
  } else if (callable(before) && callable(after)) {
    found.push(...diffSignatures(types, path, before.signatures, after.signatures));
  } else if (!callable(before) && !callable(after)) {
    found.push(...diffProperty(types, path, before, after));
  } else if (writtenMember(before) !== writtenMember(after)) {
    // a method become a property of a function type, or back: compared as written
    found.push(
      difference('property-type-changed', path, `${code(after.name)} changed`, {
        before: writtenMember(before),
        after: writtenMember(after),
      }),
    );
  }
  return found;
}

/** The members of a class, interface, enumeration or object type: added, removed, renamed, deprecated, changed. */
export function diffMembers(
  types: TypeComparer,
  owner: { path: string; kind: MemberOwner },
  before: ApiMember[],
  after: ApiMember[],
): ApiDifference[] {
  const pathOf = (member: ApiMember) => `${owner.path}.${member.name}`;
  const newByKey = new Map(after.map((member) => [keyOf(member), member]));
  const oldKeys = new Set(before.map(keyOf));
  const found = before.flatMap((member) => {
    const counterpart = newByKey.get(keyOf(member));
    return counterpart === undefined ? [] : diffMember(types, pathOf(member), member, counterpart);
  });
  const shape = (member: ApiMember) =>
    `${member.kind} ${member.signatures.length > 0 ? member.signatures.map(signatureShape).join('; ') : writtenMember(member, '')}`;
  const changes = pairRenames(
    before.filter((member) => !newByKey.has(keyOf(member))),
    after.filter((member) => !oldKeys.has(keyOf(member))),
    shape,
  );
  for (const { before: old, after: now } of changes.renamed)
    found.push(
      difference('member-renamed', pathOf(old), `${code(old.name)} was renamed ${code(now.name)}`, {
        before: writtenMember(old),
        after: writtenMember(now),
      }),
    );
  for (const member of changes.removed)
    found.push(difference('member-removed', pathOf(member), `${code(member.name)} was removed`, { before: writtenMember(member) }));
  for (const member of changes.added) {
    const required = isRequiredOf(member, owner.kind);
    const rule = required ? 'required-member-added' : 'member-added';
    found.push(
      difference(rule, pathOf(member), `${required ? 'required ' : ''}${code(member.name)} was added`, { after: writtenMember(member) }),
    );
  }
  return found;
}
