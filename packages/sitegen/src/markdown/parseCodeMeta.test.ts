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
