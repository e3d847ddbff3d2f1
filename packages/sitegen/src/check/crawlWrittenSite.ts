import path from 'node:path';
import { SitegenError } from '../errors/SitegenError.js';
import type { Router } from '../router/createRouter.js';
import { crawlSite } from './crawlSite.js';

export interface CrawlWrittenSiteParams {
  outDir: string;
  router: Pick<Router, 'basePath' | 'pageHrefOfFile'>;
  /** the files written, relative to the output folder: its HTML files are the pages to crawl from */
  written: readonly string[];
  checkExternal: boolean;
  /** broken URLs already reported as warnings (the package's doc comments and README, with api.strictPackageLinks off) */
  tolerated?: ReadonlySet<string>;
  /** URLs of pages this build did not write, on purpose (the other locales of `build --locale`) */
  isElsewhere?: (url: string) => boolean;
}

/** 'docs/intro/index.html' → '/b/docs/intro'; '404.html' → '/b/404.html' */
export function pageHrefsOf(router: Pick<Router, 'pageHrefOfFile'>, written: readonly string[]): string[] {
  return written.filter((file) => file.endsWith('.html')).map((file) => router.pageHrefOfFile(file));
}

/**
 * `--strict-links` after writing: the written site is crawled and any broken link fails
 * the build. The output is already in place by then and is kept: every page and link was
 * checked in memory first, so what the crawl finds is a link the written files break
 * (an asset, a rendered link, a file left out) and the report names each one.
 */
export async function crawlWrittenSite(params: CrawlWrittenSiteParams): Promise<number> {
  const pageHrefs = pageHrefsOf(params.router, params.written);
  const crawled = await crawlSite({
    outDir: params.outDir,
    basePath: params.router.basePath,
    pageHrefs,
    checkExternal: params.checkExternal,
  });
  const broken = crawled.filter((link) => !params.tolerated?.has(link.url) && params.isElsewhere?.(link.url) !== true);
  if (broken.length === 0) return pageHrefs.length;
  const folder = path.relative(process.cwd(), params.outDir) || '.';
  throw new SitegenError({
    code: 'links/crawl',
    message: `the crawl of the written site found ${broken.length} broken link${broken.length === 1 ? '' : 's'} (${folder} holds the new output)`,
    hint: 'Each line reads: page → broken link (status). Fix the link on that page, or the page or file it should reach, and build again.',
    details: broken.map((link) => `${link.page} → ${link.url} (${link.status})`),
  });
}
