import { describe, expect, it } from 'vitest';
import { evaluateConditions, rangeStillValid } from './evaluateConditions.js';

const etag = 'W/"a-1"';
const lastModified = new Date('2025-01-02T03:04:05.678Z');
const file = { etag, lastModified };
const before = 'Thu, 02 Jan 2025 03:04:04 GMT';
const same = 'Thu, 02 Jan 2025 03:04:05 GMT';

describe('evaluateConditions', () => {
  it('proceeds without conditions', () => {
    expect(evaluateConditions({}, file)).toBe('proceed');
  });

  it('answers 304 to a matching If-None-Match, compared weakly, or *', () => {
    for (const header of [etag, '"a-1"', `"other", ${etag}`, '*']) {
      expect(evaluateConditions({ 'if-none-match': header }, file), header).toBe('not-modified');
    }
    expect(evaluateConditions({ 'if-none-match': '"other"' }, file)).toBe('proceed');
  });

  it('answers 304 to an If-Modified-Since at or after the date (whole seconds), unless If-None-Match is there', () => {
    expect(evaluateConditions({ 'if-modified-since': same }, file)).toBe('not-modified');
    expect(evaluateConditions({ 'if-modified-since': before }, file)).toBe('proceed');
    expect(evaluateConditions({ 'if-modified-since': 'not a date' }, file)).toBe('proceed');
    expect(evaluateConditions({ 'if-none-match': '"other"', 'if-modified-since': same }, file)).toBe('proceed');
    // a file in memory has no date to compare
    expect(evaluateConditions({ 'if-modified-since': same }, { etag })).toBe('proceed');
  });

  it('fails with 412 when If-Match does not match, or the file changed after If-Unmodified-Since', () => {
    expect(evaluateConditions({ 'if-match': '"not-this-one"' }, file)).toBe('precondition-failed');
    expect(evaluateConditions({ 'if-match': etag }, file)).toBe('proceed');
    expect(evaluateConditions({ 'if-match': '*' }, file)).toBe('proceed');
    expect(evaluateConditions({ 'if-unmodified-since': before }, file)).toBe('precondition-failed');
    expect(evaluateConditions({ 'if-unmodified-since': same }, file)).toBe('proceed');
  });

  it('sends the body to a request that says Cache-Control: no-cache', () => {
    expect(evaluateConditions({ 'if-none-match': etag, 'cache-control': 'no-cache' }, file)).toBe('proceed');
  });
});

describe('rangeStillValid', () => {
  it('honours a range with no If-Range, or one naming the current ETag or a date not before the file', () => {
    expect(rangeStillValid({}, file)).toBe(true);
    expect(rangeStillValid({ 'if-range': etag }, file)).toBe(true);
    expect(rangeStillValid({ 'if-range': same }, file)).toBe(true);
  });

  it('sends the whole file when the If-Range names an older version', () => {
    expect(rangeStillValid({ 'if-range': '"old"' }, file)).toBe(false);
    expect(rangeStillValid({ 'if-range': before }, file)).toBe(false);
    expect(rangeStillValid({ 'if-range': same }, { etag })).toBe(false);
  });
});
