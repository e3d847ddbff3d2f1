/** A reflection whose type shows `any`, or a name TypeScript resolved to nothing, somewhere. */
export interface SuspectSite {
  /** the reflections from the export down to the one holding the type, innermost last (ids of TypeDoc's JSON) */
  ids: number[];
  /** where a reader meets it: 'Fraction.constructor(numerator)', 'BigintIsh', 'Client<transport>' */
  label: string;
}

interface JsonNode {
  id?: unknown;
  variant?: unknown;
  name?: unknown;
  type?: unknown;
  [key: string]: unknown;
}

const REFLECTION_VARIANTS = new Set(['declaration', 'signature', 'param', 'typeParam']);

function isReflection(node: JsonNode): node is JsonNode & { id: number; variant: string; name: string } {
  return typeof node.id === 'number' && typeof node.variant === 'string' && REFLECTION_VARIANTS.has(node.variant);
}

/** 'Fraction' › 'constructor' › signature › 'numerator' → 'Fraction.constructor(numerator)' */
function labelOf(path: (JsonNode & { variant: string; name: string })[]): string {
  let label = '';
  for (const node of path) {
    if (node.variant === 'declaration' && node.name !== '__type') label += label === '' ? node.name : `.${node.name}`;
    if (node.variant === 'param') label += `(${node.name})`;
    if (node.variant === 'typeParam') label += `<${node.name}>`;
  }
  return label;
}

/**
 * `any`, or a reference to a symbol without declarations (a name TypeScript could not
 * resolve, shown as written): TypeDoc's id of such a symbol has no file.
 */
function isSuspect(node: JsonNode): boolean {
  if (node.type === 'intrinsic') return node.name === 'any';
  const target = node.type === 'reference' ? node.target : undefined;
  return typeof target === 'object' && target !== null && (target as { packagePath?: unknown }).packagePath === '';
}

/**
 * Every place in TypeDoc's serialised project where a type is the intrinsic `any` or a
 * reference to a symbol without declarations, once per reflection: the reflection is where
 * TypeScript is asked why. Reads the JSON, not TypeDoc's classes, so that it sees exactly
 * what is written and read back.
 */
export function findSuspectSites(project: unknown): SuspectSite[] {
  const sites = new Map<number, SuspectSite>();
  const path: (JsonNode & { id: number; variant: string; name: string })[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as JsonNode;
    if (isSuspect(node)) {
      const holder = path.at(-1);
      if (holder !== undefined && !sites.has(holder.id)) sites.set(holder.id, { ids: path.map((p) => p.id), label: labelOf(path) });
    }
    const reflection = isReflection(node);
    if (reflection) path.push(node);
    for (const [key, inner] of Object.entries(node)) if (key !== 'comment' && key !== 'symbolIdMap') walk(inner);
    if (reflection) path.pop();
  };
  walk(project);
  return [...sites.values()];
}
