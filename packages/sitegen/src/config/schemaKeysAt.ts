import type { z } from 'zod';

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** What a wrapper holds: optional, default, nullable, lazy; both ends of a pipe (`preprocess` checks with its `out`); a union's options. */
function innerOf(def: SchemaDef): z.ZodType[] {
  const single = def.innerType ?? def.getter?.();
  if (single !== undefined) return [single];
  if (def.type === 'pipe') return [def.in, def.out].filter((end): end is z.ZodType => end !== undefined);
  return def.options ?? [];
}

/** The object schemas a value at this schema may be, through its wrappers. */
function objectsOf(schema: z.ZodType, depth = 0): SchemaDef[] {
  const def = defOf(schema);
  if (depth > 20) return [];
  if (def.type === 'object') return [def];
  return innerOf(def).flatMap((inner) => objectsOf(inner, depth + 1));
}

/** The schemas at one step of a key path: an object's key, an array's element, a record's value. */
function step(schema: z.ZodType, key: PropertyKey, depth = 0): z.ZodType[] {
  const def = defOf(schema);
  if (depth > 20) return [];
  if (def.type === 'array' && def.element !== undefined && typeof key === 'number') return [def.element];
  if (def.type === 'record' && def.valueType !== undefined) return [def.valueType];
  if (def.type === 'object') {
    const child = def.shape?.[String(key)];
    return child === undefined ? [] : [child];
  }
  return innerOf(def).flatMap((inner) => step(inner, key, depth + 1));
}

/**
 * The keys the schema accepts in the object at `path` (every variant's, for a union such as a
 * navbar item): what an unknown key there is compared with to suggest the one meant.
 */
export function schemaKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let schemas = [schema];
  for (const key of path) schemas = schemas.flatMap((current) => step(current, key));
  return [...new Set(schemas.flatMap((current) => objectsOf(current)).flatMap((def) => Object.keys(def.shape ?? {})))];
}
