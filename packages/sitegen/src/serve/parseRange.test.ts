import { describe, expect, it } from 'vitest';
import { parseRange } from './parseRange.js';

describe('parseRange', () => {
  it('reads one range: first-last, first- and the last N bytes, clamped to the file', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual({ kind: 'range', start: 0, end: 0 });
    expect(parseRange('bytes=2-4', 10)).toEqual({ kind: 'range', start: 2, end: 4 });
    expect(parseRange('bytes=8-', 10)).toEqual({ kind: 'range', start: 8, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ kind: 'range', start: 7, end: 9 });
    expect(parseRange('bytes=-30', 10)).toEqual({ kind: 'range', start: 0, end: 9 });
    expect(parseRange('bytes=9-5000', 10)).toEqual({ kind: 'range', start: 9, end: 9 });
    expect(parseRange('Bytes= 1-2 ', 10)).toEqual({ kind: 'range', start: 1, end: 2 });
  });

  it('finds a range past the end, reversed or empty unsatisfiable', () => {
    for (const header of ['bytes=10-', 'bytes=10-20', 'bytes=5-2', 'bytes=-0']) {
      expect(parseRange(header, 10), header).toEqual({ kind: 'unsatisfiable' });
    }
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not take: no header, another unit, no numbers, several ranges', () => {
    for (const header of [undefined, 'lines=1-2', 'bytes=', 'bytes=-', 'bytes=abc', 'bytes=1-2-3', 'bytes=0-1,5-6', 'garbage']) {
      expect(parseRange(header, 10), String(header)).toEqual({ kind: 'whole' });
    }
  });
});
