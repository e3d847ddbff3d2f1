/**
 * The configuration reference, read from the source rather than written by hand: every key
 * of `UserConfig` (packages/sitegen/src/config/types.ts) with its type, its TSDoc description
 * and its `@defaultValue`, found with the TypeScript compiler API. The zod schema that
 * validates a config is walked too, so a key the schema takes and the interface does not
 * document shows up as missing.
 */
import ts from 'typescript';

export interface ConfigKey {
  /** 'navbar.items[].label'; a record's keys are '<name>' */
  path: string;
  /** the type as the source writes it, object literals shortened to 'object' */
  type: string;
  description: string;
  defaultValue?: string;
  required: boolean;
}

/** Only sitegen's own types are opened up: a unified plugin or a React node is a type, not a set of keys. */
function isOwnDeclaration(type: ts.Type, ownFolder: string): boolean {
  const declarations = (type.aliasSymbol ?? type.getSymbol())?.getDeclarations() ?? [];
  return declarations.length > 0 && declarations.every((d) => d.getSourceFile().fileName.startsWith(ownFolder));
}

/**
 * A type whose TSDoc has `@documentedElsewhere` (a sidebar item of the sidebars file, a
 * recursive format with a page of its own) is named in the reference, not opened key by key.
 */
function isDocumentedElsewhere(type: ts.Type): boolean {
  return type.aliasSymbol?.getJsDocTags().some((tag) => tag.name === 'documentedElsewhere') ?? false;
}

/** The keys of `UserConfig` declared in `typesFile`, depth first in declaration order. */
export function readConfigKeys(typesFile: string): ConfigKey[] {
  const program = ts.createProgram([typesFile], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(typesFile);
  const declaration = source?.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'UserConfig',
  );
  if (source === undefined || declaration === undefined) throw new Error(`no interface UserConfig in ${typesFile}`);
  const ownFolder = typesFile.slice(0, typesFile.lastIndexOf('/config/'));
  const keys = new Map<string, ConfigKey>();

  const openable = (type: ts.Type): boolean =>
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    type.getCallSignatures().length === 0 &&
    !checker.isTupleType(type) &&
    isOwnDeclaration(type, ownFolder);

  /**
   * The object types a value of `type` holds keys in, and the path suffix that reaches them.
   * `seen` stops a recursive type (a sidebar item holds items) at its first repetition.
   */
  const partsOf = (type: ts.Type, seen: ReadonlySet<ts.Type> = new Set()): { type: ts.Type; suffix: string }[] => {
    if (seen.has(type) || isDocumentedElsewhere(type)) return [];
    const inside = new Set(seen).add(type);
    const members = type.isUnion() ? type.types : [type];
    return members.flatMap((member) => {
      if (checker.isArrayType(member)) {
        const element = checker.getTypeArguments(member as ts.TypeReference)[0];
        return element === undefined ? [] : partsOf(element, inside).map((part) => ({ ...part, suffix: `[]${part.suffix}` }));
      }
      const index = member.getStringIndexType();
      if (index !== undefined && member.getProperties().length === 0) {
        return partsOf(index, inside).map((part) => ({ ...part, suffix: `.<name>${part.suffix}` }));
      }
      return openable(member) || (member.isIntersection() && member.types.some(openable)) ? [{ type: member, suffix: '' }] : [];
    });
  };

  /** `open` holds the object types on the way here, so a recursive one is listed once. */
  const walk = (type: ts.Type, base: string, open: ReadonlySet<ts.Type> = new Set()): void => {
    const parts = partsOf(type);
    // a key of one variant of a union (a navbar item's `docId`, for `type: 'doc'`) is not required of the others
    const requiredInEvery = (name: string, suffix: string): boolean =>
      parts
        .filter((part) => part.suffix === suffix)
        .every((part) => {
          const property = checker.getPropertyOfType(part.type, name);
          return property !== undefined && (property.flags & ts.SymbolFlags.Optional) === 0;
        });
    for (const part of parts) {
      if (open.has(part.type)) continue;
      const inside = new Set(open).add(part.type);
      const prefix = `${base}${part.suffix}`;
      for (const property of checker.getPropertiesOfType(part.type)) {
        const path = prefix === '' ? property.name : `${prefix}.${property.name}`;
        const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
        add(path, property, propertyType, partsOf(propertyType).length > 0, requiredInEvery(property.name, part.suffix));
        walk(propertyType, path, inside);
      }
    }
  };

  const add = (path: string, property: ts.Symbol, type: ts.Type, opened: boolean, required: boolean): void => {
    const description = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
    const tag = property.getJsDocTags(checker).find((t) => t.name === 'defaultValue');
    const defaultValue = tag?.text === undefined ? undefined : ts.displayPartsToString(tag.text).trim();
    const key: ConfigKey = {
      path,
      type: typeText(property, type, checker, opened),
      description,
      ...(defaultValue === undefined ? {} : { defaultValue }),
      required,
    };
    const known = keys.get(path);
    // a key of several variants (a navbar item's `label`): one row, the types joined, the first description written
    keys.set(
      path,
      known === undefined
        ? key
        : {
            path,
            type: [...new Set([...known.type.split(' | '), ...key.type.split(' | ')])].join(' | '),
            description: known.description || key.description,
            ...((known.defaultValue ?? key.defaultValue) === undefined ? {} : { defaultValue: known.defaultValue ?? key.defaultValue }),
            required: known.required && key.required,
          },
    );
  };

  walk(checker.getTypeAtLocation(declaration.name), '');
  return [...keys.values()];
}

