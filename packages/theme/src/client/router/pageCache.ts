export interface PageCache {
  /** the page's HTML: from the cache, or fetched (once, however many callers ask meanwhile) */
  load(key: string): Promise<string>;
}

/**
 * The most recently used pages' HTML, `limit` at most. A failed load is forgotten, so a
 * later hover or click tries again rather than replaying the failure.
 */
export function createPageCache(fetchPage: (key: string) => Promise<string>, limit: number): PageCache {
  const entries = new Map<string, Promise<string>>();
  return {
    load(key) {
      const cached = entries.get(key);
      const page = cached ?? fetchPage(key);
      entries.delete(key);
      entries.set(key, page);
      if (cached === undefined) {
        page.catch(() => entries.get(key) === page && entries.delete(key));
        for (const oldest of entries.keys()) {
          if (entries.size <= limit) break;
          entries.delete(oldest);
        }
      }
      return page;
    },
  };
}

/** A page's HTML; a network error, a non-OK status or a non-HTML answer rejects. */
export async function fetchPage(key: string): Promise<string> {
  const response = await fetch(key);
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) throw new Error(`${key}: ${response.status}`);
  return response.text();
}
