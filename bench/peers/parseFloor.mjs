/**
 * The floor of a Markdown build: micromark alone parsing every page of the corpus (events
 * only, no extensions, no syntax tree, no HTML), in this process. What sitegen spends on
 * the Markdown above this is the pipeline's cost. Prints one JSON line: CPU ms in all and a page.
 * Run alone: `node bench/peers/parseFloor.mjs <content dir> [rounds]`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [contentDir, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 3);
// micromark is not a dependency of the repository: it is found where remark-parse finds it
const fromSitegen = createRequire(new URL('../../packages/sitegen/package.json', import.meta.url));
const fromRemark = createRequire(fromSitegen.resolve('remark-parse'));
const fromMdast = createRequire(fromRemark.resolve('mdast-util-from-markdown'));
const { parse, postprocess, preprocess } = await import(pathToFileURL(fromMdast.resolve('micromark')).href);

const files = (await readdir(contentDir, { recursive: true })).filter((file) => file.endsWith('.md'));
const sources = await Promise.all(
  files.map(async (file) => (await readFile(path.join(contentDir, file), 'utf8')).replace(/^---\n[\s\S]*?\n---\n/, '')),
);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const samples = [];
for (let round = 0; round < rounds + 1; round++) {
  const start = cpuMs();
  let events = 0;
  for (const source of sources)
    events += postprocess(
      parse()
        .document()
        .write(preprocess()(source, undefined, true)),
    ).length;
  // the first round warms the JIT up: it is left out
  if (round > 0) samples.push(cpuMs() - start);
  if (events === 0) throw new Error('micromark parsed nothing');
}
samples.sort((a, b) => a - b);
const median = samples[Math.floor(samples.length / 2)];
process.stdout.write(`${JSON.stringify({ pages: sources.length, cpuMs: median, cpuMsPerPage: median / sources.length })}\n`);
