import { describe, expect, it } from 'vitest';
import { inlineNestingExcess } from './scanInlineNesting.js';

const oneLine = (text: string) => [{ text, line: 3, column: 5 }];

describe('inlineNestingExcess', () => {
  it('counts emphasis and brackets together when they close, placed at the opener past the limit', () => {
    expect(inlineNestingExcess(oneLine('*a [b **c** d] e*'), 3)).toBeUndefined();
    expect(inlineNestingExcess(oneLine('*a [b **c** d] e*'), 2)).toEqual({ depth: 3, line: 3, column: 11, kind: 'inline' });
  });

  it('maps a place on a later line of the paragraph to that line', () => {
    const segments = [
      { text: '*a', line: 7, column: 3 },
      { text: '[b *c*] d*', line: 8, column: 1 },
    ];
    expect(inlineNestingExcess(segments, 2)).toEqual({ depth: 3, line: 8, column: 4, kind: 'inline' });
  });

  it('weighs a run of n delimiters as ceil(n / 2) levels', () => {
    expect(inlineNestingExcess(oneLine(`${'*'.repeat(6)}x${'*'.repeat(6)}`), 3)).toBeUndefined();
    expect(inlineNestingExcess(oneLine(`${'*'.repeat(7)}x${'*'.repeat(7)}`), 3)).toMatchObject({ depth: 4 });
  });

  it('does not let a closer inside brackets close emphasis opened before them', () => {
    expect(inlineNestingExcess(oneLine('*a [b* c'), 0)).toBeUndefined();
    expect(inlineNestingExcess(oneLine('*a [b] c*'), 1)).toMatchObject({ depth: 2 });
  });

  it('skips code spans, escapes and intraword delimiters', () => {
    expect(inlineNestingExcess(oneLine('`*[` ``[*`` \\[ \\* a*b*c [x]'), 1)).toBeUndefined();
    // an unmatched backtick run is text: the brackets after it count
    expect(inlineNestingExcess(oneLine('` [[x]]'), 1)).toMatchObject({ depth: 2, column: 8 });
  });
});
