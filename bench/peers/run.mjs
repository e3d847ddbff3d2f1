/**
 * `pnpm bench:peers`: one corpus built cold by Hugo, Eleventy, Eleventy with Prism
 * highlighting and a Pagefind index (the work sitegen does beside the HTML: highlighted code
 * and a search index), and sitegen without and with the type check of its TypeScript
 * examples (`markdown.checkExamples`), one build at a time (bench/peers/corpus.mjs). Every
 * build runs in a fresh process under /usr/bin/time: wall and CPU seconds (user + system,
 * child processes included), CPU per page, peak RSS (of the largest process) and the
 * output's bytes. Figures are medians of `--runs` builds; the tools take turns within a run,
 * so a burst of load on the shared machine lands on all of them. sitegen's ratio to each
 * peer is the figure to quote.
 *
 *   pnpm bench:peers [--pages 1000[,10000]] [--runs 3] [--workers N]
 *
 * The peers get a minimal page template (title, table of contents, content); sitegen
 * renders its full theme, sidebar and search index. Results go to
 * bench/results/peers-<YYYY-MM-DD>-<pages>.json.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { folderBytes, median, machine, round, table } from '../report.mjs';
import { emptyTrash, ensureEleventy, ensureHugo, pagefindOf, peerBuilds, repo, sitegenBuild, writeCorpus } from './corpus.mjs';

const run = promisify(execFile);
const USAGE = 'usage: pnpm bench:peers [--pages 1000[,10000]] [--runs 3] [--workers N]';
function readFlags() {
  try {
    return parseArgs({
      options: {
        pages: { type: 'string', default: '1000' },
        runs: { type: 'string', default: '3' },
        workers: { type: 'string' },
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
if (pageCounts.some((n) => !Number.isInteger(n) || n < 1) || !Number.isInteger(runs) || runs < 1) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const log = (message) => process.stdout.write(`${message}\n`);

/** The builds of one corpus, in the order they take turns: a warm build follows the cold one it keeps the caches of. */
function buildsOf(corpus, eleventy, pagefind) {
  const workers = flags.workers;
  return {
    ...peerBuilds(corpus, eleventy, pagefind),
    sitegen: sitegenBuild(corpus, { workers }),
    'sitegen warm': sitegenBuild(corpus, { workers, warm: true }),
    'sitegen + example check': sitegenBuild(corpus, { workers, checkExamples: true }),
  };
}

const hugoVersion = await ensureHugo();
const eleventy = await ensureEleventy();
const pagefind = await pagefindOf();
const results = {
  date: new Date().toISOString(),
  machine: machine(),
  tools: { hugo: hugoVersion, eleventy: eleventy.version, prismPlugin: eleventy.prismPluginVersion, pagefind: pagefind.version },
  runs,
  workers: flags.workers ?? 'as the idle cores allow',
  corpora: [],
};

