import { describe, expect, it } from 'vitest';
import { importedCodeLinks } from './importedCodeLinks.js';
import type { CodeSymbols } from './types.js';

const EXPORTS = new Set(['GSwap', 'FEE_TIER', 'string', 'object']);
const symbols: CodeSymbols = {
  exportOf: (name) => (EXPORTS.has(name) ? { symbol: name, href: `/api/${name}` } : undefined),
  memberOf: (owner, name, isStatic) =>
    owner === 'FEE_TIER' && name === 'LOW' && isStatic ? { symbol: 'FEE_TIER.LOW', href: '/api/FEE_TIER#low', isMethod: false } : undefined,
};
const isDocumented = (specifier: string) => specifier === 'sdk' || specifier.startsWith('sdk/');

/** Each link as `text → href`. */
function linksOf(code: string): string[] {
  return importedCodeLinks(code, symbols, isDocumented).map((range) => `${code.slice(range.start, range.end)} → ${range.target.href}`);
}

describe('importedCodeLinks: a block not type-checked links only what it imports', () => {
  it('links the names imported from the documented package where they are used, with static members through them', () => {
    const code = "import { GSwap, FEE_TIER as Tier } from 'sdk';\nconst g = new GSwap();\nTier.LOW;\ng.quoting;";
    expect(linksOf(code)).toEqual([
      'GSwap → /api/GSwap',
      'FEE_TIER → /api/FEE_TIER',
      'GSwap → /api/GSwap',
      'Tier → /api/FEE_TIER',
      'LOW → /api/FEE_TIER#low',
    ]);
  });

  it('links nothing the block does not import: an export spelled in code, another package, a keyword', () => {
    expect(linksOf('const g = new GSwap();\nconst name: string = "";')).toEqual([]);
    expect(linksOf("import { GSwap } from 'other';\nnew GSwap();")).toEqual([]);
    // an import named like a keyword is the export where it is a value, the keyword in a type
    expect(linksOf("import { string } from 'sdk';\nconst name: string = string();")).toEqual([
      'string → /api/string',
      'string → /api/string',
    ]);
  });

  it('follows a namespace import and require, and drops a name the block declares again', () => {
    expect(linksOf("import * as z from 'sdk/mini';\nz.object({});\nz.unknown();")).toEqual(['object → /api/object']);
    expect(linksOf("const { GSwap } = require('sdk');\nnew GSwap();")).toEqual(['GSwap → /api/GSwap', 'GSwap → /api/GSwap']);
    expect(linksOf("import { GSwap } from 'sdk';\nfunction f() { const GSwap = 1; return GSwap; }")).toEqual(['GSwap → /api/GSwap']);
  });
});
