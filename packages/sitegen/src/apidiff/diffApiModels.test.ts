import { describe, expect, it } from 'vitest';
import type {
  ApiComment,
  ApiDeclaration,
  ApiMember,
  ApiModel,
  ApiParameter,
  ApiSignature,
  ApiType,
  ApiTypeParameter,
} from '../api/model.js';
import { diffApiModels } from './diffApiModels.js';

const t = (name: string): ApiType => ({ kind: 'intrinsic', name });
const lit = (text: string): ApiType => ({ kind: 'literal', text });
const ref = (name: string): ApiType => ({ kind: 'reference', name, typeArguments: [] });
const union = (...types: ApiType[]): ApiType => ({ kind: 'union', types });
const deprecated: ApiComment = { summary: [], blocks: [{ tag: 'deprecated', content: [] }], modifiers: [] };

const param = (name: string, type: ApiType, optional = false): ApiParameter => ({
  name,
  type,
  flags: optional ? { isOptional: true } : {},
});
const sig = (parameters: ApiParameter[], returnType: ApiType = t('void'), typeParameters: ApiTypeParameter[] = []): ApiSignature => ({
  kind: 'call',
  name: 'f',
  typeParameters,
  parameters,
  returnType,
  flags: {},
});
const declaration = (name: string, kind: ApiDeclaration['kind'], rest: Partial<ApiDeclaration> = {}): ApiDeclaration => ({
  name,
  kind,
  flags: {},
  typeParameters: [],
  extends: [],
  implements: [],
  extendedBy: [],
  implementedBy: [],
  members: [],
  signatures: [],
  indexSignatures: [],
  ...rest,
});
const fn = (name: string, ...signatures: ApiSignature[]) => declaration(name, 'function', { signatures });
const prop = (name: string, type: ApiType, flags: ApiMember['flags'] = {}): ApiMember => ({
  name,
  kind: 'property',
  flags,
  type,
  signatures: [],
});
const method = (name: string, ...signatures: ApiSignature[]): ApiMember => ({ name, kind: 'method', flags: {}, signatures });
const model = (...declarations: ApiDeclaration[]): ApiModel => ({ packageName: 'p', declarations, unsupported: [] });

/** The rules that fire between two versions of one declaration, with whether each breaks. */
function rules(before: ApiDeclaration[], after: ApiDeclaration[]) {
  return diffApiModels(model(...before), model(...after)).map(
    (found) => `${found.rule}${found.breaking ? ' (breaking)' : ''} ${found.path}`,
  );
}

describe('diffApiModels: exports', () => {
  it('finds nothing between an API and itself', () => {
    const api = [fn('f', sig([param('a', t('string'))])), declaration('I', 'interface', { members: [prop('x', t('number'))] })];
    expect(rules(api, structuredClone(api))).toEqual([]);
  });

  it('classes a removed export breaking and an added one not', () => {
    expect(rules([fn('a', sig([]))], [fn('b', sig([param('x', t('number'))]))])).toEqual(['export-removed (breaking) a', 'export-added b']);
  });

  it('pairs a removed and an added export of the same shape as a rename (breaking: the old name is gone)', () => {
    const before = [fn('parse', sig([param('input', t('string'))], t('number')))];
    const after = [fn('parseInput', sig([param('text', t('string'))], t('number')))];
    const [renamed] = diffApiModels(model(...before), model(...after));
    expect(renamed).toMatchObject({ rule: 'export-renamed', breaking: true, path: 'parse', message: '`parse` was renamed `parseInput`' });
  });

  it('pairs no rename when two removed exports share a shape (either could be the new one)', () => {
    const shape = sig([param('a', t('string'))]);
    expect(rules([fn('a', shape), fn('b', shape)], [fn('c', shape)])).toEqual([
      'export-removed (breaking) a',
      'export-removed (breaking) b',
      'export-added c',
    ]);
  });

  it('reports a @deprecated tag that appeared, not breaking', () => {
    expect(rules([fn('f', sig([]))], [fn('f', { ...sig([]), comment: deprecated })])).toEqual(['export-deprecated f']);
    expect(rules([declaration('C', 'class', { comment: deprecated })], [declaration('C', 'class', { comment: deprecated })])).toEqual([]);
  });

  it('classes a changed kind of declaration breaking', () => {
    expect(rules([declaration('X', 'class')], [declaration('X', 'interface')])).toEqual(['kind-changed (breaking) X']);
  });

  it('keeps a namespace’s declarations apart from top-level ones of their name', () => {
    expect(rules([fn('parse', sig([]))], [fn('parse', sig([])), { ...fn('parse', sig([])), module: 'core' }])).toEqual([
      'export-added core.parse',
    ]);
  });
});

