/**
 * `Promise.all(items.map(fn))` with at most `limit` calls in flight, results in item
 * order. For CPU-bound async work on one thread (Markdown transforms), running every item
 * at once gains nothing and keeps every item's intermediate state (syntax trees) alive
 * together: 10,000 pages ran out of memory that way.
 */
export async function mapConcurrent<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
