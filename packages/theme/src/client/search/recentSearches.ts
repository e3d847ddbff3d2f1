/**
 * The reader's recent searches, newest first, in localStorage. What is read back is
 * validated: the value may be stale, hand-edited or written by another version.
 */
export const RECENT_SEARCHES_LIMIT = 5;
const MAX_QUERY_LENGTH = 200;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readRecentSearches(storage: StorageLike, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const valid = parsed.filter((entry): entry is string => typeof entry === 'string' && isRecordable(entry));
    return [...new Set(valid)].slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    // blocked storage or malformed JSON: start afresh
    return [];
  }
}

/** the list with `query` moved to the front; stores it and returns it */
export function addRecentSearch(storage: StorageLike, key: string, query: string): string[] {
  const trimmed = query.trim();
  const current = readRecentSearches(storage, key);
  if (!isRecordable(trimmed)) return current;
  const next = [trimmed, ...current.filter((entry) => entry !== trimmed)].slice(0, RECENT_SEARCHES_LIMIT);
  try {
    storage.setItem(key, JSON.stringify(next));
  } catch {
    // storage full or blocked: the list just is not remembered
  }
  return next;
}

function isRecordable(query: string): boolean {
  return query.trim().length > 0 && query.length <= MAX_QUERY_LENGTH;
}
