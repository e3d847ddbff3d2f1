/**
 * `pnpm bench:peers`: one corpus built cold by Hugo, Eleventy and sitegen, one build at a
 * time, each tool's caches and output moved out of its way before its build and deleted
 * once every build is measured: on a file system that is slow to create files soon after
 * many deletions (ext4 without a journal), deleting an output right before a build timed
 * the deletion's after-effects as much as the build. Every build runs in a fresh
 * process under /usr/bin/time: wall and CPU seconds (user + system, child processes
 * included), peak RSS (of the largest process) and the output's bytes. Figures are medians of
 * `--runs` builds; the tools take turns within a run, so a burst of load on the shared
 * machine lands on all of them. sitegen's ratio to each peer is the figure to quote.
 *
 *   pnpm bench:peers [--pages 1000[,10000]] [--runs 3] [--workers N]
 *
 * Hugo is Debian's package (installed with apt-get when missing); Eleventy is the exact
 * version in bench/peers/package.json, installed with npm into bench/sites/peers-tools on
 * the first run: neither is a dependency of the repository. The peers get a minimal page
 * template (title, table of contents, content); sitegen renders its full theme, sidebar and
 * search index. Results go to bench/results/peers-<YYYY-MM-DD>-<pages>.json.
 */
import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { generateSite } from '../generateSite.mjs';
import { folderBytes, median, machine, round, table, timed } from '../report.mjs';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../..', import.meta.url));
const sites = path.join(repo, 'bench', 'sites');
const tools = path.join(sites, 'peers-tools');
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

/** where earlier outputs, caches and corpora wait until every build is measured */
const trash = path.join(sites, 'peers-trash');
let trashed = 0;
/** Moves a file or folder (if there is one) into the trash: a rename, where a deletion would slow the next build's writes. */
async function moveAside(target) {
  await mkdir(trash, { recursive: true });
  await rename(target, path.join(trash, `${process.pid}-${trashed++}-${path.basename(target)}`)).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

async function ensureHugo() {
  const version = await run('hugo', ['version']).catch(() => undefined);
  if (version !== undefined) return version.stdout.trim();
  log('hugo is missing: apt-get install -y hugo…');
  await run('apt-get', ['install', '-y', 'hugo']).catch(async () => {
    await run('apt-get', ['update']);
    await run('apt-get', ['install', '-y', 'hugo']);
  });
  return (await run('hugo', ['version'])).stdout.trim();
}

async function ensureEleventy() {
  const wanted = JSON.parse(await readFile(new URL('package.json', import.meta.url), 'utf8')).dependencies['@11ty/eleventy'];
  const installed = path.join(tools, 'node_modules', '@11ty', 'eleventy');
  const version = await readFile(path.join(installed, 'package.json'), 'utf8').then(
    (text) => JSON.parse(text).version,
    () => undefined,
  );
  if (version !== wanted) {
    log(`installing Eleventy ${wanted} with npm into ${path.relative(repo, tools)}…`);
    await mkdir(tools, { recursive: true });
    await copyFile(new URL('package.json', import.meta.url), path.join(tools, 'package.json'));
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: tools });
  }
  return { version: wanted, cli: path.join(installed, 'cmd.cjs') };
}

const HUGO_CONFIG = `baseURL = "http://localhost/peers/"
title = "Synthetic"
disableKinds = ["taxonomy", "term"]
`;
const HUGO_LAYOUTS = {
  'baseof.html':
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main>{{ block "main" . }}{{ end }}</main></body></html>\n',
  'single.html': '{{ define "main" }}<h1>{{ .Title }}</h1><nav>{{ .TableOfContents }}</nav>{{ .Content }}{{ end }}\n',
  'list.html':
    '{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n',
};
const ELEVENTY_LAYOUT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title></head><body><main><h1>{{ title }}</h1>{{ content }}</main></body></html>\n';

/** The same Markdown files, laid out for each tool. */
async function writeCorpus(pages) {
  const dir = path.join(sites, `peers-${pages}`);
  await moveAside(dir);
  const configFile = await generateSite({ dir: path.join(dir, 'sitegen'), pages, notes: true });
  const docs = path.join(dir, 'sitegen', 'content', 'docs');
  const onlyMarkdown = (source) => !source.endsWith('.json');
  const hugo = path.join(dir, 'hugo');
  await cp(docs, path.join(hugo, 'content', 'docs'), { recursive: true, filter: onlyMarkdown });
  await writeFile(path.join(hugo, 'hugo.toml'), HUGO_CONFIG);
  await mkdir(path.join(hugo, 'layouts', '_default'), { recursive: true });
  for (const [name, text] of Object.entries(HUGO_LAYOUTS)) await writeFile(path.join(hugo, 'layouts', '_default', name), text);
  const eleventy = path.join(dir, 'eleventy');
  await cp(docs, path.join(eleventy, 'docs'), { recursive: true, filter: onlyMarkdown });
  await writeFile(path.join(eleventy, 'docs', 'docs.json'), `${JSON.stringify({ layout: 'page.njk' })}\n`);
  await mkdir(path.join(eleventy, '_includes'), { recursive: true });
  await writeFile(path.join(eleventy, '_includes', 'page.njk'), ELEVENTY_LAYOUT);
  const markdownBytes = (await folderBytes(docs)).bytes;
  return { dir, configFile, hugo, eleventy, docs, markdownBytes };
}

