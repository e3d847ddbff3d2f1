/**
 * Where the Markdown stage's CPU goes, in this process with a warm JIT, over the corpus:
 * micromark alone (the floor), remark-parse with sitegen's syntax extensions, sitegen's
 * whole pipeline with every code block already highlighted (the highlight cache full), and
 * the whole pipeline highlighting (a new highlighter, Shiki started). CPU ms a page each.
 * Run: `node bench/peers/markdownCost.mjs <content dir>` (after `pnpm run compile`).
 */
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [contentDir] = process.argv.slice(2);
const dist = new URL('../../packages/sitegen/dist/markdown/', import.meta.url);
const { createMarkdownTransformer } = await import(new URL('createMarkdownTransformer.js', dist).href);
const { createHighlighter } = await import(new URL('highlight.js', dist).href);
const fromSitegen = createRequire(new URL('../../packages/sitegen/package.json', import.meta.url));
const importFromSitegen = (name) => import(pathToFileURL(fromSitegen.resolve(name)).href);
const [{ unified }, { default: remarkParse }, { default: remarkGfm }, { default: remarkDirective }] = await Promise.all(
  ['unified', 'remark-parse', 'remark-gfm', 'remark-directive'].map(importFromSitegen),
);
const fromMdast = createRequire(createRequire(fromSitegen.resolve('remark-parse')).resolve('mdast-util-from-markdown'));
const { parse, postprocess, preprocess } = await import(pathToFileURL(fromMdast.resolve('micromark')).href);

const files = (await readdir(contentDir, { recursive: true })).filter((file) => file.endsWith('.md'));
const pages = await Promise.all(
  files.map(async (file) => ({
    file: path.join(contentDir, file),
    source: (await readFile(path.join(contentDir, file), 'utf8')).replace(/^---\n[\s\S]*?\n---\n/, ''),
  })),
);
const context = {
  resolveSitePath: (sitePath) => sitePath,
  resolveFileLink: (_from, target) => target.replace(/\.md/, ''),
  resolveApiLink: () => undefined,
  staticFileOf: () => undefined,
  fileHref: (outputPath) => `/${outputPath}`,
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  codeThemes: { light: 'github-light', dark: 'github-dark' },
};
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
async function perPage(label, each, rounds = 3) {
  const samples = [];
  for (let round = 0; round < rounds; round++) {
    const start = cpuMs();
    for (const page of pages) await each(page, round);
    samples.push(cpuMs() - start);
  }
  samples.sort((a, b) => a - b);
  const ms = samples[Math.floor(samples.length / 2)] / pages.length;
  process.stdout.write(`${label.padEnd(58)} ${ms.toFixed(3)} ms a page\n`);
  return ms;
}

await perPage('micromark alone (events, no extensions)', ({ source }) => {
  postprocess(
    parse()
      .document()
      .write(preprocess()(source, undefined, true)),
  );
});
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
await perPage('remark-parse + gfm + directive (mdast)', ({ source }) => {
  parser.parse(source);
});
// one highlighter for every round: from the second round on, every block comes from its cache
const cached = createHighlighter(context.codeThemes);
const transform = await createMarkdownTransformer(context, { highlighter: cached });
await perPage('whole pipeline, code blocks from the highlight cache', (page) => transform({ ...page, lineOffset: 0 }), 4);
let fresh;
await perPage('whole pipeline, highlighting every block (Shiki warm)', async (page) => {
  if (page === pages[0]) fresh = await createMarkdownTransformer(context, { highlighter: createHighlighter(context.codeThemes) });
  await fresh({ ...page, lineOffset: 0 });
});
