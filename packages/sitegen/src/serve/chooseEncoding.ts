export type ContentEncoding = 'br' | 'gzip';

/** Text worth compressing: markup, styles, scripts, JSON, SVG; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /^text\/|javascript|json|xml|^application\/wasm/i;

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with, from Accept-Encoding: brotli or gzip, the one with the higher
 * weight, brotli on a tie (smaller); none when neither is accepted (a `q=0` refuses one).
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name !== '' && !Number.isNaN(weight)) weights.set(name.trim(), weight);
  }
  const weightOf = (name: ContentEncoding): number => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}
