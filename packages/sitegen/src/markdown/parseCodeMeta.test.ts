import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './parseCodeMeta.js';

describe('parseCodeMeta', () => {
  it('reads nothing from an empty meta', () => {
    expect(parseCodeMeta(undefined)).toEqual({ showLineNumbers: false });
    expect(parseCodeMeta('')).toEqual({ showLineNumbers: false });
  });

  it('reads a double-quoted, single-quoted or bare title', () => {
    expect(parseCodeMeta('title="swap me.ts"')).toEqual({ title: 'swap me.ts', showLineNumbers: false });
    expect(parseCodeMeta("title='a.ts'")).toEqual({ title: 'a.ts', showLineNumbers: false });
    expect(parseCodeMeta('title=a.ts')).toEqual({ title: 'a.ts', showLineNumbers: false });
  });

  it('reads showLineNumbers beside a title, in any order', () => {
    expect(parseCodeMeta('showLineNumbers title="a.ts"')).toEqual({ title: 'a.ts', showLineNumbers: true });
    expect(parseCodeMeta('title="a.ts" showLineNumbers')).toEqual({ title: 'a.ts', showLineNumbers: true });
  });

  it('does not mistake look-alike words', () => {
    expect(parseCodeMeta('subtitle="x" showLineNumbersX')).toEqual({ showLineNumbers: false });
  });
});

describe('parseCodeMeta: line numbers and highlighted lines', () => {
  it('reads the first line number of showLineNumbers=N', () => {
    expect(parseCodeMeta('showLineNumbers=5')).toEqual({ showLineNumbers: true, startLine: 5 });
    expect(parseCodeMeta('showLineNumbers=1')).toEqual({ showLineNumbers: true });
    expect(parseCodeMeta('showLineNumbers=x')).toEqual({ showLineNumbers: false });
  });

  it('reads {1,3-5} ranges anywhere in the meta, in order, each line once', () => {
    expect(parseCodeMeta('{1,3-5}')).toEqual({ showLineNumbers: false, highlightLines: [1, 3, 4, 5] });
    expect(parseCodeMeta('title="a.ts" {4-5, 2,4} showLineNumbers')).toEqual({
      title: 'a.ts',
      showLineNumbers: true,
      highlightLines: [2, 4, 5],
    });
  });

  it('leaves out reversed and empty ranges and braces inside a title', () => {
    expect(parseCodeMeta('{5-3,,0,2}')).toEqual({ showLineNumbers: false, highlightLines: [2] });
    expect(parseCodeMeta('title="a{1}.ts"')).toEqual({ title: 'a{1}.ts', showLineNumbers: false });
  });
});
