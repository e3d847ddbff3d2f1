/**
 * The search index, built in memory from the rendered pages with Pagefind's Node API and
 * returned as files, so it goes through the same atomic write as the pages. What Pagefind
 * indexes on a page is marked up by the theme: `data-pagefind-body` on the article,
 * `data-pagefind-meta="title"` and `data-pagefind-weight` on the title, and an `id` on
 * each heading so results link to the section. Headings (API member names among them)
 * weigh more than body text by Pagefind's defaults (h1 7 … h6 2).
 */
import * as pagefind from 'pagefind';
import { mapConcurrent } from '../mapConcurrent.js';
import { MARKDOWN_CLASSES } from '../markdown/markdownClasses.js';
import { isSearchRuntimeFile } from './isSearchRuntimeFile.js';
import { searchableHtml } from './searchableHtml.js';

/** the folder under the output folder that holds the index and Pagefind's browser script */
export const SEARCH_INDEX_DIR = 'pagefind';

export interface SearchPage {
  /** the page's final href, base path included, e.g. '/gswap-sdk/docs/intro' */
  href: string;
  /** the full rendered HTML document (bytes: UTF-8) */
  html: string | Uint8Array;
}

export interface SearchIndexFile {
  /** relative to the output folder, e.g. 'pagefind/pagefind.js' */
  path: string;
  contents: Uint8Array;
}

const decoder = new TextDecoder();

export async function buildSearchIndex(pages: readonly SearchPage[]): Promise<SearchIndexFile[]> {
  const index = await createPagefindIndex();
  try {
    // many in flight (the service queues them, which saves round trips), not all: each is a base64 copy in memory
    const added = await mapConcurrent(pages, 64, (page) => index.addHTMLFile({ url: page.href, content: searchableHtml(typeof page.html === 'string' ? page.html : decoder.decode(page.html)) }));
    const failures = added.flatMap((result, i) => result.errors.map((error) => `${pages[i]?.href}: ${error}`));
    if (failures.length > 0) throw new Error(`Search indexing failed:\n${failures.join('\n')}`);
    const { files, errors } = await index.getFiles();
    if (errors.length > 0) throw new Error(`Search indexing failed: ${errors.join('; ')}`);
    return files
      .filter((file) => isSearchRuntimeFile(file.path))
      .map((file) => ({ path: `${SEARCH_INDEX_DIR}/${file.path}`, contents: file.content }));
  } finally {
    await index.deleteIndex();
  }
}

async function createPagefindIndex(): Promise<pagefind.PagefindIndex> {
  // the '#' self-link inside each heading would end every section title
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: [`.${MARKDOWN_CLASSES.headingAnchor}`] });
  if (index === undefined) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  return index;
}
