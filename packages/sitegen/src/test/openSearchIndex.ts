/**
 * Searches a built index from Node, the way a browser does: Pagefind's own `pagefind.js`
 * fetches the index chunks over HTTP from a server on 127.0.0.1 that serves the files from
 * memory. Tests assert what a query finds through it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEARCH_INDEX_DIR } from '../router/createRouter.js';
import type { SearchIndexFile } from '../search/buildSearchIndex.js';

export interface SearchSection {
  title: string;
  /** href with the section's anchor */
  url: string;
  /** HTML: the text around the match with matched words in `<mark>` */
  excerpt: string;
}

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  sections: SearchSection[];
}

export interface OpenSearchIndex {
  /** the first `limit` hits for a query (10 by default), best first, with their data loaded */
  search(query: string, limit?: number): Promise<SearchHit[]>;
  close(): Promise<void>;
}

/** the part of `pagefind.js`'s module this loader uses */
interface PagefindModule {
  createInstance(options: { basePath: string; baseUrl: string }): PagefindInstance;
}

interface PagefindInstance {
  init(): Promise<void>;
  preload(query: string): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>;
  destroy(): Promise<void>;
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: { title: string; url: string; excerpt: string }[];
}

export async function openSearchIndex(files: readonly SearchIndexFile[]): Promise<OpenSearchIndex> {
  const byPath = new Map(files.map((file) => [file.path, file.contents]));
  const script = byPath.get(`${SEARCH_INDEX_DIR}/pagefind.js`);
  if (script === undefined) throw new Error(`The search index has no ${SEARCH_INDEX_DIR}/pagefind.js`);
  const server = await listen(byPath);
  const { port } = server.address() as AddressInfo;
  const module = (await import(`data:text/javascript;base64,${Buffer.from(script).toString('base64')}`)) as PagefindModule;
  // a fresh instance per index: the module-level one would keep the first index it loaded
  const instance = module.createInstance({ basePath: `http://127.0.0.1:${port}/${SEARCH_INDEX_DIR}/`, baseUrl: '/' });
  try {
    await instance.init();
    // without a worker, init is lazy: preloading fetches the WebAssembly and the metadata now
    await instance.preload('');
  } catch (error) {
    await closeServer(server);
    throw error;
  }
  return {
    async search(query, limit = 10) {
      const { results } = await instance.search(query);
      return Promise.all(results.slice(0, limit).map(async (result) => toSearchHit(await result.data())));
    },
    async close() {
      await instance.destroy();
      await closeServer(server);
    },
  };
}

function toSearchHit(data: PagefindResultData): SearchHit {
  return {
    url: data.url,
    title: data.meta.title ?? data.url,
    excerpt: data.excerpt,
    sections: data.sub_results.map(({ title, url, excerpt }) => ({ title, url, excerpt })),
  };
}

function listen(byPath: ReadonlyMap<string, Uint8Array>): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname.slice(1));
    const contents = byPath.get(path);
    response.statusCode = contents === undefined ? 404 : 200;
    response.end(contents);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
