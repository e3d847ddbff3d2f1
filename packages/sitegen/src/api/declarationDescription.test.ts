import { describe, expect, it } from 'vitest';
import { declarationDescription } from './declarationDescription.js';
import { declarationOf, memberOf } from '../test/apiModel.js';
import type { ApiMember, ApiType } from './model.js';
import { THEME_STRINGS } from '../view/strings.js';

const member = (name: string, kind: ApiMember['kind'], inheritedFrom?: string): ApiMember =>
  memberOf(name, kind, inheritedFrom ? { inheritedFrom: { text: inheritedFrom } } : {});
const string: ApiType = { kind: 'intrinsic', name: 'string' };

describe('declarationDescription', () => {
  it('is the first paragraph of the doc comment when there is one', () => {
    const documented = declarationOf({
      name: 'Fee',
      kind: 'enum',
      comment: { summary: [{ kind: 'text', text: 'Fee tiers.\n\nMore.' }], blocks: [], modifiers: [] },
    });
    expect(declarationDescription(documented)).toBe('Fee tiers.');
  });

  it('describes an undocumented class by its own members, inherited ones counted', () => {
    const members = [
      member('constructor', 'constructor'),
      member('code', 'property'),
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => member(name, 'method')),
      member('on', 'method', 'EventEmitter.on'),
    ];
    expect(declarationDescription(declarationOf({ name: 'Client', kind: 'class', members }))).toBe(
      'Class Client: constructor; properties code; methods a, b, c, d, e and 2 more; 1 member inherited from EventEmitter.',
    );
    expect(declarationDescription(declarationOf({ name: 'Empty', kind: 'interface' }))).toBe('Interface Empty.');
  });

  it("describes it in the locale's words", () => {
    const fr = THEME_STRINGS.fr;
    if (fr === undefined) throw new Error('the theme speaks French');
    const members = [
      member('constructor', 'constructor'),
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => member(name, 'method')),
      member('on', 'method', 'EventEmitter.on'),
      member('off', 'method', 'EventEmitter.off'),
    ];
    expect(declarationDescription(declarationOf({ name: 'Client', kind: 'class', members }), fr)).toBe(
      'Classe Client: constructeur; méthodes a, b, c, d, e et 2 autres; 2 membres hérités de EventEmitter.',
    );
  });

  it('gives an undocumented function its signature and a type alias its declaration, cut when very long', () => {
    const fn = declarationOf({
      name: 'parse',
      kind: 'function',
      signatures: [
        {
          kind: 'call',
          name: 'parse',
          typeParameters: [],
          parameters: [{ name: 'key', flags: { isOptional: true }, type: string }],
          returnType: string,
          flags: {},
        },
      ],
    });
    expect(declarationDescription(fn)).toBe('parse(key?: string): string');
    const long: ApiType = {
      kind: 'union',
      types: Array.from({ length: 40 }, (_, index) => ({ kind: 'literal' as const, text: `"value${index}"` })),
    };
    const alias = declarationDescription(declarationOf({ name: 'Many', kind: 'typeAlias', type: long }));
    expect(alias.startsWith('type Many = "value0" | "value1"')).toBe(true);
    expect(alias.length).toBeLessThanOrEqual(200);
    expect(alias.endsWith(' …')).toBe(true);
  });
});
