/**
 * Search figures (issue 9): a site is built (the gSwap site by default, or the synthetic
 * site of `pages` pages from generateSite.mjs) and written to bench/sites/; the time of its
 * 'search' stage and the size of its pagefind/ files are read; then Chromium opens a page,
 * loads the index the way the search modal does (pagefind.js, WebAssembly, metadata) and
 * times each query: search plus the data of the results shown (target ≤ 50 ms once the
 * index is loaded). A query runs twice: first with its chunks still to fetch, then warm.
 * Run alone (`node bench/search.mjs [pages]`) or call `benchSearch()`.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { generateSite } from './generateSite.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const QUERIES = {
  gswap: ['quoteExactInput', 'slippage', 'FEE_TIER', 'liquidity position', 'GSwapSDKError'],
  synthetic: ['liquidity', 'concentrated provider', 'Page 1234', 'tick spacing'],
};
/** as many results as the modal shows */
const SHOWN = 8;

/** `pages` undefined: the gSwap site; a number: the synthetic site of that many pages. */
export async function benchSearch({ pages } = {}) {
  const { build } = await import('../packages/sitegen/dist/pipeline/build.js');
  const { createMemoryLogger } = await import('../packages/sitegen/dist/logger/memoryLogger.js');
  const { serveSite } = await import('../packages/sitegen/dist/serve/serveSite.js');
  const dir = path.join(repo, 'bench', 'sites', `search-${pages ?? 'gswap'}`);
  if (pages !== undefined) await generateSite({ dir, pages });
  const configFile = pages === undefined ? path.join(repo, 'sitegen.config.ts') : path.join(dir, 'sitegen.config.ts');
  const outDir = path.join(dir, 'build');
  try {
    // the index of a previous build is reused when the pages did not change: time a cold one
    await rm(path.join(path.dirname(configFile), 'node_modules', '.cache', 'sitegen', 'search'), { recursive: true, force: true });
    const logger = createMemoryLogger();
    const result = await build({ configFile, outDir, logger });
    const stage = logger.entries.find((entry) => entry.level === 'stage' && entry.name === 'search');
    const index = await folderSize(path.join(outDir, 'pagefind'));
    const site = await serveSite({ outDir, basePath: result.config.baseUrl, port: 0, host: '127.0.0.1' });
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const page = await browser.newPage();
      const docs = result.written.find((file) => file.endsWith('index.html') && file.includes('docs/'));
      await page.goto(new URL(docs?.replace(/index\.html$/, '') ?? '', site.url).href);
      const queries = pages === undefined ? QUERIES.gswap : QUERIES.synthetic;
      const timings = await page.evaluate(measureInPage, { indexHref: `${result.config.baseUrl}pagefind/`, queries, shown: SHOWN });
      return {
        site: pages === undefined ? 'gswap' : `synthetic-${pages}`,
        routes: result.routeCount,
        indexBuildMs: stage?.ms ?? NaN,
        ...index,
        ...timings,
      };
    } finally {
      await browser.close();
      await site.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs in the page: what the search modal does, timed. */
async function measureInPage({ indexHref, queries, shown }) {
  const loadStart = performance.now();
  const pagefind = await import(`${indexHref}pagefind.js`);
  await pagefind.options({ basePath: indexHref, baseUrl: '/' });
  await pagefind.init();
  // as the modal does: the WebAssembly and the metadata load before the first query
  await pagefind.preload('');
  const loadMs = performance.now() - loadStart;
  const run = async (query) => {
    const start = performance.now();
    const { results } = await pagefind.search(query);
    await Promise.all(results.slice(0, shown).map((result) => result.data()));
    return { hits: results.length, ms: performance.now() - start };
  };
  const measured = [];
  for (const query of queries) {
    const first = await run(query);
    const repeat = await run(query);
    measured.push({ query, hits: first.hits, firstMs: first.ms, repeatMs: repeat.ms });
  }
  return { loadMs, queries: measured };
}

async function folderSize(folder) {
  let fileCount = 0;
  let indexBytes = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    fileCount += 1;
    indexBytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { fileCount, indexBytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
  const result = await benchSearch({ pages });
  const round = (ms) => Math.round(ms * 10) / 10;
  process.stdout.write(
    `search on ${result.site} (${result.routes} routes): index built in ${round(result.indexBuildMs)} ms, ` +
      `${result.fileCount} files, ${(result.indexBytes / 1024).toFixed(1)} kB; index loaded in the browser in ${round(result.loadMs)} ms\n`,
  );
  for (const query of result.queries) {
    process.stdout.write(`  '${query.query}': ${query.hits} hits, first ${round(query.firstMs)} ms, repeat ${round(query.repeatMs)} ms\n`);
  }
}