for (const pages of pageCounts) {
  log(`corpus of ${pages} pages…`);
  const corpus = await writeCorpus(pages, eleventy);
  const floor = JSON.parse(
    (await run(process.execPath, [path.join(repo, 'bench', 'peers', 'parseFloor.mjs'), corpus.docs, '3'], { cwd: repo })).stdout,
  );
  const builders = buildsOf(corpus, eleventy, pagefind);
  const samples = Object.fromEntries(Object.keys(builders).map((name) => [name, []]));
  for (let index = 0; index < runs; index++) {
    // the warm build follows the cold one it keeps the caches of
    for (const [name, buildOnce] of Object.entries(builders)) {
      const figures = await buildOnce();
      samples[name].push(figures);
      log(
        `  run ${index + 1}/${runs} ${name}: ${round(figures.wallMs / 1000, 2)} s wall, ${round(figures.cpuMs / 1000, 2)} s CPU (${round(figures.cpuMs / pages, 2)} ms a page), ${round(figures.maxRssMb, 0)} MB (load ${figures.loadAtStart})`,
      );
    }
  }
  const rows = {};
  for (const [name, list] of Object.entries(samples)) {
    const output = await folderBytes(list.at(-1).outDir);
    const stagesOf = (stage) => median(list.map((s) => s.stages?.[stage] ?? 0));
    rows[name] = {
      wallMs: round(median(list.map((s) => s.wallMs)), 0),
      cpuMs: round(median(list.map((s) => s.cpuMs)), 0),
      cpuMsPerPage: round(median(list.map((s) => s.cpuMs)) / pages, 2),
      maxRssMb: round(median(list.map((s) => s.maxRssMb)), 0),
      loadAtStart: round(median(list.map((s) => s.loadAtStart)), 2),
      outputBytes: output.bytes,
      htmlFiles: output.html,
      ...(list[0].stages === undefined
        ? {}
        : { stageMsPerPage: Object.fromEntries(['markdown', 'render', 'search', 'write'].map((s) => [s, round(stagesOf(s) / pages, 2)])) }),
    };
  }
  const ratio = (peer, key) => round(rows.sitegen[key] / rows[peer][key], 2);
  results.corpora.push({
    pages,
    markdownBytes: corpus.markdownBytes,
    parseFloorMsPerPage: round(floor.cpuMsPerPage, 3),
    rows,
    ratios: Object.fromEntries(
      ['hugo', 'eleventy', 'eleventy + prism + pagefind'].map((peer) => [
        peer,
        { wall: ratio(peer, 'wallMs'), cpu: ratio(peer, 'cpuMs'), outputBytes: ratio(peer, 'outputBytes') },
      ]),
    ),
    warmToHugoCold: round(rows['sitegen warm'].wallMs / rows.hugo.wallMs, 2),
    exampleCheckMsPerPage: round((rows['sitegen + example check'].wallMs - rows.sitegen.wallMs) / pages, 2),
  });
}

log('deleting the earlier outputs…');
await emptyTrash();

const dateName = `${new Date().toISOString().slice(0, 10)}-${pageCounts.join('-')}`;
await writeFile(path.join(repo, 'bench', 'results', `peers-${dateName}.json`), `${JSON.stringify(results, null, 2)}\n`);

const s = (ms) => `${round(ms / 1000, 2)} s`;
const mb = (bytes) => `${round(bytes / 1024 ** 2, 1)} MB`;
log('');
for (const corpus of results.corpora) {
  const header = [
    'tool',
    'pages',
    'wall',
    'CPU',
    'CPU a page',
    'peak RSS',
    'output',
    'sitegen ÷ tool (wall / CPU / bytes)',
    'load at start',
  ];
  const body = Object.entries(corpus.rows).map(([name, row]) => [
    name.replace('hugo', 'Hugo').replace('eleventy', 'Eleventy').replace('prism', 'Prism').replace('pagefind', 'Pagefind'),
    corpus.pages,
    s(row.wallMs),
    s(row.cpuMs),
    `${row.cpuMsPerPage} ms`,
    `${row.maxRssMb} MB`,
    mb(row.outputBytes),
    corpus.ratios[name] === undefined
      ? ''
      : `${corpus.ratios[name].wall}× / ${corpus.ratios[name].cpu}× / ${corpus.ratios[name].outputBytes}×`,
    row.loadAtStart,
  ]);
  log(table([header, ...body]));
  const stages = corpus.rows.sitegen.stageMsPerPage;
  log(
    `sitegen cold, ms a page: markdown ${stages.markdown}, render ${stages.render}, search ${stages.search}, write ${stages.write}; ` +
      `micromark alone (the floor): ${corpus.parseFloorMsPerPage} ms a page (CPU); warm ÷ Hugo cold: ${corpus.warmToHugoCold}×; ` +
      `the example check adds ${corpus.exampleCheckMsPerPage} ms a page (wall)`,
  );
  log('');
}
log(
  `${results.tools.hugo}; Eleventy ${results.tools.eleventy} (Prism plugin ${results.tools.prismPlugin}); Pagefind ${results.tools.pagefind}; Node ${process.version}; ${results.machine.cpus} × ${results.machine.cpuModel}; ` +
    `median of ${runs}; load average at start ${results.machine.loadAverage.join(' ')}; written to bench/results/peers-${dateName}.json`,
);
