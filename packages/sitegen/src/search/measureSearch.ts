/**
 * The search figures `pnpm bench` reports: how long the index takes to build and how big it
 * is, then how long a query takes once the index is loaded (target ≤ 50 ms). A query is
 * timed twice: first when its index chunk still has to be fetched, then again warm.
 */
import { buildSearchIndex, type SearchIndexFile, type SearchPage } from './buildSearchIndex.js';
import { openSearchIndex } from './openSearchIndex.js';

export interface MeasureSearchParams {
  pages: readonly SearchPage[];
  queries: readonly string[];
}

export interface QueryMeasurement {
  query: string;
  hits: number;
  /** search plus the data of the hits shown, the first time the query runs */
  firstMs: number;
  /** the same query again, its chunks now loaded */
  repeatMs: number;
}

export interface IndexMeasurement {
  fileCount: number;
  indexBytes: number;
  /** pagefind.js, its WebAssembly and the entry manifest: what opening the search loads before any query */
  loadMs: number;
  queries: QueryMeasurement[];
}

export interface SearchMeasurement extends IndexMeasurement {
  pageCount: number;
  indexBuildMs: number;
}

/** Builds the index of `pages`, then measures it. */
export async function measureSearch({ pages, queries }: MeasureSearchParams): Promise<SearchMeasurement> {
  const start = performance.now();
  const files = await buildSearchIndex(pages);
  const indexBuildMs = performance.now() - start;
  return { pageCount: pages.length, indexBuildMs, ...(await measureSearchIndex({ files, queries })) };
}

export interface MeasureSearchIndexParams {
  /** a built index, e.g. the `pagefind/` files of a build */
  files: readonly SearchIndexFile[];
  queries: readonly string[];
}

/** Loads a built index as a browser would and times each query. */
export async function measureSearchIndex({ files, queries }: MeasureSearchIndexParams): Promise<IndexMeasurement> {
  const loadStart = performance.now();
  const index = await openSearchIndex(files);
  const loadMs = performance.now() - loadStart;
  try {
    const measured: QueryMeasurement[] = [];
    for (const query of queries) {
      const first = await timed(() => index.search(query));
      const repeat = await timed(() => index.search(query));
      measured.push({ query, hits: first.value.length, firstMs: first.ms, repeatMs: repeat.ms });
    }
    return {
      fileCount: files.length,
      indexBytes: files.reduce((sum, file) => sum + file.contents.byteLength, 0),
      loadMs,
      queries: measured,
    };
  } finally {
    await index.close();
  }
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}
