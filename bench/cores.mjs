/**
 * `pnpm bench:cores`: how sitegen's cold build scales with its workers (issue 42). The peers'
 * corpus (bench/peers/corpus.mjs) at each page count, built cold with SITEGEN_WORKERS at each
 * count the machine has the cores for (a worker and the main thread each want one: 0, 1, 3,
 * 7, 15 up to cores − 1), with Hugo and Eleventy in the same run for scale. Prints, per page
 * count, each build's wall and CPU, its speed-up over no workers and over one worker, the
 * serial fraction s of Amdahl's law T(n) = T(1) · (s + (1 − s) / n) fitted by least squares
 * to the builds with workers (it needs two counts of at least 1 worker: 4 cores or more),
 * and the main thread's busy time per page (its event loop's active time): on a 2-core
 * machine, where no fit is possible, the serial time a page costs that no worker can share.
 *
 *   pnpm bench:cores [--pages 1000,10000] [--runs 3] [--workers 0,1,3,7,15] [--no-peers]
 *
 * Each build is a fresh process under /usr/bin/time; figures are medians of `--runs`, the
 * builds taking turns within a run. Results go to bench/results/cores-<YYYY-MM-DD>-<pages>.json.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emptyTrash, ensureEleventy, ensureHugo, peerBuilds, repo, sitegenBuild, writeCorpus } from './peers/corpus.mjs';
import { machine, median, round, table } from './report.mjs';

const USAGE = 'usage: pnpm bench:cores [--pages 1000,10000] [--runs 3] [--workers 0,1,3,7,15] [--no-peers]';
function readFlags() {
  try {
    return parseArgs({
      options: {
        pages: { type: 'string', default: '1000,10000' },
        runs: { type: 'string', default: '3' },
        workers: { type: 'string', default: '0,1,3,7,15' },
        'no-peers': { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
}
const flags = readFlags();
const pageCounts = flags.pages.split(',').map(Number);
const runs = Number(flags.runs);
const cores = os.availableParallelism();
const asked = flags.workers.split(',').map(Number);
if (
  pageCounts.some((n) => !Number.isInteger(n) || n < 1) ||
  !Number.isInteger(runs) ||
  runs < 1 ||
  asked.some((n) => !Number.isInteger(n) || n < 0)
) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const workerCounts = asked.filter((n) => n + 1 <= cores);
const log = (message) => process.stdout.write(`${message}\n`);
if (workerCounts.length < asked.length)
  log(
    `${cores} cores: workers ${asked.filter((n) => !workerCounts.includes(n)).join(', ')} left out (each worker and the main thread want a core)`,
  );

/**
 * Amdahl's serial fraction s fitted to T(n) / T(1) = s + (1 − s) / n by least squares, over
 * the builds with n ≥ 1 workers: with x = 1/n and y = T(n)/T(1), y − x = s (1 − x). Undefined
 * below two worker counts (one point fixes nothing).
 */
function serialFraction(points) {
  const base = points.find((point) => point.workers === 1);
  const others = points.filter((point) => point.workers > 1);
  if (base === undefined || others.length === 0) return undefined;
  let numerator = 0;
  let denominator = 0;
  for (const point of others) {
    const x = 1 / point.workers;
    const y = point.wallMs / base.wallMs;
    numerator += (y - x) * (1 - x);
    denominator += (1 - x) ** 2;
  }
  return Math.min(1, Math.max(0, numerator / denominator));
}

const peers = flags['no-peers'] ? undefined : await (async () => ({ hugo: await ensureHugo(), eleventy: await ensureEleventy() }))();
const results = {
  date: new Date().toISOString(),
  machine: machine(),
  tools: peers === undefined ? {} : { hugo: peers.hugo, eleventy: peers.eleventy.version },
  runs,
  workerCounts,
  corpora: [],
};