function buildersOf(corpus, eleventyCli) {
  const sitegenCache = path.join(corpus.dir, 'sitegen', 'node_modules', '.cache', 'sitegen');
  const sitegenOut = path.join(corpus.dir, 'sitegen-out');
  const env = { ...process.env, ...(flags.workers === undefined ? {} : { SITEGEN_WORKERS: flags.workers }) };
  const sitegen = async (cold) => {
    // a cold build starts, as the peers' do, with no output folder as well as no caches
    if (cold) await Promise.all([moveAside(sitegenCache), moveAside(sitegenOut)]);
    const figures = await timed(process.execPath, [path.join(repo, 'bench', 'buildOnce.mjs'), corpus.configFile, sitegenOut], {
      cwd: repo,
      env,
    });
    const report = JSON.parse(figures.stdout.trim().split('\n').pop());
    const stages = Object.fromEntries(report.stages.map((stage) => [stage.name, stage.ms]));
    return { ...figures, outDir: sitegenOut, stages };
  };
  return {
    hugo: async () => {
      const out = path.join(corpus.dir, 'hugo-out');
      const cacheDir = path.join(corpus.dir, 'hugo-cache');
      await Promise.all([moveAside(out), moveAside(cacheDir), moveAside(path.join(corpus.hugo, 'resources'))]);
      return { ...(await timed('hugo', ['--source', corpus.hugo, '--destination', out, '--cacheDir', cacheDir, '--quiet'])), outDir: out };
    },
    eleventy: async () => {
      const out = path.join(corpus.dir, 'eleventy-out');
      await Promise.all([moveAside(out), moveAside(path.join(corpus.eleventy, '.cache'))]);
      return {
        ...(await timed(process.execPath, [eleventyCli, `--input=${corpus.eleventy}`, `--output=${out}`, '--quiet'], {
          cwd: corpus.eleventy,
        })),
        outDir: out,
      };
    },
    sitegen: () => sitegen(true),
    'sitegen warm': () => sitegen(false),
  };
}

const hugoVersion = await ensureHugo();
const eleventy = await ensureEleventy();
const results = {
  date: new Date().toISOString(),
  machine: machine(),
  tools: { hugo: hugoVersion, eleventy: eleventy.version },
  runs,
  workers: flags.workers ?? 'as the idle cores allow',
  corpora: [],
};

for (const pages of pageCounts) {
  log(`corpus of ${pages} pages…`);
  const corpus = await writeCorpus(pages);
  const floor = JSON.parse(
    (await run(process.execPath, [path.join(repo, 'bench', 'peers', 'parseFloor.mjs'), corpus.docs, '3'], { cwd: repo })).stdout,
  );
  const builders = buildersOf(corpus, eleventy.cli);
  const samples = Object.fromEntries(Object.keys(builders).map((name) => [name, []]));
  for (let index = 0; index < runs; index++) {
    // the warm build follows the cold one it keeps the caches of
    for (const [name, buildOnce] of Object.entries(builders)) {
      const figures = await buildOnce();
      samples[name].push(figures);
      log(
        `  run ${index + 1}/${runs} ${name}: ${round(figures.wallMs / 1000, 2)} s wall, ${round(figures.cpuMs / 1000, 2)} s CPU, ${round(figures.maxRssMb, 0)} MB (load ${figures.loadAtStart})`,
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
      ['hugo', 'eleventy'].map((peer) => [
        peer,
        { wall: ratio(peer, 'wallMs'), cpu: ratio(peer, 'cpuMs'), outputBytes: ratio(peer, 'outputBytes') },
      ]),
    ),
    warmToHugoCold: round(rows['sitegen warm'].wallMs / rows.hugo.wallMs, 2),
  });
}

log('deleting the earlier outputs…');
await rm(trash, { recursive: true, force: true });

const dateName = `${new Date().toISOString().slice(0, 10)}-${pageCounts.join('-')}`;
await writeFile(path.join(repo, 'bench', 'results', `peers-${dateName}.json`), `${JSON.stringify(results, null, 2)}\n`);

const s = (ms) => `${round(ms / 1000, 2)} s`;
const mb = (bytes) => `${round(bytes / 1024 ** 2, 1)} MB`;
log('');
for (const corpus of results.corpora) {
  const header = ['tool', 'pages', 'wall', 'CPU', 'peak RSS', 'output', 'sitegen ÷ tool (wall / CPU / bytes)', 'load at start'];
  const body = Object.entries(corpus.rows).map(([name, row]) => [
    name === 'hugo' ? 'Hugo' : name === 'eleventy' ? 'Eleventy' : name,
    corpus.pages,
    s(row.wallMs),
    s(row.cpuMs),
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
      `micromark alone (the floor): ${corpus.parseFloorMsPerPage} ms a page (CPU); warm ÷ Hugo cold: ${corpus.warmToHugoCold}×`,
  );
  log('');
}
log(
  `${results.tools.hugo}; Eleventy ${results.tools.eleventy}; Node ${process.version}; ${results.machine.cpus} × ${results.machine.cpuModel}; ` +
    `median of ${runs}; load average at start ${results.machine.loadAverage.join(' ')}; written to bench/results/peers-${dateName}.json`,
);
