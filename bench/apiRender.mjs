/**
 * Rendering every API page of the gSwap SDK from the committed reflection JSON (no TypeDoc):
 * convert + comments + pages + highlighted signatures. Three figures, medians of wall and
 * CPU milliseconds: `cold` a fresh process's first run (Shiki loads its grammars), `fresh`
 * a new highlighter each run with the grammars loaded (no cached blocks: comments'
 * examples are highlighted), `warm` the same highlighter again (`sitegen dev`), `pagesOnly`
 * the API stage's own work with the comments' Markdown already rendered. Run alone (`node bench/apiRender.mjs`) or call
 * `benchApiRender()`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
// as the CLI does: React's production build, chosen before React is first imported
process.env.NODE_ENV ??= 'production';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
}

export async function benchApiRender({ runs = 7 } = {}) {
  const { loadConfig } = await import('../packages/sitegen/dist/config/loadConfig.js');
  const { resolveConfig } = await import('../packages/sitegen/dist/config/resolveConfig.js');
  const { loadApiReference } = await import('../packages/sitegen/dist/api/loadApiReference.js');
  const { createMarkdownTransformer } = await import('../packages/sitegen/dist/markdown/createMarkdownTransformer.js');
  const { createHighlighter } = await import('../packages/sitegen/dist/markdown/highlight.js');
  const { createMemoryLogger } = await import('../packages/sitegen/dist/logger/memoryLogger.js');
  const configFile = path.join(repo, 'sitegen.config.ts');
  const config = resolveConfig(await loadConfig(configFile), configFile);

  async function renderers() {
    const highlighter = await createHighlighter(config.markdown.codeThemes);
    const context = {
      basePath: config.baseUrl,
      resolveFileLink: () => undefined,
      resolveApiLink: () => undefined,
      toc: config.tableOfContents,
      codeThemes: config.markdown.codeThemes,
    };
    const transform = await createMarkdownTransformer(context, { highlighter });
    return {
      renderMarkdown: (source, file) => transform({ source, file, lineOffset: 0 }),
      highlight: (code, lang) => highlighter.highlightCode(code, lang),
    };
  }
  // CPU time as well as wall time: on a busy machine the wall clock mostly measures waiting
  async function time(params) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const reference = await loadApiReference({ config, logger: createMemoryLogger(), ...params });
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, pages: reference.pages.length };
  }

  const cold = await time(await renderers());
  const fresh = [];
  for (let i = 0; i < runs; i++) {
    const params = await renderers();
    await params.highlight('const warm: number = 1;', 'ts');
    await params.renderMarkdown('```ts\nconst warm = 1;\n```', 'warm.md');
    fresh.push(await time(params));
  }
  const params = await renderers();
  const warm = [];
  for (let i = 0; i <= runs; i++) warm.push(await time(params));
  warm.shift();
  // the API stage's own work: comments' Markdown already rendered (memoised), pages and signatures rendered
  const memo = new Map();
  const memoised = {
    ...params,
    renderMarkdown: (source, file) => memo.get(source) ?? memo.set(source, params.renderMarkdown(source, file)).get(source),
  };
  const pagesOnly = [];
  for (let i = 0; i <= runs; i++) pagesOnly.push(await time(memoised));
  pagesOnly.shift();
  return {
    pages: cold.pages,
    cold: { ms: Math.round(cold.ms), cpuMs: Math.round(cold.cpuMs) },
    fresh: { ms: median(fresh.map((run) => run.ms)), cpuMs: median(fresh.map((run) => run.cpuMs)) },
    warm: { ms: median(warm.map((run) => run.ms)), cpuMs: median(warm.map((run) => run.cpuMs)) },
    pagesOnly: { ms: median(pagesOnly.map((run) => run.ms)), cpuMs: median(pagesOnly.map((run) => run.cpuMs)) },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchApiRender(), null, 2));
}