describe('diffApiModels: parameters and results', () => {
  const f = (...parameters: ApiParameter[]) => [fn('f', sig(parameters))];

  it('an added optional parameter is not breaking; an added required one is', () => {
    expect(rules(f(), f(param('a', t('string'), true)))).toEqual(['parameter-added-optional f']);
    expect(rules(f(), f(param('a', t('string'))))).toEqual(['parameter-added-required (breaking) f']);
  });

  it('a parameter made required, or removed, is breaking; made optional is not', () => {
    expect(rules(f(param('a', t('string'), true)), f(param('a', t('string'))))).toEqual(['parameter-made-required (breaking) f']);
    expect(rules(f(param('a', t('string'))), f(param('a', t('string'), true)))).toEqual(['parameter-made-optional f']);
    expect(rules(f(param('a', t('string'))), f())).toEqual(['parameter-removed (breaking) f']);
  });

  it('a parameter whose type widened is not breaking; narrowed or otherwise changed is', () => {
    expect(rules(f(param('a', t('string'))), f(param('a', union(t('string'), t('number')))))).toEqual(['parameter-type-widened f']);
    expect(rules(f(param('a', lit('"GET"'))), f(param('a', t('string'))))).toEqual(['parameter-type-widened f']);
    expect(rules(f(param('a', t('string'))), f(param('a', t('unknown'))))).toEqual(['parameter-type-widened f']);
    expect(rules(f(param('a', union(t('string'), t('number')))), f(param('a', t('string'))))).toEqual([
      'parameter-type-changed (breaking) f',
    ]);
    expect(rules(f(param('a', ref('Options'))), f(param('a', ref('Settings'))))).toEqual(['parameter-type-changed (breaking) f']);
  });

  it('a renamed parameter is the same parameter', () => {
    expect(rules(f(param('a', t('string'))), f(param('input', t('string'))))).toEqual([]);
  });

  it('compares unions whatever order their members are written in', () => {
    expect(rules(f(param('a', union(t('string'), t('number')))), f(param('a', union(t('number'), t('string')))))).toEqual([]);
  });

  it('a return type that narrowed is not breaking; one widened or changed is', () => {
    const returning = (type: ApiType) => [fn('f', sig([], type))];
    expect(rules(returning(union(t('string'), t('undefined'))), returning(t('string')))).toEqual(['return-type-narrowed f']);
    expect(rules(returning(t('void')), returning(t('string')))).toEqual(['return-type-narrowed f']);
    expect(rules(returning(t('string')), returning(union(t('string'), t('undefined'))))).toEqual(['return-type-changed (breaking) f']);
  });

  it('keeps the old and new signatures of a changed one', () => {
    const [found] = diffApiModels(model(fn('f', sig([param('a', t('string'), true)]))), model(fn('f', sig([param('a', t('string'))]))));
    expect(found).toMatchObject({ before: '(a?: string): void', after: '(a: string): void', message: 'parameter `a` became required' });
  });

  it('an overload added is not breaking, one removed is; overloads written the same are unchanged', () => {
    const one = sig([param('a', t('string'))]);
    const two = sig([param('a', t('number'))]);
    expect(rules([fn('f', one)], [fn('f', one, two)])).toEqual(['overload-added f']);
    expect(rules([fn('f', one, two)], [fn('f', two)])).toEqual(['overload-removed (breaking) f']);
  });
});

describe('diffApiModels: type parameters', () => {
  const generic = (...typeParameters: ApiTypeParameter[]) => [fn('f', sig([], t('void'), typeParameters))];

  it('one added with a default is not breaking, without one it is; one removed is', () => {
    expect(rules(generic(), generic({ name: 'T', default: t('string') }))).toEqual(['type-parameter-added-defaulted f']);
    expect(rules(generic(), generic({ name: 'T' }))).toEqual(['type-parameter-added-required (breaking) f']);
    expect(rules(generic({ name: 'T' }), generic())).toEqual(['type-parameter-removed (breaking) f']);
  });

  it('a widened constraint is not breaking; a narrowed one or a changed default is', () => {
    expect(rules(generic({ name: 'T', constraint: t('string') }), generic({ name: 'T' }))).toEqual(['type-parameter-constraint-widened f']);
    expect(rules(generic({ name: 'T' }), generic({ name: 'T', constraint: t('string') }))).toEqual([
      'type-parameter-constraint-changed (breaking) f',
    ]);
    expect(rules(generic({ name: 'T', default: t('string') }), generic({ name: 'T', default: t('number') }))).toEqual([
      'type-parameter-default-changed (breaking) f',
    ]);
  });
});

