/**
 * The search index, built in memory from the rendered pages with Pagefind's Node API and
 * returned as files, so it goes through the same atomic write as the pages. What Pagefind
 * indexes on a page is marked up by the theme: `data-pagefind-body` on the article,
 * `data-pagefind-meta="title"` and `data-pagefind-weight` on the title, and an `id` on
 * each heading so results link to the section. Headings (API member names among them)
 * weigh more than body text by Pagefind's defaults (h1 7 … h6 2).
 */
import * as pagefind from 'pagefind';
import { MARKDOWN_CLASSES } from '../view/constants.js';
import { SEARCH_INDEX_DIR } from '../router/createRouter.js';
import { isSearchRuntimeFile } from './isSearchRuntimeFile.js';

export interface SearchPage {
  /** the page's final href, base path included, e.g. '/gswap-sdk/docs/intro' */
  href: string;
  /** the full rendered HTML document (bytes: UTF-8) */
  html: string | Uint8Array;
  /** `searchableBytes(html)`, where a render worker cut it: the main thread does not */
  searchable?: Uint8Array;
}

/** A page as Pagefind reads it: its href and the part of its HTML searched (searchableBytes). */
export interface SearchablePage {
  href: string;
  html: Uint8Array;
}

export interface SearchIndexFile {
  /** relative to the output folder, e.g. 'pagefind/pagefind.js' */
  path: string;
  contents: Uint8Array;
}

/** Pages taken by Pagefind's process while the build goes on; the index once all are in. */
export interface PagefindFeed {
  /** queued: Pagefind takes the pages at its own pace, in the order added */
  add(page: SearchablePage): void;
  /** the index of every page added, with the search runtime, under pagefind/ */
  files(): Promise<SearchIndexFile[]>;
  /** frees Pagefind's index when the build stops before `files` */
  discard(): Promise<void>;
}

const decoder = new TextDecoder();

/** many pages in flight (the service queues them, which saves round trips), not all: each is a copy in memory */
const IN_FLIGHT = 64;

/**
 * Starts an index in Pagefind's process and feeds it pages as they are added, so indexing
 * runs beside whatever the build does meanwhile (rendering and writing the pages).
 */
export async function startPagefind(): Promise<PagefindFeed> {
  const index = await createPagefindIndex();
  // what Pagefind reads of each page, not the whole page: a queue longer than Pagefind's pace holds many
  const queue: SearchablePage[] = [];
  const failures: string[] = [];
  let inFlight = 0;
  let idle: (() => void) | undefined;
  const pump = (): void => {
    while (inFlight < IN_FLIGHT && queue.length > 0) {
      const page = queue.shift() as SearchablePage;
      inFlight += 1;
      index
        .addHTMLFile({ url: page.href, content: decoder.decode(page.html) })
        .then(
          (added) => failures.push(...added.errors.map((error) => `${page.href}: ${error}`)),
          (error: unknown) => failures.push(`${page.href}: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          inFlight -= 1;
          pump();
          if (inFlight === 0 && queue.length === 0) idle?.();
        });
    }
  };
  return {
    add(page) {
      queue.push(page);
      pump();
    },
    async files() {
      try {
        if (inFlight > 0 || queue.length > 0) await new Promise<void>((resolve) => (idle = resolve));
        if (failures.length > 0) throw new Error(`Search indexing failed:\n${failures.join('\n')}`);
        const { files, errors } = await index.getFiles();
        if (errors.length > 0) throw new Error(`Search indexing failed: ${errors.join('; ')}`);
        return files
          .filter((file) => isSearchRuntimeFile(file.path))
          .map((file) => ({ path: `${SEARCH_INDEX_DIR}/${file.path}`, contents: file.content }));
      } finally {
        // not awaited: freeing Pagefind's memory is its process's business, done while the index is written
        index.deleteIndex().catch(() => undefined);
      }
    },
    async discard() {
      queue.length = 0;
      await index.deleteIndex();
    },
  };
}

async function createPagefindIndex(): Promise<pagefind.PagefindIndex> {
  // the '#' self-link inside each heading would end every section title
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: [`.${MARKDOWN_CLASSES.headingAnchor}`] });
  if (index === undefined) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  return index;
}
