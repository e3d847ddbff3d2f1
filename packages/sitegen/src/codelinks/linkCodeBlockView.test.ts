import { describe, expect, it } from 'vitest';
import type { ApiCodeBlockView, ApiCodeTokenView } from '../view/index.js';
import { linkCodeBlockView } from './linkCodeBlockView.js';
import type { CodeSymbols } from './types.js';

const symbols: CodeSymbols = {
  exportOf: (name) =>
    name === 'GSwap'
      ? { symbol: 'GSwap', href: '/b/GSwap', signature: 'class GSwap' }
      : name === 'FEE_TIER'
        ? { symbol: 'FEE_TIER', href: '/b/FEE_TIER' }
        : undefined,
  memberOf: (owner, name, isStatic) =>
    owner === 'FEE_TIER' && name === 'LOW' && isStatic ? { symbol: 'FEE_TIER.LOW', href: '/b/FEE_TIER#low', isMethod: false } : undefined,
};

const red = { color: 'red' };
const token = (...parts: ApiCodeTokenView['parts']): ApiCodeTokenView => ({ style: red, parts });
const block = (...lines: ApiCodeTokenView[][]): ApiCodeBlockView => ({ preClassName: 'shiki', preStyle: {}, lines });

describe('linkCodeBlockView', () => {
  it('links no name of plain text by its spelling: a keyword, a local or another type is not the export', () => {
    const code = block([token('new '), token('GSwap'), token('(fee = FEE_TIER.LOW)')]);
    expect(linkCodeBlockView(code, symbols)).toEqual({ block: code, links: [] });
  });

  it('marks a type reference already linked as a code link, keeping its href, without counting it again', () => {
    const reference = { text: 'GSwap', href: '/b/GSwap', isExternal: false };
    const code = block([token('gSwap'), token(': ')], [token(reference)]);
    const result = linkCodeBlockView(code, symbols);
    expect(result.block.lines[1]).toEqual([token({ ...reference, codeLink: { title: 'class GSwap' } })]);
    expect(result.links).toEqual([]);
    // to another page than the export of its name: marked, without that export's title; a link out of the site stays as it is
    const other = { text: 'GSwap', href: '/b/other', isExternal: false };
    const external = { text: 'Map', href: 'https://x.dev/Map', isExternal: true };
    const more = linkCodeBlockView(block([token(other), token(external)]), symbols);
    expect(more.block.lines[0]).toEqual([token({ ...other, codeLink: {} }), token(external)]);
  });

  it('leaves a block without documented names as it was', () => {
    const code = block([
      token('const '),
      token('x'),
      token(': '),
      token('string'),
      token({ text: 'Map', href: 'https://x.dev', isExternal: true }),
    ]);
    expect(linkCodeBlockView(code, symbols)).toEqual({ block: code, links: [] });
  });
});
