import type { SearchResultView } from './searchPagefind.js';

/** one choice the arrow keys move through: a result link or a recent search */
export type SearchOption = { kind: 'link'; id: string; href: string } | { kind: 'recent'; id: string; query: string };

export const OPTION_ID_PREFIX = 'sg-search-option-';

/** the results in reading order: each page, then its sections */
export function resultOptions(results: readonly SearchResultView[]): SearchOption[] {
  return results
    .flatMap((page) => [page.href, ...page.sections.map((section) => section.href)])
    .map((href, index) => ({ kind: 'link', id: `${OPTION_ID_PREFIX}${index}`, href }));
}

export function recentOptions(queries: readonly string[]): SearchOption[] {
  return queries.map((query, index) => ({ kind: 'recent', id: `${OPTION_ID_PREFIX}recent-${index}`, query }));
}

/** the next active index for an arrow key, wrapping around at both ends */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return 0;
  return (active + step + count) % count;
}
