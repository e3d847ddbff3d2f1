/**
 * The peers' corpus and the builds of it that `bench:peers` and `bench:cores` time: the same
 * Markdown files laid out for sitegen, Hugo, Eleventy, and Eleventy with the work sitegen
 * does beside the HTML (Prism highlighting and a Pagefind index), each build cold in a fresh
 * process under /usr/bin/time. Outputs and caches are moved aside before a build and deleted
 * once every build is measured (emptyTrash): on a file system that is slow to create files
 * soon after many deletions, deleting right before a build timed the deletion's after-effects.
 *
 * Hugo is Debian's package (installed with apt-get when missing); Eleventy and its Prism
 * plugin are the exact versions of bench/peers/package.json, installed with npm into
 * bench/sites/peers-tools; Pagefind is the one @sitegen/core depends on: none of them is a
 * dependency of the repository.
 */
import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { generateSite } from '../generateSite.mjs';
import { folderBytes, timed } from '../report.mjs';

const run = promisify(execFile);
export const repo = fileURLToPath(new URL('../..', import.meta.url));
const sites = path.join(repo, 'bench', 'sites');
const tools = path.join(sites, 'peers-tools');
const log = (message) => process.stdout.write(`${message}\n`);

/** where earlier outputs, caches and corpora wait until every build is measured */
const trash = path.join(sites, 'peers-trash');
let trashed = 0;
/** Moves a file or folder (if there is one) into the trash: a rename, where a deletion would slow the next build's writes. */
export async function moveAside(target) {
  await mkdir(trash, { recursive: true });
  await rename(target, path.join(trash, `${process.pid}-${trashed++}-${path.basename(target)}`)).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

export async function emptyTrash() {
  await rm(trash, { recursive: true, force: true });
}

/** Hugo's version line, installing Debian's package when it is missing. */
export async function ensureHugo() {
  const version = await run('hugo', ['version']).catch(() => undefined);
  if (version !== undefined) return version.stdout.trim();
  log('hugo is missing: apt-get install -y hugo…');
  await run('apt-get', ['install', '-y', 'hugo']).catch(async () => {
    await run('apt-get', ['update']);
    await run('apt-get', ['install', '-y', 'hugo']);
  });
  return (await run('hugo', ['version'])).stdout.trim();
}

/** Eleventy and its Prism plugin at bench/peers/package.json's versions, installed with npm when they differ. */
export async function ensureEleventy() {
  const wanted = JSON.parse(await readFile(new URL('package.json', import.meta.url), 'utf8')).dependencies;
  const versionOf = (name) =>
    readFile(path.join(tools, 'node_modules', name, 'package.json'), 'utf8').then(
      (text) => JSON.parse(text).version,
      () => undefined,
    );
  const installed = await Promise.all(Object.keys(wanted).map(versionOf));
  if (Object.values(wanted).some((version, index) => installed[index] !== version)) {
    log(
      `installing ${Object.entries(wanted)
        .map(([name, version]) => `${name}@${version}`)
        .join(', ')} with npm into ${path.relative(repo, tools)}…`,
    );
    await mkdir(tools, { recursive: true });
    await copyFile(new URL('package.json', import.meta.url), path.join(tools, 'package.json'));
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: tools });
  }
  const toolsRequire = createRequire(path.join(tools, 'package.json'));
  return {
    version: wanted['@11ty/eleventy'],
    prismPluginVersion: wanted['@11ty/eleventy-plugin-syntaxhighlight'],
    cli: path.join(tools, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs'),
    prismPlugin: toolsRequire.resolve('@11ty/eleventy-plugin-syntaxhighlight'),
  };
}

