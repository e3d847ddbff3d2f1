import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkGfmWhereUsed } from './remarkGfmWhereUsed.js';

const withRemarkGfm = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
const whereUsed = unified().use(remarkParse).use(remarkGfmWhereUsed).use(remarkDirective).freeze();

describe('remarkGfmWhereUsed', () => {
  it.each([
    [
      'no table, no autolink',
      '# Title\n\nPlain *prose* with `code`, ~~struck~~ and a [link](./a.md).\n\n- [x] done\n- [ ] not[^1]\n\n[^1]: A note.',
    ],
    ['a table', '| a | b |\n| - | -: |\n| 1 | ~~2~~ |\n\nAfter.'],
    ['a one-column table', '| a |\n| --- |\n| 1 |'],
    ['no pipe, looks like a table', 'a\n---\nb\n\n- - -'],
    ['www autolink', 'See WWW.example.com/path, www.example.com. or (www.a.b).'],
    ['http autolinks', 'Go to https://example.com/a?b=c and http://x.dev.'],
    ['an email', 'Write to someone@example.com or mailto:a@b.co.'],
    ['a pipe in code only', 'Use `a | b` here; no autolink in example.com.'],
    ['a directive beside GFM', ':::tip\n| x |\n| - |\n| y |\n\nhttps://example.com\n:::'],
  ])('parses %s exactly as remark-gfm does', (_, markdown) => {
    const expected = withRemarkGfm.parse(markdown);
    const tree = whereUsed.parse(markdown);
    expect(tree).toEqual(expected);
  });

  it('still finds the constructs it leaves out of other pages', () => {
    const tree = JSON.stringify(whereUsed.parse('| a |\n| - |\n\nhttps://example.com'));
    expect(tree).toContain('"type":"table"');
    expect(tree).toContain('"url":"https://example.com"');
  });
});
