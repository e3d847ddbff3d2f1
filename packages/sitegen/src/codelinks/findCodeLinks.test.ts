import { describe, expect, it } from 'vitest';
import { findCodeLinks } from './findCodeLinks.js';
import type { CodeMemberTarget, CodeSymbols } from './types.js';

const members: Record<string, Omit<CodeMemberTarget, 'symbol' | 'href'> & { isStatic?: boolean }> = {
  'GSwap.quoting': { isMethod: false, type: 'Quoting' },
  'GSwap.swaps': { isMethod: false, type: 'Swaps' },
  'GSwap.events': { isMethod: false, type: 'Events', isStatic: true },
  'Events.connectEventSocket': { isMethod: true },
  'Quoting.quoteExactInput': { isMethod: true, type: 'GetQuoteResult' },
  'Swaps.swap': { isMethod: true, type: 'PendingTransaction' },
  'PendingTransaction.wait': { isMethod: true },
  'GetQuoteResult.feeTier': { isMethod: false },
  'FEE_TIER.PERCENT_01_00': { isMethod: false, isStatic: true },
  'GSwap.assets': { isMethod: false, type: 'Assets' },
  'Assets.getUserAssets': { isMethod: true, type: 'GetUserAssetsResult' },
  'GetUserAssetsResult.tokens': { isMethod: false, type: 'UserAsset', isArray: true },
  'GetUserAssetsResult.count': { isMethod: false },
  'UserAsset.symbol': { isMethod: false },
};
const exportNames = new Set([
  'Assets',
  'GetUserAssetsResult',
  'UserAsset',
  'GSwap',
  'PrivateKeySigner',
  'FEE_TIER',
  'Quoting',
  'Swaps',
  'Events',
  'GetQuoteResult',
  'PendingTransaction',
]);

const symbols: CodeSymbols = {
  exportOf: (name) => (exportNames.has(name) ? { symbol: name, href: `/api/${name}` } : undefined),
  memberOf(owner, name, isStatic) {
    const member = members[`${owner}.${name}`];
    if (member === undefined || (member.isStatic ?? false) !== isStatic) return undefined;
    const type = member.type ? { type: member.type, ...(member.isArray ? { isArray: true } : {}) } : {};
    return { symbol: `${owner}.${name}`, href: `/api/${owner}#${name.toLowerCase()}`, isMethod: member.isMethod, ...type };
  },
};

/** The linked symbols in order, as `text→symbol`. */
function linked(code: string): string[] {
  return findCodeLinks(code, symbols).map((range) => `${code.slice(range.start, range.end)}→${range.target.symbol}`);
}

describe('findCodeLinks', () => {
  it('links exports wherever they are named, not properties of the same name', () => {
    expect(linked("import { GSwap, PrivateKeySigner } from '@gala-chain/gswap-sdk';\nconst x = other.GSwap;")).toEqual([
      'GSwap→GSwap',
      'PrivateKeySigner→PrivateKeySigner',
    ]);
  });

  it('follows `new X()` into a member chain and a call into its result', () => {
    const code = [
      'const gSwap = new GSwap({ signer: new PrivateKeySigner(key) });',
      'const quote = await gSwap.quoting.quoteExactInput(',
      "  'GUSDC|Unit|none|none',",
      '  10,',
      ');',
      'console.log(quote.feeTier);',
    ].join('\n');
    expect(linked(code)).toEqual([
      'GSwap→GSwap',
      'PrivateKeySigner→PrivateKeySigner',
      'quoting→GSwap.quoting',
      'quoteExactInput→Quoting.quoteExactInput',
      'feeTier→GetQuoteResult.feeTier',
    ]);
  });

  it('knows parameters and variables by their annotation', () => {
    expect(linked('function run(client: GSwap, n: number) {\n  return client.swaps.swap(a, b);\n}')).toEqual([
      'GSwap→GSwap',
      'swaps→GSwap.swaps',
      'swap→Swaps.swap',
    ]);
    expect(linked('let q: GetQuoteResult;\nq.feeTier;')).toEqual(['GetQuoteResult→GetQuoteResult', 'feeTier→GetQuoteResult.feeTier']);
  });

  it('tells static members from instance members', () => {
    expect(linked('await GSwap.events.connectEventSocket();\nGSwap.quoting;\nconst g = new GSwap();\ng.events;')).toEqual([
      'GSwap→GSwap',
      'events→GSwap.events',
      'connectEventSocket→Events.connectEventSocket',
      'GSwap→GSwap',
      'GSwap→GSwap',
    ]);
    expect(linked('const fee = FEE_TIER.PERCENT_01_00;')).toEqual(['FEE_TIER→FEE_TIER', 'PERCENT_01_00→FEE_TIER.PERCENT_01_00']);
  });

  it('continues a chain across lines and through optional access', () => {
    expect(
      linked('const pending = await gSwap\n  ?.swaps\n  .swap(a);\nawait pending.wait();'.replace(/^/, 'const gSwap = new GSwap();\n')),
    ).toEqual(['GSwap→GSwap', 'swaps→GSwap.swaps', 'swap→Swaps.swap', 'wait→PendingTransaction.wait']);
  });

  it('leaves strings and comments alone, but links code inside template substitutions', () => {
    const code = [
      '// GSwap in a comment',
      '/* new GSwap() */',
      'const s = \'GSwap\' + "PrivateKeySigner";',
      'const g = new GSwap();',
      'log(`GSwap ${g.quoting} and ${`nested ${FEE_TIER}`}`);',
    ].join('\n');
    expect(linked(code)).toEqual(['GSwap→GSwap', 'quoting→GSwap.quoting', 'FEE_TIER→FEE_TIER']);
  });

  it('types destructured variables and the elements of arrays in for…of', () => {
    const code = [
      'const gSwap = new GSwap();',
      'const { tokens, count: total } = await gSwap.assets.getUserAssets(owner, 1, 20);',
      'for (const token of tokens) {',
      '  log(token.symbol, total, tokens.symbol);',
      '}',
    ].join('\n');
    expect(linked(code)).toEqual(['GSwap→GSwap', 'assets→GSwap.assets', 'getUserAssets→Assets.getUserAssets', 'symbol→UserAsset.symbol']);
    expect(linked('const all: UserAsset[] = [];\nfor (const a of all) a.symbol;')).toEqual([
      'UserAsset→UserAsset',
      'symbol→UserAsset.symbol',
    ]);
  });

  it('forgets a variable given a value of unknown type', () => {
    expect(linked('let g = new GSwap();\nlet g = somethingElse();\ng.quoting;')).toEqual(['GSwap→GSwap']);
  });

  it('does not follow members that are not documented', () => {
    expect(linked('const g = new GSwap();\ng.secret.quoteExactInput();')).toEqual(['GSwap→GSwap']);
  });
});
