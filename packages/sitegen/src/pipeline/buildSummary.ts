import type { LocalePart } from './localeParts.js';

export interface BuildSummary {
  routeCount: number;
  /** gzip sizes of the client bundle and the stylesheet (the default locale's: every locale has the same) */
  gzip: { js: number; css: number };
  /** '70 pages written to build (JS 14.6 kB, CSS 7.3 kB gzip)' */
  line: string;
}

export function buildSummaryOf(parts: readonly LocalePart[], outDir: string): BuildSummary {
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
  const routeCount = parts.reduce((count, part) => count + part.prepared.pages.routes.length, 0);
  const gzip = parts[0]?.prepared.gzip ?? { js: 0, css: 0 };
  const locales = parts.length > 1 ? ` in ${parts.length} locales` : '';
  return { routeCount, gzip, line: `${routeCount} pages${locales} written to ${outDir} (JS ${kb(gzip.js)}, CSS ${kb(gzip.css)} gzip)` };
}
