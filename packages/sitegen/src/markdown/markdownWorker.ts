/**
 * A Markdown worker (see transformInWorkers): builds the same transformer as the main
 * thread from copied data, transforms each batch of pages it is sent in order, and posts
 * back each result with the code blocks it highlighted; a page that fails posts its error
 * (the main thread transforms it again, to report it as it would).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createRouter } from '../router/createRouter.js';
import { createMarkdownTransformer } from './createMarkdownTransformer.js';
import { createHighlighter } from './highlight.js';
import { linkResolversOf } from './linkTable.js';
import { loadMarkdownExtensions } from './loadMarkdownExtensions.js';
import type { MarkdownWorkerAnswer, MarkdownWorkerData } from './transformInWorkers.js';
import type { MarkdownInput } from './types.js';

const data = workerData as MarkdownWorkerData;
const links = linkResolversOf({
  router: createRouter(data.router),
  routeOfFile: new Map(data.routeOfFile),
  symbols: new Map(data.symbols),
  ...(data.versions === undefined
    ? {}
    : {
        versions: {
          versionOfFile: new Map(data.versions.versionOfFile),
          symbols: new Map(data.versions.symbols.map(([version, symbols]) => [version, new Map(symbols)])),
        },
      }),
  staticDir: data.staticDir,
  fileAccess: data.fileAccess,
});
const cached = new Map(data.highlights);
let highlighted: [string, string][] = [];
const highlighter = createHighlighter(data.codeThemes, {
  languageAliases: data.codeLanguageAliases,
  ...(data.magicComments === undefined ? {} : { magicComments: data.magicComments }),
  cache: {
    get: (key) => cached.get(key),
    set(key, html) {
      cached.set(key, html);
      highlighted.push([key, html]);
    },
  },
});
// a failure to set up (a plugin refusing its options) is each page's: the main thread then reports it
const transform = (async () =>
  createMarkdownTransformer(
    {
      ...links,
      toc: data.toc,
      codeThemes: data.codeThemes,
      codeLanguageAliases: data.codeLanguageAliases,
      ...(data.magicComments === undefined ? {} : { magicComments: data.magicComments }),
      ...(data.siteDir === undefined ? {} : { siteDir: data.siteDir }),
      ...(data.directLinkTo === undefined ? {} : { directLinkTo: data.directLinkTo }),
      rawHtml: data.rawHtml,
      math: data.math,
      format: data.format,
      ...(data.vitepress === undefined ? {} : { vitepress: data.vitepress }),
      ...(data.mdxSite === undefined ? {} : { mdxSite: data.mdxSite }),
    },
    { highlighter, extensions: data.config === undefined ? undefined : await loadMarkdownExtensions(data.config) },
  ))();
transform.catch(() => undefined);

/** a batch's pages, each transformed in turn; a failed page answers with its error */
async function transformBatch(inputs: MarkdownInput[]): Promise<MarkdownWorkerAnswer[]> {
  const answers: MarkdownWorkerAnswer[] = [];
  for (const input of inputs) {
    highlighted = [];
    try {
      answers.push({ result: await (await transform)(input), highlights: highlighted });
    } catch (cause) {
      answers.push({ error: cause instanceof Error ? cause.message : String(cause) });
    }
  }
  return answers;
}

// one batch at a time, answered in the order sent: the next may already be waiting
let previous = Promise.resolve();
parentPort?.on('message', (inputs: MarkdownInput[]) => {
  previous = previous.then(async () => parentPort?.postMessage(await transformBatch(inputs)));
});