describe('diffApiModels: members', () => {
  const iface = (...members: ApiMember[]) => [declaration('Options', 'interface', { members })];
  const klass = (...members: ApiMember[]) => [declaration('Client', 'class', { members })];

  it('a required property added to an interface is breaking (object literals lack it); an optional one is not', () => {
    expect(rules(iface(), iface(prop('timeout', t('number'))))).toEqual(['required-member-added (breaking) Options.timeout']);
    expect(rules(iface(), iface(prop('timeout', t('number'), { isOptional: true })))).toEqual(['member-added Options.timeout']);
  });

  it('a member added to a class is not breaking unless abstract', () => {
    expect(rules(klass(), klass(method('close', sig([]))))).toEqual(['member-added Client.close']);
    expect(rules(klass(), klass({ ...method('close', sig([])), flags: { isAbstract: true } }))).toEqual([
      'required-member-added (breaking) Client.close',
    ]);
  });

  it('a member removed or renamed is breaking', () => {
    expect(rules(klass(method('close', sig([]))), klass())).toEqual(['member-removed (breaking) Client.close']);
    expect(rules(klass(method('close', sig([]))), klass(method('dispose', sig([]))))).toEqual(['member-renamed (breaking) Client.close']);
  });

  it('a property made required or read-only is breaking; made optional is not', () => {
    expect(rules(iface(prop('a', t('string'), { isOptional: true })), iface(prop('a', t('string'))))).toEqual([
      'property-made-required (breaking) Options.a',
    ]);
    expect(rules(iface(prop('a', t('string'))), iface(prop('a', t('string'), { isOptional: true })))).toEqual([
      'property-made-optional Options.a',
    ]);
    expect(rules(iface(prop('a', t('string'))), iface(prop('a', t('string'), { isReadonly: true })))).toEqual([
      'property-made-readonly (breaking) Options.a',
    ]);
  });

  it('a property type changed is breaking, unless the property is read-only and its type narrowed', () => {
    expect(rules(iface(prop('a', t('string'))), iface(prop('a', union(t('string'), t('number')))))).toEqual([
      'property-type-changed (breaking) Options.a',
    ]);
    const readonly = { isReadonly: true };
    expect(rules(iface(prop('a', union(t('string'), t('number')), readonly)), iface(prop('a', t('string'), readonly)))).toEqual([
      'readonly-property-type-narrowed Options.a',
    ]);
  });

  it('compares a method’s signatures and reports one deprecated', () => {
    expect(rules(klass(method('get', sig([]))), klass(method('get', sig([param('url', t('string'))]))))).toEqual([
      'parameter-added-required (breaking) Client.get',
    ]);
    expect(rules(klass(method('get', sig([]))), klass({ ...method('get', sig([])), comment: deprecated }))).toEqual([
      'member-deprecated Client.get',
    ]);
  });

  it('an enum member added is not breaking; removed or given another value is', () => {
    const member = (name: string, value: string): ApiMember => ({ name, kind: 'enumMember', flags: {}, type: lit(value), signatures: [] });
    const enumOf = (...members: ApiMember[]) => [declaration('Fee', 'enum', { members })];
    expect(rules(enumOf(member('LOW', '500')), enumOf(member('LOW', '500'), member('HIGH', '10000')))).toEqual(['member-added Fee.HIGH']);
    expect(rules(enumOf(member('LOW', '500'), member('HIGH', '10000')), enumOf(member('LOW', '500')))).toEqual([
      'member-removed (breaking) Fee.HIGH',
    ]);
    expect(rules(enumOf(member('LOW', '500')), enumOf(member('LOW', '100')))).toEqual(['enum-member-value-changed (breaking) Fee.LOW']);
  });

  it('a base type removed is breaking, one added is not', () => {
    const extending = (...bases: string[]) => [declaration('E', 'class', { extends: bases.map(ref) })];
    expect(rules(extending('Base'), extending())).toEqual(['base-type-removed (breaking) E']);
    expect(rules(extending(), extending('Base'))).toEqual(['base-type-added E']);
  });
});

