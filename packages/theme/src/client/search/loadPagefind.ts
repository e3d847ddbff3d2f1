/**
 * Pagefind's browser script, imported at run time from the built index
 * (`<base>pagefind/pagefind.js`), never bundled. A failed module import stays failed for
 * that URL in the browser's module map, so each retry imports a fresh URL.
 */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: { title: string; url: string; excerpt: string }[];
}

export interface PagefindApi {
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] }>;
  /** fetches the index chunks a query needs, without searching */
  preload(query: string): Promise<void>;
}

interface PagefindModule extends PagefindApi {
  options(options: { basePath: string; baseUrl: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
}

let loaded: Promise<PagefindApi> | undefined;
let attempts = 0;

/** Pagefind from `indexHref` (e.g. '/gswap-sdk/pagefind/'), loaded once and shared by every opening of the modal. */
export function loadPagefind(indexHref: string): Promise<PagefindApi> {
  loaded ??= importPagefind(indexHref, attempts).catch((error: unknown) => {
    forgetPagefind();
    throw error;
  });
  return loaded;
}

/** After a failure: the next load starts over from a fresh module instance. */
export function forgetPagefind(): void {
  loaded = undefined;
  attempts += 1;
}

async function importPagefind(indexHref: string, attempt: number): Promise<PagefindApi> {
  const url = `${indexHref}pagefind.js${attempt > 0 ? `?attempt=${attempt}` : ''}`;
  const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule;
  // result URLs are indexed with the base path already in them
  await pagefind.options({ basePath: indexHref, baseUrl: '/', excerptLength: 24 });
  await pagefind.init();
  // init is lazy about the WebAssembly and the metadata: load them now, while the modal
  // says so, rather than on the reader's first query
  await pagefind.preload('');
  return pagefind;
}
