import { getHeapStatistics } from 'node:v8';
import type { SiteContent } from '../content/types.js';
import { SitegenError } from '../errors/SitegenError.js';

/**
 * What a page holds in memory from its Markdown to its write: its route and views, its
 * Markdown result, its share of the search feed and of the link graph. Every page is kept
 * until the last is rendered (the link check needs them all before anything is written), so
 * the heap a build needs grows with the site. Measured with bench/flatSite.mjs (the peak's
 * growth from one site to a site three times its size), rounded up.
 */
export const HEAP_BYTES_PER_PAGE = 24 * 1024;
/** the heap a byte of Markdown source takes once it is HTML, a TOC, links and search text */
export const HEAP_BYTES_PER_SOURCE_BYTE = 12;
/** what the build holds besides its pages (Shiki, the theme, the bundle) */
const HEAP_BASE_BYTES = 256 * 1024 * 1024;
/** the share of the heap a build may plan to fill: the garbage collector needs room to work */
const USABLE_SHARE = 0.85;

export interface MemoryEstimate {
  pages: number;
  sourceBytes: number;
  /** bytes of heap the build is expected to need */
  needed: number;
}

/** The heap a build of this content is expected to need. */
export function estimateHeap(content: Pick<SiteContent, 'docs' | 'pages'>): MemoryEstimate {
  const sources = [...content.docs, ...content.pages];
  const sourceBytes = sources.reduce((total, source) => total + source.body.length, 0);
  const needed = HEAP_BASE_BYTES + sources.length * HEAP_BYTES_PER_PAGE + sourceBytes * HEAP_BYTES_PER_SOURCE_BYTE;
  return { pages: sources.length, sourceBytes, needed };
}

const gb = (bytes: number): string => `${(bytes / 1024 ** 3).toFixed(1)} GB`;

/**
 * Fails a build, as soon as its content is read, that would run out of memory: V8 ends such a
 * build minutes later with a native stack and exit 134. The limit is Node's heap, which
 * `--max-old-space-size` raises; `heapLimit` is for tests.
 */
export function assertFitsInMemory(
  content: Pick<SiteContent, 'docs' | 'pages'>,
  configFile: string,
  heapLimit: number = getHeapStatistics().heap_size_limit,
): void {
  const estimate = estimateHeap(content);
  if (estimate.needed <= heapLimit * USABLE_SHARE) return;
  const suggested = Math.ceil(estimate.needed / USABLE_SHARE / 1024 ** 3) * 1024;
  throw new SitegenError({
    code: 'build/out-of-memory',
    message: `${estimate.pages.toLocaleString('en')} pages (${(estimate.sourceBytes / 1024 ** 2).toFixed(0)} MB of Markdown) need about ${gb(estimate.needed)} of memory to build, more than Node's limit of ${gb(heapLimit)}: the build would run out of memory`,
    hint: `Give Node more memory, e.g. NODE_OPTIONS=--max-old-space-size=${suggested} (megabytes), or build fewer pages at once (move old docs into versions, or pages into a site of their own).`,
    location: { file: configFile },
  });
}
