import { describe, expect, it } from 'vitest';
import { buildToc } from './buildToc.js';

const headings = [
  { id: 'a', text: 'A', level: 1 },
  { id: 'b', text: 'B', level: 2 },
  { id: 'c', text: 'C', level: 3 },
  { id: 'd', text: 'D', level: 4 },
  { id: 'e', text: 'E', level: 2 },
];

describe('buildToc', () => {
  it('keeps levels 2 to 3 by default configuration, in page order', () => {
    expect(buildToc(headings, { minHeadingLevel: 2, maxHeadingLevel: 3 })).toEqual([
      { id: 'b', text: 'B', level: 2 },
      { id: 'c', text: 'C', level: 3 },
      { id: 'e', text: 'E', level: 2 },
    ]);
  });

  it('follows other configured levels', () => {
    expect(buildToc(headings, { minHeadingLevel: 3, maxHeadingLevel: 4 }).map((item) => item.id)).toEqual(['c', 'd']);
  });
});
