import { describe, expect, it } from 'vitest';
import type { ApiSignature, ApiType } from '../model.js';
import { typeText, typeTokens } from './typeTokens.js';

const str: ApiType = { kind: 'intrinsic', name: 'string' };
const num: ApiType = { kind: 'intrinsic', name: 'number' };
const ref = (name: string, target?: string): ApiType => ({ kind: 'reference', name, typeArguments: [], ...(target ? { target } : {}) });
const fn = (returnType: ApiType): ApiType => {
  const signature: ApiSignature = {
    kind: 'call',
    name: '__type',
    typeParameters: [],
    parameters: [{ name: 'x', type: str, flags: {} }],
    returnType,
    flags: {},
  };
  return { kind: 'object', properties: [], signatures: [signature], indexSignatures: [] };
};

describe('typeTokens', () => {
  it('parenthesises where precedence needs it', () => {
    expect(typeText({ kind: 'array', element: { kind: 'union', types: [str, num] } })).toBe('(string | number)[]');
    expect(typeText({ kind: 'array', element: { kind: 'typeOperator', operator: 'keyof', target: ref('T') } })).toBe('(keyof T)[]');
    expect(typeText({ kind: 'union', types: [fn(num), { kind: 'literal', text: 'null' }] })).toBe('((x: string) => number) | null');
    expect(typeText({ kind: 'intersection', types: [{ kind: 'union', types: [str, num] }, ref('B')] })).toBe('(string | number) & B');
    expect(typeText({ kind: 'union', types: [str, num] })).toBe('string | number');
  });

  it('prints object types on one line in tables and over lines in signatures', () => {
    const object: ApiType = {
      kind: 'object',
      properties: [
        { name: 'a', flags: { isReadonly: true }, type: str, signatures: [] },
        { name: 'b', flags: { isOptional: true }, type: num, signatures: [] },
      ],
      signatures: [],
      indexSignatures: [],
    };
    expect(typeText(object)).toBe('{ readonly a: string; b?: number }');
    expect(typeText(object, { multiline: true, indent: '' })).toBe('{\n  readonly a: string;\n  b?: number;\n}');
  });

  it('prints mapped types with their modifiers and predicates with asserts', () => {
    const mapped: ApiType = {
      kind: 'mapped',
      parameter: 'K',
      parameterType: { kind: 'typeOperator', operator: 'keyof', target: ref('T') },
      template: ref('X'),
      readonlyModifier: '-',
      optionalModifier: '+',
    };
    expect(typeText(mapped)).toBe('{ -readonly [K in keyof T]?: X }');
    expect(typeText({ kind: 'predicate', name: 'value', asserts: true, target: str })).toBe('asserts value is string');
    expect(typeText({ kind: 'predicate', name: 'value', asserts: true })).toBe('asserts value');
  });

  it('marks references: documented ones with their symbol, external ones as such', () => {
    const tokens = typeTokens({ kind: 'reference', name: 'Promise', external: true, typeArguments: [ref('GSwap', 'GSwap')] });
    expect(tokens.filter((token) => token.kind === 'ref')).toEqual([
      { text: 'Promise', kind: 'ref', external: true },
      { text: 'GSwap', kind: 'ref', target: 'GSwap' },
    ]);
  });
});
