/**
 * Search figures (issue 9): a site is built in memory (the gSwap site by default, or the
 * synthetic site of `pages` pages from generateSite.mjs), the time of its 'search' stage and
 * the size of its pagefind/ files are read, then the index is loaded as a browser loads it
 * and each query is timed (target ≤ 50 ms once loaded). Run alone
 * (`node bench/search.mjs [pages]`) or call `benchSearch()`.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generateSite.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const QUERIES = {
  gswap: ['quoteExactInput', 'slippage', 'FEE_TIER', 'liquidity position', 'GSwapSDKError'],
  synthetic: ['liquidity', 'concentrated provider', 'Page 1234', 'tick spacing'],
};

/** `pages` undefined: the gSwap site; a number: the synthetic site of that many pages. */
export async function benchSearch({ pages } = {}) {
  const { buildInMemory } = await import('../packages/sitegen/dist/build.js');
  const { createMemoryLogger } = await import('../packages/sitegen/dist/logger/memoryLogger.js');
  const { measureSearchIndex } = await import('../packages/sitegen/dist/search/measureSearch.js');
  const dir = path.join(repo, 'bench', 'sites', `search-${pages}`);
  const configFile = pages === undefined ? path.join(repo, 'sitegen.config.ts') : (await generateSite({ dir, pages }), path.join(dir, 'sitegen.config.ts'));
  try {
    const logger = createMemoryLogger();
    const result = await buildInMemory({ configFile, logger });
    const stage = logger.entries.find((entry) => entry.level === 'stage' && entry.name === 'search');
    const files = result.files
      .filter((file) => file.path.startsWith('pagefind/') && 'contents' in file)
      .map((file) => ({ path: file.path, contents: typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents }));
    const measured = await measureSearchIndex({ files, queries: pages === undefined ? QUERIES.gswap : QUERIES.synthetic });
    return { site: pages === undefined ? 'gswap' : `synthetic-${pages}`, routes: result.routeCount, indexBuildMs: stage?.ms ?? NaN, ...measured };
  } finally {
    if (pages !== undefined) await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
  const result = await benchSearch({ pages });
  const round = (ms) => Math.round(ms * 10) / 10;
  process.stdout.write(
    `search on ${result.site} (${result.routes} routes): index built in ${round(result.indexBuildMs)} ms, ` +
      `${result.fileCount} files, ${(result.indexBytes / 1024).toFixed(1)} kB; loaded in ${round(result.loadMs)} ms\n`,
  );
  for (const query of result.queries) {
    process.stdout.write(`  '${query.query}': ${query.hits} hits, first ${round(query.firstMs)} ms, repeat ${round(query.repeatMs)} ms\n`);
  }
}