for (const pages of pageCounts) {
  log(`corpus of ${pages} pages…`);
  const corpus = await writeCorpus(pages, peers?.eleventy);
  const builds = {};
  if (peers !== undefined) {
    const { hugo, eleventy: eleventyBuild } = peerBuilds(corpus, peers.eleventy);
    Object.assign(builds, { hugo, eleventy: eleventyBuild });
  }
  for (const workers of workerCounts) builds[`sitegen, workers ${workers}`] = sitegenBuild(corpus, { workers });
  const samples = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
  for (let index = 0; index < runs; index++) {
    for (const [name, buildOnce] of Object.entries(builds)) {
      const figures = await buildOnce();
      samples[name].push(figures);
      log(
        `  run ${index + 1}/${runs} ${name}: ${round(figures.wallMs / 1000, 2)} s wall, ${round(figures.cpuMs / 1000, 2)} s CPU (load ${figures.loadAtStart})`,
      );
    }
  }
  const rows = Object.fromEntries(
    Object.entries(samples).map(([name, list]) => [
      name,
      {
        wallMs: round(median(list.map((s) => s.wallMs)), 0),
        cpuMs: round(median(list.map((s) => s.cpuMs)), 0),
        maxRssMb: round(median(list.map((s) => s.maxRssMb)), 0),
        loadAtStart: round(median(list.map((s) => s.loadAtStart)), 2),
        ...(list[0].mainThreadMs === undefined ? {} : { mainThreadMsPerPage: round(median(list.map((s) => s.mainThreadMs)) / pages, 2) }),
      },
    ]),
  );
  const sitegenPoints = workerCounts.map((workers) => ({ workers, ...rows[`sitegen, workers ${workers}`] }));
  const wallOf = (workers) => sitegenPoints.find((point) => point.workers === workers)?.wallMs;
  for (const point of sitegenPoints) {
    const row = rows[`sitegen, workers ${point.workers}`];
    if (wallOf(0) !== undefined) row.speedUpOverNone = round(wallOf(0) / point.wallMs, 2);
    if (wallOf(1) !== undefined) row.speedUpOverOne = round(wallOf(1) / point.wallMs, 2);
  }
  const s = serialFraction(sitegenPoints);
  results.corpora.push({ pages, rows, ...(s === undefined ? {} : { serialFraction: round(s, 3) }) });
}
await emptyTrash();

const dateName = `${new Date().toISOString().slice(0, 10)}-${pageCounts.join('-')}`;
await writeFile(path.join(repo, 'bench', 'results', `cores-${dateName}.json`), `${JSON.stringify(results, null, 2)}\n`);

const sec = (ms) => `${round(ms / 1000, 2)} s`;
log('');
for (const corpus of results.corpora) {
  const header = ['build', 'pages', 'wall', 'CPU', 'peak RSS', 'speed-up over 0 / 1 workers', 'main thread a page', 'load at start'];
  const body = Object.entries(corpus.rows).map(([name, row]) => [
    name.replace('hugo', 'Hugo').replace('eleventy', 'Eleventy'),
    corpus.pages,
    sec(row.wallMs),
    sec(row.cpuMs),
    `${row.maxRssMb} MB`,
    row.speedUpOverNone === undefined ? '' : `${row.speedUpOverNone}× / ${row.speedUpOverOne ?? '–'}×`,
    row.mainThreadMsPerPage === undefined ? '' : `${row.mainThreadMsPerPage} ms`,
    row.loadAtStart,
  ]);
  log(table([header, ...body]));
  log(
    corpus.serialFraction === undefined
      ? `serial fraction: not fitted (it needs builds with 1 and with more workers; ${cores} cores here): the main thread's busy time a page above is the serial cost`
      : `serial fraction (Amdahl, fitted to ${workerCounts.filter((n) => n >= 1).join(', ')} workers): ${corpus.serialFraction}; at most ${round(1 / corpus.serialFraction, 1)}× with endless workers`,
  );
  log('');
}
log(
  `${results.tools.hugo ?? 'no Hugo'}; Eleventy ${results.tools.eleventy ?? '–'}; Node ${process.version}; ${results.machine.cpus} × ${results.machine.cpuModel}; ` +
    `median of ${runs}; load average at start ${results.machine.loadAverage.join(' ')}; written to bench/results/cores-${dateName}.json`,
);
