import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerptParts.js';

describe('excerptParts', () => {
  it('splits marked words from the text around them', () => {
    expect(excerptParts('Call <mark>quoteExactInput</mark> with <mark>tokens</mark>.')).toEqual([
      { text: 'Call ', marked: false },
      { text: 'quoteExactInput', marked: true },
      { text: ' with ', marked: false },
      { text: 'tokens', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('decodes the entities Pagefind escapes and drops any other tag', () => {
    expect(excerptParts('Returns <mark>Promise&lt;GetQuoteResult&gt;</mark> &amp; <img src=x onerror=alert(1)>more')).toEqual([
      { text: 'Returns ', marked: false },
      { text: 'Promise<GetQuoteResult>', marked: true },
      { text: ' & more', marked: false },
    ]);
  });

  it('returns nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
