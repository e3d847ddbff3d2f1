/**
 * `pnpm bench`: the figures of issue 10, printed as a table and written to
 * bench/results/<YYYY-MM-DD>.json. Every build runs in a fresh process under /usr/bin/time
 * (wall and CPU seconds, peak RSS, Node start-up included). On a loaded machine the wall
 * clock mostly measures waiting: CPU time is printed beside it, and repeated figures are
 * medians. `--quick` leaves out the 10,000-page site; `--no-search` the search bench (Chromium);
 * `--gswap` stops after the gSwap site's figures (with and without the example check).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { idleCores } from '../packages/sitegen/dist/workers/runInWorkers.js';
import { generateSite } from './generateSite.mjs';
import { folderBytes, median, machine, round, table, timed } from './report.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const sites = path.join(repo, 'bench', 'sites');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const withSearch = !args.has('--no-search');
const gswapOnly = args.has('--gswap');
const WARM_RUNS = 5;
const STAGES = ['content', 'markdown', 'render', 'write'];

/** One build in a fresh process: /usr/bin/time's figures plus the stages the build logged. */
async function buildOnce(configFile, outDir, env = {}) {
  // a large stage runs in worker threads only on idle cores: with none the build runs on one thread
  const idleAtStart = await idleCores(200);
  const { stdout, ...figures } = await timed(process.execPath, [path.join(repo, 'bench', 'buildOnce.mjs'), configFile, outDir], {
    cwd: repo,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout.trim().split('\n').pop());
  return {
    wallMs: figures.wallMs,
    cpuMs: figures.cpuMs,
    maxRssMb: figures.maxRssMb,
    routes: report.routes,
    idleAtStart,
    stages: Object.fromEntries(report.stages.map((stage) => [stage.name, stage.ms])),
  };
}

/** The cold build (no caches) and the median of warm builds of one site. */
async function benchSite({ name, configFile, cacheDir, outDir, warmRuns }) {
  await rm(cacheDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
  const cold = await buildOnce(configFile, outDir);
  const outputBytes = (await folderBytes(outDir)).bytes;
  const warm = [];
  for (let index = 0; index < warmRuns; index++) warm.push(await buildOnce(configFile, outDir));
  const summary = (samples) => ({
    wallMs: round(median(samples.map((s) => s.wallMs)), 0),
    cpuMs: round(median(samples.map((s) => s.cpuMs)), 0),
    maxRssMb: round(median(samples.map((s) => s.maxRssMb)), 0),
    idleAtStart: round(median(samples.map((s) => s.idleAtStart)), 1),
    stages: Object.fromEntries(
      Object.keys(samples[0].stages).map((stage) => [stage, round(median(samples.map((s) => s.stages[stage])), 1)]),
    ),
  });
  const perPage = (stages, routes) => Object.fromEntries(STAGES.map((stage) => [stage, round(stages[stage] / routes, 3)]));
  const warmSummary = warm.length > 0 ? summary(warm) : undefined;
  return {
    name,
    routes: cold.routes,
    outputMb: round(outputBytes / 1024 / 1024, 1),
    cold: {
      ...summary([cold]),
      msPerPage: round(cold.wallMs / cold.routes, 2),
      cpuMsPerPage: round(cold.cpuMs / cold.routes, 2),
      stageMsPerPage: perPage(cold.stages, cold.routes),
    },
    warm: warmSummary && { ...warmSummary, runs: warm.length, stageMsPerPage: perPage(warmSummary.stages, cold.routes) },
  };
}

/**
 * What a docs page loads on its first visit: its stylesheets and module scripts, and the
 * chunks those import statically (dynamic `import()` chunks load later, on demand).
 */
async function firstVisit(outDir, basePath, pageFile) {
  const html = await readFile(path.join(outDir, pageFile), 'utf8');
  const fileOf = (href) => path.join(outDir, href.startsWith(basePath) ? href.slice(basePath.length) : href.replace(/^\//, ''));
  const gzipOf = async (file) => gzipSync(await readFile(file), { level: 9 }).length;
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => fileOf(m[1]));
  const js = new Set(
    [...html.matchAll(/<script[^>]*src="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) =>
      fileOf(m[1]),
    ),
  );
  for (const file of js) {
    const source = await readFile(file, 'utf8');
    // static imports only: `import{a}from"./chunk.js"`, `import"./chunk.js"`, `export*from"./chunk.js"`
    for (const match of source.matchAll(/(?:import|from)\s*"(\.\/[^"]+\.js)"/g)) js.add(path.join(path.dirname(file), match[1]));
  }
  let jsGzip = 0;
  for (const file of js) jsGzip += await gzipOf(file);
  let cssGzip = 0;
  for (const file of css) cssGzip += await gzipOf(file);
  return {
    page: pageFile,
    jsFiles: [...js].map((f) => path.relative(outDir, f)),
    cssFiles: css.map((f) => path.relative(outDir, f)),
    jsGzipBytes: jsGzip,
    cssGzipBytes: cssGzip,
  };
}

const results = {
  date: new Date().toISOString(),
  machine: machine(),
  targets: {
    gswapWarmWallMs: 1000,
    synthetic10kWallMs: 20000,
    synthetic10kMaxRssMb: 1536,
    perPageRatio10kTo1k: 1.3,
    devRebuildMs: 100,
    firstVisitJsBytes: 15000,
    firstVisitCssBytes: 12000,
  },
};
const log = (message) => process.stdout.write(`${message}\n`);
await mkdir(sites, { recursive: true });

log('gSwap site: cold and warm builds…');
const gswapOut = path.join(sites, 'gswap-build');
results.gswap = await benchSite({
  name: 'gswap',
  configFile: path.join(repo, 'sitegen.config.ts'),
  cacheDir: path.join(repo, 'node_modules', '.cache', 'sitegen'),
  outDir: gswapOut,
  warmRuns: WARM_RUNS,
});
results.firstVisit = await firstVisit(gswapOut, '/gswap-sdk/', 'docs/intro/index.html');

// what the example check costs: the same site with markdown.checkExamples off, from a config
// beside the site's (its folder is the site's) that changes only that
log('gSwap site without the example check: cold and warm builds…');
const noCheckConfig = path.join(repo, 'sitegen.bench-nocheck.config.ts');
await writeFile(
  noCheckConfig,
  "import config from './sitegen.config.ts';\n\nexport default { ...config, markdown: { ...config.markdown, checkExamples: false } };\n",
);
try {
  results.gswapNoCheck = await benchSite({
    name: 'gswap-nocheck',
    configFile: noCheckConfig,
    cacheDir: path.join(repo, 'node_modules', '.cache', 'sitegen'),
    outDir: path.join(sites, 'gswap-nocheck-build'),
    warmRuns: WARM_RUNS,
  });
} finally {
  await rm(noCheckConfig, { force: true });
}
results.exampleCheckCost = {
  coldWallMs: results.gswap.cold.wallMs - results.gswapNoCheck.cold.wallMs,
  warmWallRatio: round(results.gswap.warm.wallMs / results.gswapNoCheck.warm.wallMs, 3),
  warmCpuRatio: round(results.gswap.warm.cpuMs / results.gswapNoCheck.warm.cpuMs, 3),
  targetWarmRatio: 1.1,
};

results.synthetic = [];
for (const pages of gswapOnly ? [] : quick ? [1000] : [1000, 10000]) {
  log(`synthetic site of ${pages} pages…`);
  const dir = path.join(sites, `synthetic-${pages}`);
  const configFile = await generateSite({ dir, pages });
  try {
    results.synthetic.push(
      await benchSite({
        name: `synthetic-${pages}`,
        configFile,
        cacheDir: path.join(dir, 'node_modules', '.cache', 'sitegen'),
        outDir: path.join(dir, 'build'),
        warmRuns: 1,
      }),
    );
  } catch (error) {
    // a crash (out of memory) is a figure too: the rest of the bench still runs
    const message = error instanceof Error ? error.message : String(error);
    results.synthetic.push({
      name: `synthetic-${pages}`,
      error:
        message
          .split('\n')
          .filter((line) => /heap|error|signal/i.test(line))
          .slice(0, 3)
          .join(' ') || message.slice(0, 300),
    });
  }
}
const [small, large] = results.synthetic;
if (large?.cold !== undefined && small?.cold !== undefined) {
  results.perPageRatio10kTo1k = {
    wall: round(large.cold.msPerPage / small.cold.msPerPage, 2),
    cpu: round(large.cold.cpuMsPerPage / small.cold.cpuMsPerPage, 2),
  };
}

// the crossover of the worker threads: cold builds on one thread and with two workers
if (!gswapOnly) log('worker threads: cold builds of 100, 300 and 1,000 pages on one thread and with two workers…');
results.workers = [];
for (const pages of gswapOnly ? [] : [100, 300, 1000]) {
  const dir = path.join(sites, `synthetic-${pages}`);
  const configFile = await generateSite({ dir, pages });
  const cacheDir = path.join(dir, 'node_modules', '.cache', 'sitegen');
  const row = { pages };
  for (const workers of ['0', '2']) {
    await rm(cacheDir, { recursive: true, force: true });
    const figures = await buildOnce(configFile, path.join(dir, 'build'), { SITEGEN_WORKERS: workers });
    row[workers === '0' ? 'oneThread' : 'twoWorkers'] = {
      wallMs: round(figures.wallMs, 0),
      cpuMs: round(figures.cpuMs, 0),
      markdownMs: round(figures.stages.markdown, 0),
      maxRssMb: round(figures.maxRssMb, 0),
    };
  }
  results.workers.push(row);
}

if (!gswapOnly) {
  log('dev rebuild after one guide edit…');
  const { benchDevRebuild } = await import('./devRebuild.mjs');
  const dev = await benchDevRebuild({ edits: 11 });
  results.devRebuild = {
    guide: dev.guide,
    edits: dev.edits,
    medianMs: round(dev.medianMs),
    reloadMedianMs: round(dev.reloadMedianMs),
    samplesMs: dev.samplesMs.map((s) => round(s)),
  };
}

if (withSearch && !gswapOnly) {
  log('search index and queries (Chromium)…');
  const { benchSearch } = await import('./search.mjs');
  const searchOf = (options) => benchSearch(options).catch((error) => ({ error: error instanceof Error ? error.message : String(error) }));
  results.search = await searchOf();
  // issue 9 asks for the index of the 10,000-page site too (its size, build and query times)
  if (!quick) results.searchSynthetic = await searchOf({ pages: 10000 });
}

// a partial run does not overwrite the day's full results
const dateName = `${new Date().toISOString().slice(0, 10)}${gswapOnly ? '-gswap' : ''}`;
await mkdir(path.join(repo, 'bench', 'results'), { recursive: true });
await writeFile(path.join(repo, 'bench', 'results', `${dateName}.json`), `${JSON.stringify(results, null, 2)}\n`);

const s = (ms) => `${round(ms / 1000, 2)} s`;
const rows = [
  ['site', 'build', 'wall', 'CPU', 'peak RSS', 'pages', 'output', 'content/markdown/render/write ms per page', 'idle cores at start'],
];
for (const site of [results.gswap, results.gswapNoCheck, ...results.synthetic]) {
  if (site.error !== undefined) rows.push([site.name, 'failed', site.error, '', '', '', '', '', '']);
  for (const kind of ['cold', 'warm']) {
    const figures = site[kind];
    if (figures === undefined) continue;
    rows.push([
      site.name,
      kind,
      s(figures.wallMs),
      s(figures.cpuMs),
      `${figures.maxRssMb} MB`,
      site.routes,
      `${site.outputMb} MB`,
      STAGES.map((stage) => figures.stageMsPerPage[stage]).join(' / '),
      figures.idleAtStart,
    ]);
  }
}
log('');
log(table(rows));
log('');
log(
  `example check: cold +${s(results.exampleCheckCost.coldWallMs)}; warm wall ${results.exampleCheckCost.warmWallRatio}×, CPU ${results.exampleCheckCost.warmCpuRatio}× the build without it (target ≤ 1.1×)`,
);
if (results.workers.length > 0)
  log(
    `worker threads, cold: ${results.workers
      .map(
        (row) =>
          `${row.pages} pages ${s(row.oneThread.wallMs)} on one thread, ${s(row.twoWorkers.wallMs)} with two workers (Markdown ${row.oneThread.markdownMs} → ${row.twoWorkers.markdownMs} ms)`,
      )
      .join('; ')}`,
  );
if (results.perPageRatio10kTo1k)
  log(
    `time per page 10,000 ÷ 1,000 pages: wall ${results.perPageRatio10kTo1k.wall}×, CPU ${results.perPageRatio10kTo1k.cpu}× (target ≤ 1.3×)`,
  );
if (results.devRebuild)
  log(
    `dev rebuild after editing ${results.devRebuild.guide}: median ${results.devRebuild.medianMs} ms over ${results.devRebuild.edits} edits (save → served: ${results.devRebuild.reloadMedianMs} ms)`,
  );
log(
  `first visit of ${results.firstVisit.page}: JS ${results.firstVisit.jsGzipBytes} B, CSS ${results.firstVisit.cssGzipBytes} B gzip -9 (${results.firstVisit.jsFiles.length} script${results.firstVisit.jsFiles.length === 1 ? '' : 's'})`,
);
for (const search of [results.search, results.searchSynthetic]) {
  if (search === undefined) continue;
  if (search.error) log(`search bench failed: ${search.error}`);
  else
    log(
      `search index of ${search.site}: ${round(search.indexBytes / 1024, 0)} kB in ${search.fileCount} files, built in ${round(search.indexBuildMs, 0)} ms; queries (first/repeat) ${search.queries.map((q) => `${q.query} (${q.hits} hits) ${round(q.firstMs)}/${round(q.repeatMs)} ms`).join(', ')}`,
    );
}
log(
  `load average at start ${results.machine.loadAverage.join(' ')} on ${results.machine.cpus} cores; written to bench/results/${dateName}.json`,
);