describe('diffApiModels: type aliases and variables', () => {
  const alias = (type: ApiType) => [declaration('Method', 'typeAlias', { type })];
  const variable = (type: ApiType) => [declaration('version', 'variable', { type })];

  it('an alias that only gained union members is wider, not breaking; any other change is', () => {
    expect(rules(alias(union(lit('"get"'), lit('"post"'))), alias(union(lit('"get"'), lit('"post"'), lit('"put"'))))).toEqual([
      'type-alias-widened Method',
    ]);
    expect(rules(alias(union(lit('"get"'), lit('"post"'))), alias(lit('"get"')))).toEqual(['type-alias-changed (breaking) Method']);
  });

  it('an object type alias compares property by property, like an interface', () => {
    const object = (...properties: ApiMember[]): ApiType => ({
      kind: 'object',
      properties: properties.map(({ name, flags, type }) => ({ name, flags, signatures: [], ...(type ? { type } : {}) })),
      signatures: [],
      indexSignatures: [],
    });
    expect(
      rules(alias(object(prop('a', t('string')))), alias(object(prop('a', t('string')), prop('b', t('number'), { isOptional: true })))),
    ).toEqual(['member-added Method.b']);
  });

  it('a variable whose type narrowed is not breaking; otherwise changed it is', () => {
    expect(rules(variable(t('string')), variable(lit('"1.2"')))).toEqual(['variable-type-narrowed version']);
    expect(rules(variable(t('string')), variable(t('number')))).toEqual(['variable-type-changed (breaking) version']);
  });
});

describe('diffApiModels: renames', () => {
  it('reads references to a renamed export by its new name: what uses it is not changed for that alone', () => {
    const progress = (name: string) =>
      declaration(name, 'typeAlias', { type: { kind: 'object', properties: [], signatures: [], indexSignatures: [] } });
    const options = (type: string) => declaration('Options', 'interface', { members: [prop('onProgress', ref(type))] });
    expect(rules([progress('DownloadProgress'), options('DownloadProgress')], [progress('Progress'), options('Progress')])).toEqual([
      'export-renamed (breaking) DownloadProgress',
    ]);
  });
});

describe('diffApiModels: one name, several declarations', () => {
  it('matches a name that is a type and a value by kind: a class become an interface and a constant is one kind change', () => {
    const both = [declaration('ZodString', 'interface'), declaration('ZodString', 'variable', { type: ref('Constructor') })];
    expect(rules([declaration('ZodString', 'class')], both)).toEqual(['kind-changed (breaking) ZodString']);
    expect(diffApiModels(model(declaration('ZodString', 'class')), model(...both))[0]?.message).toBe(
      'was a class, is now an interface and a variable',
    );
  });

  it('compares the declarations of one kind and reports the type or value of the name that went', () => {
    const value = (type: ApiType) => declaration('OK', 'variable', { type });
    expect(rules([declaration('OK', 'typeAlias', { type: t('string') }), value(t('string'))], [value(t('number'))])).toEqual([
      'export-removed (breaking) OK',
      'variable-type-changed (breaking) OK',
    ]);
  });

  it('pairs a rename across sections only under a name alike up to case', () => {
    const alias = (name: string, module?: string) =>
      declaration(name, 'typeAlias', { type: union(t('string'), t('number')), ...(module ? { module } : {}) });
    expect(rules([alias('Primitive')], [alias('primitive', 'core.util')])).toEqual(['export-renamed (breaking) Primitive']);
    expect(rules([alias('PathComponent')], [alias('EnumValue', 'core.util')])).toEqual([
      'export-removed (breaking) PathComponent',
      'export-added core.util.EnumValue',
    ]);
  });
});

describe('diffApiModels: aliases and defaults', () => {
  it('compares types once the package’s own aliases are expanded, and shows them as written', () => {
    const dateArg = declaration('DateArg', 'typeAlias', {
      typeParameters: [{ name: 'D' }],
      type: union({ kind: 'reference', name: 'D', typeArguments: [], isTypeParameter: true }, t('number'), t('string')),
    });
    const before = [fn('add', sig([param('date', union(ref('Date'), t('number'), t('string')))]))];
    const after = [dateArg, fn('add', sig([param('date', { kind: 'reference', name: 'DateArg', typeArguments: [ref('Date')] })]))];
    expect(rules(before, after)).toEqual(['export-added DateArg']);
    const widened = [
      dateArg,
      fn('add', sig([param('date', union({ kind: 'reference', name: 'DateArg', typeArguments: [ref('Date')] }, t('null')))])),
    ];
    expect(diffApiModels(model(...before), model(...widened))[0]).toMatchObject({
      rule: 'parameter-type-widened',
      before: 'Date | number | string',
      after: 'DateArg<Date> | null',
    });
  });

  it('reads a return type that is a new type parameter as its default', () => {
    const result: ApiType = { kind: 'reference', name: 'R', typeArguments: [], isTypeParameter: true };
    expect(rules([fn('add', sig([], ref('Date')))], [fn('add', sig([], result, [{ name: 'R', default: ref('Date') }]))])).toEqual([
      'type-parameter-added-defaulted add',
    ]);
  });
});
