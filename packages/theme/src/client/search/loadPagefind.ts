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
}

interface PagefindModule extends PagefindApi {
  options(options: { basePath: string; baseUrl: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
}

let attempts = 0;

/** `indexHref` is the folder of the index, e.g. '/gswap-sdk/pagefind/' */
export async function loadPagefind(indexHref: string): Promise<PagefindApi> {
  const url = `${indexHref}pagefind.js${attempts > 0 ? `?attempt=${attempts}` : ''}`;
  attempts += 1;
  const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule;
  // result URLs are indexed with the base path already in them
  await pagefind.options({ basePath: indexHref, baseUrl: '/', excerptLength: 24 });
  await pagefind.init();
  return pagefind;
}
