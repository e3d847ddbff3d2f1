import type { MagicComment, MarkdownFormat, RawHtmlPolicy } from '../config/types.js';
import type { FileAccess } from '../files/siteFileAccess.js';
import type { RouteLocation, RouterConfig } from '../router/createRouter.js';
import { runInWorkers, workerCount } from '../workers/runInWorkers.js';
import type { MdxSiteData } from '../view/mdxSite.js';
import type { CodeThemes } from './highlight.js';
import type { MarkdownContext, MarkdownInput, MarkdownResult, VitePressMarkdown } from './types.js';

/** Everything a Markdown worker needs to transform pages as the main thread would, as copyable data. */
export interface MarkdownWorkerData {
  router: RouterConfig;
  toc: MarkdownContext['toc'];
  directLinkTo?: string;
  rawHtml: RawHtmlPolicy;
  math: boolean;
  format: MarkdownFormat;
  codeThemes: CodeThemes;
  codeLanguageAliases: Record<string, string>;
  magicComments?: readonly MagicComment[];
  staticDir: string;
  fileAccess: FileAccess;
  siteDir?: string;
  /** a site moved from VitePress */
  vitepress?: VitePressMarkdown;
  mdxSite?: MdxSiteData;
  /** absolute source file → route path */
  routeOfFile: [string, string][];
  /** API symbol → where it is documented; empty without an API reference */
  symbols: [string, RouteLocation][];
  /** a versioned site: the files of its other docs versions, and each version's symbols */
  versions?: { versionOfFile: [string, string][]; symbols: [string, [string, RouteLocation][]][] };
  /** highlighted blocks already cached: a worker highlights only code that is new */
  highlights: [string, string][];
  /** a site with Markdown plugins: the worker loads its config to get them (functions cannot be sent) */
  config?: { file: string; outDir: string };
}

/** A page's result with the code blocks highlighted for it (to cache), or why it failed. */
export type MarkdownWorkerAnswer = { result: MarkdownResult; highlights: [string, string][] } | { error: string };

/**
 * Below this many pages to transform, one thread wins: a worker first loads unified and
 * Shiki and compiles its grammars, and every page is copied both ways. One thread of this
 * allocation-heavy work already keeps part of a second core busy (the garbage collector),
 * so two workers gain far less than twice (measured in the README's Performance section).
 */
export const PARALLEL_MARKDOWN_MIN_PAGES = 1000;

const workerFile = new URL('./markdownWorker.js', import.meta.url);

/** pages sent to a worker at once */
const BATCH = 50;

/** How many Markdown workers transforming `pages` pages use; 0: transform on the main thread. `forced`: the build's option. */
export function markdownWorkerCount(pages: number, forced?: number): Promise<number> {
  return workerCount(pages, PARALLEL_MARKDOWN_MIN_PAGES, workerFile, forced, BATCH);
}

/** Transforms the inputs in `workers` threads; answers in input order. */
export function transformInWorkers(
  inputs: readonly MarkdownInput[],
  data: MarkdownWorkerData,
  workers: number,
): Promise<MarkdownWorkerAnswer[]> {
  return runInWorkers<MarkdownInput, MarkdownInput, MarkdownWorkerAnswer>({
    workerFile,
    workerData: data,
    items: inputs,
    jobOf: (input) => input,
    workers,
    batch: BATCH,
  });
}
