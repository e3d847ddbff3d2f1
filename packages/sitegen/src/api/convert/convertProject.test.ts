import { describe, expect, it } from 'vitest';
import { convertProject } from './convertProject.js';

const project = {
  schemaVersion: '2.0',
  id: 0,
  name: 'pkg',
  packageName: 'pkg',
  variant: 'project',
  kind: 1,
  flags: {},
  children: [
    { id: 1, name: 'Tools', variant: 'declaration', kind: 4, flags: {}, children: [] },
    {
      id: 2,
      name: 'Options',
      variant: 'declaration',
      kind: 2097152,
      flags: {},
      children: [
        {
          id: 3,
          name: 'fast',
          variant: 'declaration',
          kind: 1024,
          flags: { isOptional: true },
          type: { type: 'intrinsic', name: 'boolean' },
        },
      ],
    },
    {
      id: 4,
      name: 'run',
      variant: 'declaration',
      kind: 64,
      flags: {},
      signatures: [
        {
          id: 5,
          name: 'run',
          variant: 'signature',
          kind: 4096,
          flags: {},
          comment: {
            summary: [
              { kind: 'text', text: 'Runs. See ' },
              { kind: 'inline-tag', tag: '@link', text: 'Options', target: 2 },
            ],
          },
          parameters: [
            {
              id: 6,
              name: 'options',
              variant: 'param',
              kind: 32768,
              flags: {},
              type: { type: 'reference', target: 2, name: 'Options', package: 'pkg' },
            },
          ],
          type: {
            type: 'reference',
            target: { packageName: 'typescript', packagePath: 'lib.d.ts', qualifiedName: 'Promise' },
            name: 'Promise',
            package: 'typescript',
            typeArguments: [{ type: 'intrinsic', name: 'void' }],
          },
        },
      ],
    },
  ],
};

describe('convertProject', () => {
  it('keeps declarations it has pages for, and a section for a namespace', () => {
    const model = convertProject({ project, file: 'reflections.json' });
    expect(model.declarations.map((declaration) => declaration.name)).toEqual(['Options', 'run']);
    expect(model.namespaces).toEqual([{ name: 'Tools', reExports: [] }]);
    expect(model.unsupported).toEqual([]);
  });

  it('turns an object type alias into an alias of an object type', () => {
    const options = convertProject({ project, file: 'reflections.json' }).declarations[0];
    expect(options?.members).toEqual([]);
    expect(options?.type).toEqual({
      kind: 'object',
      properties: [{ name: 'fast', flags: { isOptional: true }, type: { kind: 'intrinsic', name: 'boolean' }, signatures: [] }],
      signatures: [],
      indexSignatures: [],
    });
  });

  it('resolves references and links to documented symbols, marks other packages external', () => {
    const run = convertProject({ project, file: 'reflections.json' }).declarations[1];
    const signature = run?.signatures[0];
    expect(signature?.parameters[0]?.type).toEqual({ kind: 'reference', name: 'Options', target: 'Options', typeArguments: [] });
    expect(signature?.returnType).toEqual({
      kind: 'reference',
      name: 'Promise',
      external: true,
      typeArguments: [{ kind: 'intrinsic', name: 'void' }],
    });
    expect(run?.comment?.summary).toEqual([
      { kind: 'text', text: 'Runs. See ' },
      { kind: 'link', text: 'Options', target: 'Options' },
    ]);
  });
});

describe('convertProject: every export has a place, or a reason it has none', () => {
  const fn = (id: number, name: string) => ({
    id,
    name,
    variant: 'declaration' as const,
    kind: 64,
    flags: {},
    signatures: [
      { id: id + 1000, name, variant: 'signature' as const, kind: 4096, flags: {}, type: { type: 'intrinsic' as const, name: 'void' } },
    ],
  });
  const reference = (id: number, name: string, target: number) => ({
    id,
    name,
    variant: 'reference' as const,
    kind: 4194304,
    flags: {},
    target,
  });
  const namespaced = {
    ...project,
    children: [
      { id: 20, name: 'core', variant: 'declaration', kind: 4, flags: {}, children: [fn(21, 'prettifyError')] },
      reference(22, 'prettifyError', 21),
      fn(30, 'keccak256'),
      { id: 31, name: 'keccak256', variant: 'declaration', kind: 4, flags: {}, children: [fn(32, 'register'), fn(33, 'lock')] },
      reference(40, 'elsewhere', 999),
      fn(50, 'Infer'),
      { id: 51, name: 'core2', variant: 'declaration', kind: 4, flags: {}, children: [fn(52, 'infer')] },
      reference(53, 'infer', 52),
      reference(60, 'default', 20),
    ],
  } as unknown as typeof project;

  it("documents a namespace's declaration that the entry point re-exports under its own name, not as an alias", () => {
    const model = convertProject({ project: namespaced, file: 'reflections.json' });
    const prettify = model.declarations.find((declaration) => declaration.name === 'prettifyError');
    expect(prettify?.kind).toBe('function');
    expect(prettify?.aliasOf).toBeUndefined();
  });

  it('gives a namespace a section that declares what only it declares and lists what has a page elsewhere', () => {
    const model = convertProject({ project: namespaced, file: 'reflections.json' });
    expect(model.namespaces).toEqual([
      { name: 'core', reExports: ['prettifyError'] },
      { name: 'core2', reExports: [] },
    ]);
    // `infer` beside `Infer` at the top level would differ only in case: its page is its namespace's
    const infer = model.declarations.find((declaration) => declaration.name === 'infer');
    expect(infer?.module).toBe('core2');
  });

  it("shows a namespace's values merged onto a function as that function's members, linked by their paths", () => {
    const model = convertProject({ project: namespaced, file: 'reflections.json' });
    const keccak = model.declarations.find((declaration) => declaration.name === 'keccak256');
    expect(keccak?.members.map((member) => [member.kind, member.name])).toEqual([
      ['method', 'register'],
      ['method', 'lock'],
    ]);
    expect(model.namespaces?.map((namespace) => namespace.name)).not.toContain('keccak256');
  });

  it('says why each other export has no page: a declaration outside the entry points, a namespace named like another', () => {
    expect(convertProject({ project: namespaced, file: 'reflections.json' }).unsupported).toEqual([
      { name: 'elsewhere', reason: 'external' },
    ]);
    const twice = {
      ...project,
      children: [
        {
          id: 2,
          name: 'viem',
          variant: 'declaration',
          kind: 2,
          flags: {},
          children: [{ id: 20, name: 'utils', variant: 'declaration', kind: 4, flags: {}, children: [fn(21, 'a')] }],
        },
        {
          id: 3,
          name: 'viem/chains',
          variant: 'declaration',
          kind: 2,
          flags: {},
          children: [{ id: 30, name: 'utils', variant: 'declaration', kind: 4, flags: {}, children: [fn(31, 'b')] }],
        },
      ],
    } as unknown as typeof project;
    const model = convertProject({ project: twice, file: 'reflections.json' });
    expect(model.namespaces).toEqual([{ name: 'utils', reExports: [] }]);
    expect(model.unsupported).toEqual([{ name: 'utils', reason: 'namespace-clash' }]);
  });
});
