import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CodeReference } from './exampleReferences.js';
import { typeCheckExamples } from './typeCheckExamples.js';

/** A package that, like zod, names its exports after keywords and primitives, with a class of static and instance members. */
const DECLARATIONS = `
export declare function string(): Schema;
export declare function check(value: unknown): boolean;
export declare function readonly<T>(schema: T): T;
export interface Options { retries: number }
export declare class Schema {
  static create(options?: Options): Schema;
  static version: string;
  parse(input: unknown): unknown;
  optional(): Schema;
}
export declare enum Level { Low = 0, High = 1 }
export * as ns from './more.js';
export declare function keccak256(data: Uint8Array): string;
export declare namespace keccak256 {
  var register: (func: (data: Uint8Array) => string) => void;
  function lock(): void;
}
`;

let site: string;
let entry: string;

beforeAll(() => {
  site = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'sitegen-references-')));
  const pkg = path.join(site, 'node_modules', 'kw');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'kw', version: '1.0.0', types: 'index.d.ts' }));
  writeFileSync(path.join(pkg, 'index.d.ts'), DECLARATIONS);
  writeFileSync(path.join(pkg, 'more.d.ts'), 'export declare function extra(): void;\n');
  entry = path.join(pkg, 'index.d.ts');
});

/** The references of one example, as `text → export` or `text → Owner.member (static)`. */
async function referencesOf(code: string, documented = [entry]): Promise<string[]> {
  const result = await typeCheckExamples({ examples: [{ file: 'guide.md', kind: 'ts', code, line: 1 }], siteDir: site, documented });
  const info = result.typeInfo[0];
  const shown = info?.code ?? '';
  return (info?.references ?? []).map((reference: CodeReference) => {
    const text = shown.slice(reference.start, reference.end);
    const target = reference.owner === undefined ? reference.name : `${reference.owner}.${reference.name}`;
    return `${text} → ${target}${reference.isStatic ? ' (static)' : ''}`;
  });
}

describe('exampleReferences: the names the checker resolves to a documented export', () => {
  it('never a keyword or primitive type, a local, or a parameter spelled like an export', async () => {
    const code = [
      "import { string as s } from 'kw';",
      "const name: string = 'x';",
      'function check(value: readonly string[]): boolean { return value.length > 0; }',
      'const schema = s();',
      'check([name]);',
      'export { schema };',
    ].join('\n');
    expect(await referencesOf(code)).toEqual(['string → string', 's → string', 's → string']);
  }, 60_000);

  it('members by their declaration: static through the class, instance through a value, enum members', async () => {
    const code = [
      "import { Schema, Level } from 'kw';",
      'const schema = Schema.create({ retries: 2 });',
      'const { parse } = schema.optional();',
      'parse(Level.High);',
      'export const v = Schema.version;',
    ].join('\n');
    expect(await referencesOf(code)).toEqual([
      'Schema → Schema',
      'Level → Level',
      'Schema → Schema',
      'create → Schema.create (static)',
      'parse → Schema.parse',
      'optional → Schema.optional',
      'Level → Level',
      'High → Level.High (static)',
      'Schema → Schema',
      'version → Schema.version (static)',
    ]);
  }, 60_000);

  it("a namespace's values merged onto a function are its members, reached through it", async () => {
    const code = ["import { keccak256 } from 'kw';", 'keccak256.register(() => "");', 'keccak256.lock();'].join('\n');
    expect(await referencesOf(code)).toEqual([
      'keccak256 → keccak256',
      'keccak256 → keccak256',
      'register → keccak256.register (static)',
      'keccak256 → keccak256',
      'lock → keccak256.lock (static)',
    ]);
  }, 60_000);

  it('a member of another type (an array, a string) is not the export of its name', async () => {
    const code = [
      "import { check } from 'kw';",
      "const list = ['a'];",
      'export const ok = check(list.length) && list.concat([]).length;',
    ].join('\n');
    expect(await referencesOf(code)).toEqual(['check → check', 'check → check']);
  }, 60_000);

  it('a namespace re-export resolves under its own name, what only it exports under the qualified name, and nothing resolves without documented entry points', async () => {
    const code = "import { ns } from 'kw';\nns.extra();";
    expect(await referencesOf(code)).toEqual(['ns → ns', 'ns → ns', 'extra → ns.extra']);
    expect(await referencesOf(code, [])).toEqual([]);
  }, 60_000);
});