/**
 * A literal union as its values; anything else as the source writes it, with `{ … }` and the
 * names of types whose keys are listed below it shortened to 'object'.
 */
function typeText(property: ts.Symbol, type: ts.Type, checker: ts.TypeChecker, opened: boolean): string {
  const members = type.isUnion() ? type.types : [type];
  if (members.every((member) => member.isLiteral() || (member.flags & ts.TypeFlags.BooleanLiteral) !== 0)) {
    const texts = members.map((member) => checker.typeToString(member).replaceAll('"', "'"));
    return texts.length === 2 && texts.includes('true') && texts.includes('false') ? 'boolean' : texts.join(' | ');
  }
  const node = property.getDeclarations()?.find((d): d is ts.PropertySignature => ts.isPropertySignature(d))?.type;
  const written = shortenObjects((node?.getText() ?? checker.typeToString(type)).replace(/\s+/g, ' ')).replace(/^\| /, '');
  const named = opened ? written.replace(/\b(?!Record\b)[A-Z]\w*/g, 'object') : written;
  return named.replace(/^object & object$/, 'object');
}

function shortenObjects(text: string): string {
  let depth = 0;
  let out = '';
  for (const char of text) {
    if (char === '{') {
      if (depth === 0) out += 'object';
      depth += 1;
    } else if (char === '}') depth -= 1;
    else if (depth === 0) out += char;
  }
  return out;
}

interface SchemaDef {
  type: string;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  shape?: Record<string, unknown>;
  element?: unknown;
  valueType?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
}

function defOf(schema: unknown): SchemaDef | undefined {
  const internals = (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod;
  return internals?.def;
}

/** Every key path a zod schema (v4) accepts, in the same notation as `readConfigKeys`. */
export function schemaKeyPaths(schema: unknown): string[] {
  const paths = new Set<string>();
  const walk = (node: unknown, base: string): void => {
    const def = defOf(node);
    if (def === undefined) return;
    // a schema checked by hand states the keys it takes in its metadata
    const keysOf = (node as { meta?: () => { keysOf?: unknown } | undefined }).meta?.()?.keysOf;
    if (keysOf !== undefined) {
      walk(keysOf, base);
      return;
    }
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'readonly':
        walk(def.innerType, base);
        return;
      case 'pipe':
        walk(def.in, base);
        walk(def.out, base);
        return;
      case 'array':
        walk(def.element, `${base}[]`);
        return;
      case 'record':
        walk(def.valueType, `${base}.<name>`);
        return;
      case 'union':
        for (const option of def.options ?? []) walk(option, base);
        return;
      case 'intersection':
        walk(def.left, base);
        walk(def.right, base);
        return;
      case 'object':
        for (const [key, value] of Object.entries(def.shape ?? {})) {
          const path = base === '' ? key : `${base}.${key}`;
          paths.add(path);
          walk(value, path);
        }
        return;
      default:
        return;
    }
  };
  walk(schema, '');
  return [...paths];
}
