import { describe, expect, it } from 'vitest';
import { parseRecentSearches, RECENT_SEARCHES_LIMIT, withRecentSearch } from './recentSearches.js';

describe('parseRecentSearches', () => {
  it('reads a stored list of queries', () => {
    expect(parseRecentSearches('["swap","quote"]')).toEqual(['swap', 'quote']);
  });

  it('starts empty from nothing, malformed JSON or something else than a list', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
  });

  it('keeps only non-empty strings of sensible length, once each, at most the limit', () => {
    const stored = JSON.stringify(['a', 3, '', '  ', 'a', 'x'.repeat(201), null, 'b', 'c', 'd', 'e', 'f']);
    expect(parseRecentSearches(stored)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(RECENT_SEARCHES_LIMIT).toBe(5);
  });
});

describe('withRecentSearch', () => {
  it('puts the query first, trimmed, without a duplicate, and drops the oldest past the limit', () => {
    expect(withRecentSearch(['a', 'b', 'c', 'd', 'e'], ' c ')).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(withRecentSearch(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
  });

  it('ignores an empty query', () => {
    expect(withRecentSearch(['a'], '   ')).toEqual(['a']);
  });
});