/** Pagefind's CLI and version: the package @sitegen/core builds its own index with (its exports hide package.json). */
export async function pagefindOf() {
  const dir = await realpath(path.join(repo, 'packages', 'sitegen', 'node_modules', 'pagefind'));
  const { version, bin } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  return { version, cli: path.join(dir, typeof bin === 'string' ? bin : bin.pagefind) };
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
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title></head><body><main><h1>{{ title }}</h1>{{ content | safe }}</main></body></html>\n';
// the article is what Pagefind indexes, as sitegen's index holds its articles; `safe`: the content is HTML
const ELEVENTY_FULL_LAYOUT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title></head><body><main data-pagefind-body><h1>{{ title }}</h1>{{ content | safe }}</main></body></html>\n';

/**
 * The same Markdown files, laid out for each tool, in bench/sites/peers-<pages>; sitegen's
 * with a second config that type-checks the TypeScript examples (`markdown.checkExamples`).
 * `eleventy` (ensureEleventy's) gives the Eleventy + Prism build its plugin.
 */
export async function writeCorpus(pages, eleventy) {
  const dir = path.join(sites, `peers-${pages}`);
  await moveAside(dir);
  const configFile = await generateSite({ dir: path.join(dir, 'sitegen'), pages, notes: true });
  const checkConfigFile = path.join(dir, 'sitegen', 'sitegen.check.config.ts');
  const config = await readFile(configFile, 'utf8');
  await writeFile(checkConfigFile, config.replace('export default {\n', 'export default {\n  markdown: { checkExamples: true },\n'));
  const docs = path.join(dir, 'sitegen', 'content', 'docs');
  const onlyMarkdown = (source) => !source.endsWith('.json');
  const hugo = path.join(dir, 'hugo');
  await cp(docs, path.join(hugo, 'content', 'docs'), { recursive: true, filter: onlyMarkdown });
  await writeFile(path.join(hugo, 'hugo.toml'), HUGO_CONFIG);
  await mkdir(path.join(hugo, 'layouts', '_default'), { recursive: true });
  for (const [name, text] of Object.entries(HUGO_LAYOUTS)) await writeFile(path.join(hugo, 'layouts', '_default', name), text);
  const eleventyDir = path.join(dir, 'eleventy');
  const eleventyFull = path.join(dir, 'eleventy-full');
  for (const [folder, layout] of [
    [eleventyDir, ELEVENTY_LAYOUT],
    [eleventyFull, ELEVENTY_FULL_LAYOUT],
  ]) {
    await cp(docs, path.join(folder, 'docs'), { recursive: true, filter: onlyMarkdown });
    await writeFile(path.join(folder, 'docs', 'docs.json'), `${JSON.stringify({ layout: 'page.njk' })}\n`);
    await mkdir(path.join(folder, '_includes'), { recursive: true });
    await writeFile(path.join(folder, '_includes', 'page.njk'), layout);
  }
  // without Eleventy (bench:cores --no-peers) the folder is not built
  if (eleventy !== undefined)
    await writeFile(
      path.join(eleventyFull, 'eleventy.config.mjs'),
      `import syntaxHighlight from ${JSON.stringify(pathToFileURL(eleventy.prismPlugin).href)};\n\nexport default function (eleventyConfig) {\n  eleventyConfig.addPlugin(syntaxHighlight);\n}\n`,
    );
  const markdownBytes = (await folderBytes(docs)).bytes;
  return { pages, dir, configFile, checkConfigFile, hugo, eleventy: eleventyDir, eleventyFull, docs, markdownBytes };
}

/**
 * A cold sitegen build of the corpus in a fresh process (bench/buildOnce.mjs), with
 * SITEGEN_WORKERS when `workers` is given: wall, CPU, peak RSS, its stages and the main
 * thread's busy time. `warm` keeps the caches of the build before.
 */
export function sitegenBuild(corpus, { workers, checkExamples = false, warm = false } = {}) {
  const sitegenCache = path.join(corpus.dir, 'sitegen', 'node_modules', '.cache', 'sitegen');
  const outDir = path.join(corpus.dir, 'sitegen-out');
  const env = { ...process.env, ...(workers === undefined ? {} : { SITEGEN_WORKERS: String(workers) }) };
  return async () => {
    // a cold build starts, as the peers' do, with no output folder as well as no caches
    if (!warm) await Promise.all([moveAside(sitegenCache), moveAside(outDir)]);
    const configFile = checkExamples ? corpus.checkConfigFile : corpus.configFile;
    const figures = await timed(process.execPath, [path.join(repo, 'bench', 'buildOnce.mjs'), configFile, outDir], { cwd: repo, env });
    const report = JSON.parse(figures.stdout.trim().split('\n').pop());
    const stages = Object.fromEntries(report.stages.map((stage) => [stage.name, stage.ms]));
    return { ...figures, outDir, stages, mainThreadMs: report.mainThreadMs };
  };
}

/** Cold builds of the corpus by Hugo, Eleventy, and Eleventy with Prism highlighting and a Pagefind index (`pagefind`: pagefindOf's). */
export function peerBuilds(corpus, eleventy, pagefind) {
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
        // the input relative to its folder: given as an absolute path, Eleventy 3.1 applied no directory data file (no layout)
        ...(await timed(process.execPath, [eleventy.cli, '--input=.', `--output=${out}`, '--quiet'], {
          cwd: corpus.eleventy,
        })),
        outDir: out,
      };
    },
    'eleventy + prism + pagefind': async () => {
      const out = path.join(corpus.dir, 'eleventy-full-out');
      await Promise.all([moveAside(out), moveAside(path.join(corpus.eleventyFull, '.cache'))]);
      // one timed command, so that both steps' CPU counts: the site, then its search index
      const script = `"$0" "$1" --input=. --output="$2" --quiet && "$0" "$3" --site "$2" --silent`;
      return {
        ...(await timed('sh', ['-c', script, process.execPath, eleventy.cli, out, pagefind.cli], {
          cwd: corpus.eleventyFull,
        })),
        outDir: out,
      };
    },
  };
}
