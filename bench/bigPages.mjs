/**
 * `node bench/bigPages.mjs [shape…] [--sizes 0.5,1,2,5]`: builds a copy of the `basic` fixture
 * with one big page (bench/bigPage.mjs) of each shape and size, cold and on one thread
 * (SITEGEN_WORKERS=0), each in a fresh process under /usr/bin/time, and prints wall and CPU
 * seconds, peak RSS and the CPU seconds per MB above the fixture's own build: constant from
 * the smallest size to the largest when a page's cost is linear in its size (issue 35 §3).
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bigPage, SHAPES } from './bigPage.mjs';
import { round, table, timed } from './report.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const cli = path.join(repo, 'packages', 'sitegen', 'dist', 'cli', 'main.js');
const fixture = path.join(repo, 'tests', 'fixtures', 'basic');
const args = process.argv.slice(2);
const sizesAt = args.indexOf('--sizes');
const sizes = sizesAt === -1 ? [0.5, 1, 2, 5] : (args[sizesAt + 1] ?? '').split(',').map(Number);
const shapes = args.filter((arg, index) => SHAPES.includes(arg) && index !== sizesAt + 1);

/** One cold build of the fixture with `page` (none: the fixture alone) as content/docs/big.md. */
async function buildWith(page) {
  const site = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-big-')), 'site');
  await cp(fixture, site, { recursive: true, filter: (source) => !source.includes('node_modules') });
  if (page !== undefined) await writeFile(path.join(site, 'content', 'docs', 'big.md'), page);
  try {
    return await timed(process.execPath, [cli, 'build'], { cwd: site, env: { ...process.env, SITEGEN_WORKERS: '0', NO_COLOR: '1' } });
  } finally {
    await rm(path.dirname(site), { recursive: true, force: true });
  }
}

const base = await buildWith(undefined);
const rows = [['page', 'MB', 'wall s', 'CPU s', 'peak RSS MB', 'CPU s per MB above the fixture']];
for (const shape of shapes.length > 0 ? shapes : SHAPES) {
  for (const size of sizes) {
    const figures = await buildWith(bigPage(shape, size * 1024 * 1024));
    rows.push([
      shape,
      String(size),
      String(round(figures.wallMs / 1000)),
      String(round(figures.cpuMs / 1000)),
      String(round(figures.maxRssMb, 0)),
      String(round((figures.cpuMs - base.cpuMs) / 1000 / size)),
    ]);
    console.log(rows.at(-1)?.join('\t'));
  }
}
console.log(`\nthe fixture alone: wall ${round(base.wallMs / 1000)} s, CPU ${round(base.cpuMs / 1000)} s\n`);
console.log(table(rows));
