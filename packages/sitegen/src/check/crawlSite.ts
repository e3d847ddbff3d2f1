import type { CheckOptions } from 'linkinator';
import { serveSite } from '../serve/serveSite.js';
import { scanHtml, type ScannedHtml } from './scanHtml.js';
import { decodeAnchor } from './decodeAnchor.js';
import { loadLinkinator } from './loadLinkinator.js';

export interface CrawlSiteParams {
  /** the written site */
  outDir: string;
  /** '/gswap-sdk/' */
  basePath: string;
  /** every page's href, so that a page nothing links to is crawled too */
  pageHrefs: string[];
  /** fetch links to other sites too (off in CI, which has no network) */
  checkExternal: boolean;
}

export interface BrokenUrl {
  /** the page that links to it (a site path) */
  page: string;
  /** the broken link, as a site path when it is on the site */
  url: string;
  /** HTTP status, or what is wrong */
  status: string;
}

// brotli costs the server more time than the loopback saves
const IDENTITY = { 'Accept-Encoding': 'identity' };

/**
 * Crawls the written site as a browser reaches it: served by sitegen itself on an
 * ephemeral port of 127.0.0.1, linkinator follows every link and asset of every page,
 * then every `#anchor` is looked up among the ids of the page it points to. Other sites
 * are only fetched with `checkExternal`.
 */
export async function crawlSite(params: CrawlSiteParams): Promise<BrokenUrl[]> {
  const served = await serveSite({ outDir: params.outDir, basePath: params.basePath, port: 0, host: '127.0.0.1' });
  const origin = new URL(served.url).origin;
  try {
    const broken = [...(await brokenLinks(origin, params)), ...(await brokenAnchors(origin, params.pageHrefs))];
    return broken.sort((a, b) => a.page.localeCompare(b.page) || a.url.localeCompare(b.url));
  } finally {
    await served.close();
  }
}

/** linkinator's options for a crawl of the site served at `origin`. */
export function linkCheckOptions(origin: string, params: Pick<CrawlSiteParams, 'pageHrefs' | 'checkExternal'>): CheckOptions {
  return {
    path: params.pageHrefs.map((href) => origin + href),
    recurse: true,
    // pages are files at extensionless URLs: relative links resolve as in a browser, not as if each page were a folder
    cleanUrls: true,
    // linkinator's timeout aborts the whole fetch, the reading of the body too; a page whose body is
    // read after it (a crawl of viem's 1,469 pages of up to 2.4 MB on a busy machine) errors a stream
    // nothing listens to, which crashed the build. Our own server on the loopback needs none: only
    // other sites are given one.
    ...(params.checkExternal ? { timeout: 20_000 } : {}),
    // the crawler and the server share one busy process: now and then a burst of requests failed with
    // ECONNRESET (up to 854 of viem's 4,238 links in one crawl, none in the next); a request that
    // gets no response at all is tried again, a broken link still answers 404
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 500,
    headers: IDENTITY,
    linksToSkip: async (link) => !params.checkExternal && !link.startsWith(origin),
  };
}

async function brokenLinks(origin: string, params: CrawlSiteParams): Promise<BrokenUrl[]> {
  const local = (url: string): string => (url.startsWith(origin) ? url.slice(origin.length) : url);
  const { LinkChecker, LinkState } = await loadLinkinator();
  const result = await new LinkChecker().check(linkCheckOptions(origin, params));
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  // linkinator also reads the not-found page served for a broken URL: its links are not the site's
  const missing = new Set(broken.map((link) => link.url));
  return broken
    .filter((link) => !missing.has(link.parent ?? ''))
    .map((link) => ({ page: local(link.parent ?? ''), url: local(link.url), status: statusOf(link.status, link.failureDetails) }));
}

/**
 * linkinator 7 (the last for Node 20) checks a fragment only when the page it points to
 * is fetched after the link was found, so a crawl misses most of them: anchors are looked
 * up here, page by page, in the served HTML.
 */
async function brokenAnchors(origin: string, pageHrefs: string[]): Promise<BrokenUrl[]> {
  const pages = new Map<string, Promise<ScannedHtml | undefined>>();
  const load = (pathname: string): Promise<ScannedHtml | undefined> => {
    let page = pages.get(pathname);
    if (page === undefined) {
      page = fetch(origin + pathname, { headers: IDENTITY }).then(async (response) =>
        response.ok && (response.headers.get('content-type') ?? '').includes('text/html') ? scanHtml(await response.text()) : undefined,
      );
      pages.set(pathname, page);
    }
    return page;
  };
  const broken: BrokenUrl[] = [];
  for (const href of pageHrefs) {
    for (const link of (await load(href))?.hrefs ?? []) {
      const url = new URL(link, origin + href);
      if (url.origin !== origin || url.hash.length <= 1) continue;
      const id = decodeAnchor(url.hash.slice(1));
      const target = await load(url.pathname);
      if (target !== undefined && !target.ids.includes(id))
        broken.push({ page: href, url: url.pathname + url.hash, status: `no element with id '${id}'` });
    }
  }
  return broken;
}

function statusOf(status: number | undefined, details: unknown[] | undefined): string {
  if (status !== undefined && status !== 0) return String(status);
  const error = details?.find((detail): detail is Error => detail instanceof Error);
  return error?.message ?? 'no response';
}
