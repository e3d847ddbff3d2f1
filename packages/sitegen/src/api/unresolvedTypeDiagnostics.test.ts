import { describe, expect, it } from 'vitest';
import type { UnresolvedType } from './findUnresolvedTypes.js';
import { unresolvedTypeDiagnostics } from './unresolvedTypeDiagnostics.js';

const at = { file: 'node_modules/sdk/index.d.ts', line: 2 };
const hintFor = (type: Pick<UnresolvedType, 'kind' | 'name'>): string | undefined =>
  unresolvedTypeDiagnostics([{ ...type, ...at, shownIn: ['Connection.agent'] }], '/site')[0]?.hint;

describe('unresolvedTypeDiagnostics', () => {
  it("names what to install: the package of a module, Node's types for Node's own modules", () => {
    expect(hintFor({ kind: 'module', name: '@ethersproject/bignumber/lib/x' })).toContain('npm install -D @ethersproject/bignumber)');
    expect(hintFor({ kind: 'module', name: 'node:http' })).toBe(
      "'node:http' is a module of Node: install Node's types beside the site (npm install -D @types/node).",
    );
    expect(hintFor({ kind: 'module', name: './missing.js' })).toContain('does not ship');
    expect(hintFor({ kind: 'name', name: 'Buffer' })).toContain('@types/node');
  });

  it('is at the declaration, relative paths made absolute, and names at most three places', () => {
    const [diagnostic] = unresolvedTypeDiagnostics(
      [{ kind: 'module', name: 'jsbi', ...at, shownIn: ['A(a)', 'A(b)', 'B', 'C.d'] }],
      '/site',
      'error',
    );
    expect(diagnostic).toMatchObject({
      severity: 'error',
      code: 'api/unresolved-type',
      location: { file: '/site/node_modules/sdk/index.d.ts', line: 2 },
    });
    expect(diagnostic?.message).toContain('in A(a), A(b), B, … (4 places).');
  });
});
