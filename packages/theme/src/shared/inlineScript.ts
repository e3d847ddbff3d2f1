/**
 * A function's source made compact for an inline script, which every page carries: its
 * comments and line breaks dropped as it was compiled. The functions given are written for
 * this (self-contained, each statement ending in a semicolon, no `//` inside a string).
 */
export function compactSource(fn: (...args: never[]) => unknown): string {
  return fn
    .toString()
    .replace(/\/\/.*$/gm, '')
    .replace(/\s*\n\s*/g, ' ');
}
