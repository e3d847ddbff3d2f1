import type { ApiDeclaration, ApiModel, ApiType } from '../api/model.js';
import { covers, writtenType } from './writtenForm.js';

/**
 * How two versions' types compare: by written form, and, where that differs, by written form
 * once each version's own type aliases are expanded, so that a package that names a type it
 * wrote out before (date-fns 4's `DateArg<DateType>` for `DateType | number | string`) has
 * not changed it. Only the decision uses the expanded forms; a report shows the types as written.
 */
export interface TypeComparer {
  same(before: ApiType | undefined, after: ApiType | undefined): boolean;
  /** every value of the old type is one of the new */
  widened(before: ApiType | undefined, after: ApiType | undefined): boolean;
  /** every value of the new type is one of the old */
  narrowed(before: ApiType | undefined, after: ApiType | undefined): boolean;
}

/** Aliases expanded this deep: enough for an alias of an alias, and an end to recursive ones. */
const DEPTH = 4;

type Aliases = ReadonlyMap<string, ApiDeclaration>;

function aliasesOf(model: ApiModel): Aliases {
  return new Map(
    model.declarations
      .filter((declaration) => declaration.kind === 'typeAlias' && declaration.type !== undefined)
      .map((declaration) => [declaration.name, declaration]),
  );
}

/** `value` with references to the type parameters named in `bindings` replaced by their arguments. */
function substituted(value: unknown, bindings: ReadonlyMap<string, ApiType>): unknown {
  if (Array.isArray(value)) return value.map((entry) => substituted(entry, bindings));
  if (value === null || typeof value !== 'object') return value;
  const node = value as { kind?: unknown; name?: unknown; typeArguments?: unknown[] };
  if (node.kind === 'reference' && typeof node.name === 'string' && (node.typeArguments ?? []).length === 0 && bindings.has(node.name))
    return bindings.get(node.name);
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, substituted(entry, bindings)]));
}

function expanded(value: unknown, aliases: Aliases, depth: number): unknown {
  if (Array.isArray(value)) return value.map((entry) => expanded(entry, aliases, depth));
  if (value === null || typeof value !== 'object') return value;
  const node = value as { kind?: unknown; name?: unknown; isTypeParameter?: unknown; typeArguments?: ApiType[] };
  const alias =
    node.kind === 'reference' && node.isTypeParameter !== true && typeof node.name === 'string' ? aliases.get(node.name) : undefined;
  if (alias?.type !== undefined && depth > 0) {
    const bindings = new Map(
      alias.typeParameters.flatMap((param, index) => {
        const argument = node.typeArguments?.[index] ?? param.default;
        return argument === undefined ? [] : [[param.name, argument] as const];
      }),
    );
    return expanded(substituted(alias.type, bindings), aliases, depth - 1);
  }
  const copy = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, expanded(entry, aliases, depth)]));
  // a union that an alias brought into a union is one union
  if (copy.kind === 'union' && Array.isArray(copy.types))
    copy.types = (copy.types as ApiType[]).flatMap((member) => (member.kind === 'union' ? member.types : [member]));
  return copy;
}

export function createTypeComparer(before: ApiModel, after: ApiModel): TypeComparer {
  const oldAliases = aliasesOf(before);
  const newAliases = aliasesOf(after);
  const expand = (type: ApiType | undefined, aliases: Aliases) =>
    type === undefined ? undefined : (expanded(type, aliases, DEPTH) as ApiType);
  const both = (old: ApiType | undefined, now: ApiType | undefined) => [expand(old, oldAliases), expand(now, newAliases)] as const;
  return {
    same(old, now) {
      if (writtenType(old) === writtenType(now)) return true;
      const [a, b] = both(old, now);
      return writtenType(a) === writtenType(b);
    },
    widened(old, now) {
      const [a, b] = both(old, now);
      return covers(now, old) || covers(b, a);
    },
    narrowed(old, now) {
      return covers(old, now) || covers(...both(old, now));
    },
  };
}
