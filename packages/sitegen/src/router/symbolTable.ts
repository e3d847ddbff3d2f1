import type { RouteLocation } from './createRouter.js';

/**
 * Where each documented symbol is: 'GSwap' → its page, 'GSwap.swap' → the member's anchor on
 * it. The API plan makes it before Markdown runs, which resolves `api:` links with it.
 */
export type SymbolTable = ReadonlyMap<string, RouteLocation>;

/** 'GSwap.swap' or 'GSwap#swap' (TypeDoc's instance-member form) → where it is documented. */
export function lookupSymbol(symbols: SymbolTable, symbol: string): RouteLocation | undefined {
  return symbols.get(symbol.replace('#', '.'));
}
