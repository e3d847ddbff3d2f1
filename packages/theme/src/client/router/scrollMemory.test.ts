import { describe, expect, it } from 'vitest';
import { parsePositions } from './scrollMemory.js';

describe('parsePositions', () => {
  it('reads the stored positions', () => {
    expect(parsePositions('{"a":120,"b":0}')).toEqual({ a: 120, b: 0 });
    expect(parsePositions(null)).toEqual({});
  });

  it('drops what is damaged instead of failing later', () => {
    expect(parsePositions('{"a":')).toEqual({});
    expect(parsePositions('null')).toEqual({});
    expect(parsePositions('5')).toEqual({});
  });
});
