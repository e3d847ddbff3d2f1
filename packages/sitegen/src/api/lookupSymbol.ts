export interface ApiLocation {
  routePath: string;
  anchor?: string;
}

/** 'GSwap.swap' or 'GSwap#swap' (TypeDoc's instance-member form) → where it is documented. */
export function lookupSymbol(symbols: ReadonlyMap<string, ApiLocation>, symbol: string): ApiLocation | undefined {
  return symbols.get(symbol.replace('#', '.'));
}
