import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './splitFrontMatter.js';

describe('splitFrontMatter', () => {
  it('splits the block from the Markdown after its closing line', () => {
    expect(splitFrontMatter('---\ntitle: A\n---\n\n# Body\n')).toEqual({ language: '', matter: '\ntitle: A', body: '\n# Body\n' });
  });

  it('splits CRLF sources the same way', () => {
    expect(splitFrontMatter('---\r\ntitle: A\r\n---\r\nbody\r\n')).toEqual({ language: '', matter: '\r\ntitle: A\r', body: 'body\r\n' });
  });

  it('reads the language named on the opening line', () => {
    expect(splitFrontMatter('---json\n{"title": "A"}\n---\nbody')).toEqual({ language: 'json', matter: '\n{"title": "A"}', body: 'body' });
    // spaces alone name none, and stay in the block
    expect(splitFrontMatter('--- \ntitle: A\n---\nbody')).toEqual({ language: '', matter: ' \ntitle: A', body: 'body' });
  });

  it('finds none where the source does not start with a `---` line', () => {
    expect(splitFrontMatter('# Title\n---\ntitle: A\n---\n')).toBeUndefined();
    // a longer rule is a horizontal rule, not a block
    expect(splitFrontMatter('----\ntitle: A\n----\n')).toBeUndefined();
    expect(splitFrontMatter('')).toBeUndefined();
  });

  it('ends the block at the first line starting with `---`, and a later rule stays in the body', () => {
    expect(splitFrontMatter('---\ntitle: "a --- b"\n---\n# H\n\n---\n\ntext')).toEqual({
      language: '',
      matter: '\ntitle: "a --- b"',
      body: '# H\n\n---\n\ntext',
    });
  });

  it('takes an empty block as empty, and a block never closed as the whole rest', () => {
    expect(splitFrontMatter('---\n---\nbody')).toEqual({ language: '', matter: '', body: 'body' });
    expect(splitFrontMatter('---\ntitle: A\n')).toEqual({ language: '', matter: '\ntitle: A\n', body: '' });
  });
});
