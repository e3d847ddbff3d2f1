import { describe, expect, it } from 'vitest';
import { docIdOf, stripNumberPrefix } from './docId.js';

describe('docIdOf', () => {
  it('drops the extension and number prefixes of every segment', () => {
    expect(docIdOf('01-tutorial/02-quoting.md')).toBe('tutorial/quoting');
    expect(docIdOf('intro.mdx')).toBe('intro');
    expect(docIdOf('2024.md')).toBe('2024');
  });

  it('reads the position from a number prefix', () => {
    expect(stripNumberPrefix('03-fees')).toEqual({ name: 'fees', position: 3 });
    expect(stripNumberPrefix('fees')).toEqual({ name: 'fees' });
  });
});
