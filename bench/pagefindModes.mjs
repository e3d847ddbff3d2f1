/**
 * Two ways to build the search index of a written site, side by side (issue 42 §1): fed page
 * by page from Node, as the build feeds Pagefind while it renders (`addHTMLFile`), or left to
 * Pagefind to read the written folder itself (`addDirectory`, its own threads). The synthetic
 * site of `pages` pages (generateSite.mjs) is built once; then each way runs `runs` times,
 * interleaved. Prints the median wall time and Node's own CPU time (what feeding costs the
 * thread that coordinates the build; Pagefind's process is not counted).
 * `node bench/pagefindModes.mjs [pages=1000] [runs=3]`
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generateSite.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const pages = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 3);
const dir = path.join(repo, 'bench', 'sites', `pagefind-${pages}`);
const outDir = path.join(dir, 'build');

await generateSite({ dir, pages });
const { build } = await import('../packages/sitegen/dist/pipeline/build.js');
const { createMemoryLogger } = await import('../packages/sitegen/dist/logger/memoryLogger.js');
await build({ configFile: path.join(dir, 'sitegen.config.ts'), outDir, logger: createMemoryLogger() });
// the core's own Pagefind (the workspace links it into the core's node_modules)
const pagefind = await import(new URL('../packages/sitegen/node_modules/pagefind/lib/index.js', import.meta.url).href);
const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html') && !file.startsWith('pagefind'));

/** One index of the written pages, the given way: its wall and Node CPU milliseconds. */
async function indexOnce(way) {
  const output = path.join(dir, `pagefind-${way}`);
  await rm(output, { recursive: true, force: true });
  const cpu = process.cpuUsage();
  const start = performance.now();
  const { index } = await pagefind.createIndex({});
  if (way === 'fed') {
    for (const file of files) await index.addHTMLFile({ url: `/${file}`, content: await readFile(path.join(outDir, file), 'utf8') });
  } else {
    await index.addDirectory({ path: outDir, glob: '**/*.html' });
  }
  await index.writeFiles({ outputPath: output });
  await pagefind.close();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - start, nodeCpuMs: (used.user + used.system) / 1000 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { fed: [], folder: [] };
for (let run = 0; run < runs; run++) for (const way of ['fed', 'folder']) results[way].push(await indexOnce(way));
for (const [way, measured] of Object.entries(results)) {
  const wall = median(measured.map((m) => m.wallMs));
  const cpu = median(measured.map((m) => m.nodeCpuMs));
  console.log(
    `${way}: ${files.length} pages, wall ${(wall / 1000).toFixed(2)} s, Node CPU ${(cpu / 1000).toFixed(2)} s (${(cpu / files.length).toFixed(2)} ms a page)`,
  );
}
