/**
 * The dev rebuild after editing one guide: the gSwap site is copied to bench/sites/
 * (so the real content is never touched), built once by the dev builder, then one guide
 * is edited `edits` times, each edit followed by the rebuild `sitegen dev` runs. Reports
 * the median. Run alone (`node bench/devRebuild.mjs`) or call `benchDevRebuild()`.
 */
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './report.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));

export async function benchDevRebuild({ edits = 15, guide = 'content/docs/tutorial-basics/quoting.md' } = {}) {
  const { createMemoryLogger } = await import('../packages/sitegen/dist/logger/memoryLogger.js');
  const site = path.join(repo, 'bench', 'sites', 'dev-rebuild');
  await rm(site, { recursive: true, force: true });
  await mkdir(site, { recursive: true });
  await cp(path.join(repo, 'sitegen.config.ts'), path.join(site, 'sitegen.config.ts'));
  await cp(path.join(repo, 'content'), path.join(site, 'content'), { recursive: true });
  // the config's paths into node_modules (the SDK's declarations) resolve as from the repository
  await symlink(path.join(repo, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  try {
    const times = await measureRebuild({
      configFile: path.join(site, 'sitegen.config.ts'),
      guide: path.join(site, guide),
      edits,
      logger: createMemoryLogger(),
    });
    const route = guide.replace(/^content\//, '').replace(/\.mdx?$/, '');
    const reloadMs = await measureReload({ site, guide: path.join(site, guide), route, edits });
    return { guide, edits, ...times, reloadMedianMs: median(reloadMs), reloadSamplesMs: reloadMs };
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}

/**
 * The dev rebuild after editing one guide, as `sitegen dev` runs it (the builder with its
 * caches, in this process): a full build first, then `edits` edits of the guide, each
 * followed by a rebuild of the site in memory.
 */
async function measureRebuild({ configFile, guide, edits, logger }) {
  const { createDevBuilder } = await import('../packages/sitegen/dist/dev/createDevBuilder.js');
  const builder = createDevBuilder({ configFile, logger });
  const original = await readFile(guide, 'utf8');
  try {
    let started = performance.now();
    await (await builder.build({ files: [], full: true })).searchIndex();
    const initialMs = performance.now() - started;
    const samplesMs = [];
    for (let edit = 1; edit <= edits; edit++) {
      await writeFile(guide, `${original}\n\nEdit number ${edit} of this guide.\n`);
      started = performance.now();
      const result = await builder.build({ files: [guide], full: false });
      samplesMs.push(performance.now() - started);
      // as in `sitegen dev`, the search index follows the reload; it must not overlap the next edit
      await result.searchIndex();
    }
    return { initialMs, samplesMs, medianMs: median(samplesMs) };
  } finally {
    await writeFile(guide, original);
  }
}

/**
 * What the author waits for: from saving the guide to the reload event after which the
 * running dev server serves the edit (watcher, debounce, rebuild in the worker, transfer).
 */
async function measureReload({ site, guide, route, edits }) {
  const { startDevServer } = await import('../packages/sitegen/dist/dev/startDevServer.js');
  const { createMemoryLogger } = await import('../packages/sitegen/dist/logger/memoryLogger.js');
  const server = await startDevServer({
    configFile: path.join(site, 'sitegen.config.ts'),
    host: '127.0.0.1',
    port: 0,
    logger: createMemoryLogger(),
  });
  const controller = new AbortController();
  const response = await fetch(new URL('/__sitegen/events', server.url), { signal: controller.signal });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const nextReload = async () => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith('event: reload')) return;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the event stream ended');
      buffer += value;
    }
  };
  const original = await readFile(guide, 'utf8');
  const samples = [];
  try {
    for (let edit = 1; edit <= edits; edit++) {
      const started = performance.now();
      const marker = `Saved ${edit} times.`;
      await writeFile(guide, `${original}\n\n${marker}\n`);
      // other reloads (a theme recompiled meanwhile) do not count: wait for the one that serves the edit
      do await nextReload();
      while (!(await (await fetch(new URL(route, server.url))).text()).includes(marker));
      samples.push(performance.now() - started);
      // let the search index of this build finish before the next save
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  } finally {
    controller.abort();
    await server.close();
    await writeFile(guide, original);
  }
  return samples;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchDevRebuild();
  const round = (ms) => Math.round(ms * 10) / 10;
  process.stdout.write(
    `dev rebuild after editing ${result.guide}: median ${round(result.medianMs)} ms over ${result.edits} edits ` +
      `(first full build ${round(result.initialMs)} ms; samples ${result.samplesMs.map(round).join(', ')})\n` +
      `save → reload event in the running dev server: median ${round(result.reloadMedianMs)} ms (samples ${result.reloadSamplesMs.map(round).join(', ')})\n`,
  );
}
