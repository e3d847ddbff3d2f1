import { describe, expect, it } from 'vitest';
import { markedLines } from './markedLines.js';

describe('markedLines', () => {
  it('numbers lines as micromark does: CRLF, LF and a lone CR each end one', () => {
    expect([...markedLines('a|b\nc\r\n|d\re|\n\nf', '|')]).toEqual([1, 3, 4]);
    expect(markedLines('no pipe', '|').size).toBe(0);
    expect([...markedLines('a@b\nc\n@', '@')]).toEqual([1, 3]);
  });
});
