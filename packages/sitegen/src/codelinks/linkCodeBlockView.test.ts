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
  it('cuts a name out of a plain token as a code link, each name of a token on its own, and reports the links', () => {
    const code = block([token('new '), token('GSwap'), token('(fee = FEE_TIER.LOW)')]);
    const result = linkCodeBlockView(code, symbols);
    expect(result.block.lines).toEqual([
      [
        token('new '),
        token({ text: 'GSwap', href: '/b/GSwap', isExternal: false, codeLink: { title: 'class GSwap' } }),
        token(
          '(fee = ',
          { text: 'FEE_TIER', href: '/b/FEE_TIER', isExternal: false, codeLink: {} },
          '.',
          { text: 'LOW', href: '/b/FEE_TIER#low', isExternal: false, codeLink: {} },
          ')',
        ),
      ],
    ]);
    expect(result.links).toEqual([
      { raw: 'GSwap', href: '/b/GSwap', isInternal: true },
      { raw: 'FEE_TIER', href: '/b/FEE_TIER', isInternal: true },
      { raw: 'FEE_TIER.LOW', href: '/b/FEE_TIER#low', isInternal: true },
    ]);
  });

  it('marks a type reference already linked as a code link, keeping its href, without counting it again', () => {
    const reference = { text: 'GSwap', href: '/b/api/GSwap', isExternal: false };
    const code = block([token('gSwap'), token(': ')], [token(reference)]);
    const result = linkCodeBlockView(code, symbols);
    expect(result.block.lines[1]).toEqual([token({ ...reference, codeLink: { title: 'class GSwap' } })]);
    expect(result.links).toEqual([]);
  });

  it('leaves a block without documented names as it was', () => {
    const code = block([token('const '), token('x'), token(': '), token('string')]);
    expect(linkCodeBlockView(code, symbols)).toEqual({ block: code, links: [] });
  });
});
