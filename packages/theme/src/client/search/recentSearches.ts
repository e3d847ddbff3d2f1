/**
 * The reader's recent searches, newest first, as stored in localStorage. What is read back
 * is validated: the value may be stale, hand-edited or written by another version.
 */
export const RECENT_SEARCHES_LIMIT = 5;
const MAX_QUERY_LENGTH = 200;

export function parseRecentSearches(raw: string | null): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const valid = parsed.filter((entry): entry is string => typeof entry === 'string' && isRecordable(entry));
  return [...new Set(valid)].slice(0, RECENT_SEARCHES_LIMIT);
}

/** the list with `query` moved to the front */
export function withRecentSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!isRecordable(trimmed)) return [...recent];
  return [trimmed, ...recent.filter((entry) => entry !== trimmed)].slice(0, RECENT_SEARCHES_LIMIT);
}

function isRecordable(query: string): boolean {
  return query.trim().length > 0 && query.length <= MAX_QUERY_LENGTH;
}
