import type { ApiComment, ApiParameter, ApiProperty, ApiType } from '../model.js';
import { partsToMarkdown } from './commentMarkdown.js';

export interface ParameterRow {
  /** 'options.exactIn' for a property of an options object */
  name: string;
  isOptional: boolean;
  isRest: boolean;
  /** undefined for an object whose properties follow as rows of their own */
  type?: ApiType;
  defaultValue?: string;
  comment?: ApiComment;
}

/** Nested options objects are listed down to this depth (`a.b.c`). */
const MAX_DEPTH = 3;

function objectProperties(type: ApiType | undefined): ApiProperty[] | undefined {
  if (type?.kind !== 'object' || type.signatures.length > 0 || type.properties.length === 0) return undefined;
  return type.properties;
}

/**
 * The alternatives of a union of options objects (`{ exactIn } | { exactOut }`, or an object
 * `| undefined`): their properties, each name once. The union itself stays the row's type.
 */
function alternativeProperties(type: ApiType | undefined): ApiProperty[] | undefined {
  if (type?.kind !== 'union') return undefined;
  const alternatives = type.types.filter(
    (member) => !(member.kind === 'intrinsic' && (member.name === 'undefined' || member.name === 'null')),
  );
  const objects = alternatives.map(objectProperties);
  if (objects.length === 0 || objects.some((properties) => properties === undefined)) return undefined;
  const byName = new Map<string, ApiProperty>();
  for (const property of objects.flatMap((properties) => properties ?? []))
    if (!byName.has(property.name)) byName.set(property.name, property);
  return [...byName.values()];
}

function defaultFromComment(comment: ApiComment | undefined): string | undefined {
  const block = comment?.blocks.find((candidate) => candidate.tag === 'defaultValue' || candidate.tag === 'default');
  if (!block) return undefined;
  return partsToMarkdown(block.content, () => undefined)
    .replace(/^```\w*\n?|\n?```$/g, '')
    .replace(/^`|`$/g, '')
    .trim();
}

function rowsOf(
  prefix: string,
  name: string,
  flags: { isOptional?: boolean; isRest?: boolean },
  type: ApiType | undefined,
  comment: ApiComment | undefined,
  defaultValue: string | undefined,
  depth: number,
): ParameterRow[] {
  const properties = depth < MAX_DEPTH ? objectProperties(type) : undefined;
  const alternatives = depth < MAX_DEPTH && !properties ? alternativeProperties(type) : undefined;
  const fallback = defaultValue ?? defaultFromComment(comment);
  const row: ParameterRow = {
    name: `${prefix}${name}`,
    isOptional: flags.isOptional === true,
    isRest: flags.isRest === true,
    ...(type && !properties ? { type } : {}),
    ...(fallback === undefined ? {} : { defaultValue: fallback }),
    ...(comment ? { comment } : {}),
  };
  const nested = (properties ?? alternatives ?? []).flatMap((property) =>
    rowsOf(
      `${row.name}.`,
      property.name,
      property.flags,
      property.type ?? propertyFunctionType(property),
      property.comment,
      undefined,
      depth + 1,
    ),
  );
  return [row, ...nested];
}

function propertyFunctionType(property: ApiProperty): ApiType | undefined {
  return property.signatures.length > 0
    ? { kind: 'object', properties: [], signatures: property.signatures, indexSignatures: [] }
    : undefined;
}

/** The rows of a parameters table: each parameter, then the properties of inline options objects. */
export function parameterRows(parameters: ApiParameter[]): ParameterRow[] {
  return parameters.flatMap((param) => rowsOf('', param.name, param.flags, param.type, param.comment, param.defaultValue, 0));
}

/** The rows of a properties table of an object type alias. */
export function propertyRows(properties: ApiProperty[]): ParameterRow[] {
  return properties.flatMap((property) =>
    rowsOf('', property.name, property.flags, property.type ?? propertyFunctionType(property), property.comment, undefined, 0),
  );
}

export function rowLabel(row: ParameterRow): string {
  return `${row.isRest ? '...' : ''}${row.name}${row.isOptional ? '?' : ''}`;
}
