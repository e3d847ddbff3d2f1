import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { describe, expect, it } from 'vitest';
import { emailAutolinkOnAtLines } from './emailAutolinkOnAtLines.js';
import { markedLines } from './markedLines.js';

describe('emailAutolinkOnAtLines', () => {
  const parse = (document: string, autolinks: 'gfm' | 'at lines') =>
    fromMarkdown(document, {
      extensions: [autolinks === 'gfm' ? gfmAutolinkLiteral() : emailAutolinkOnAtLines(() => markedLines(document, '@'))],
      mdastExtensions: gfmFromMarkdown(),
    });

  it.each([
    ['an email in prose', 'Write to contact@example.org about it.'],
    ['an email on the second line of a paragraph', 'First line\nthen a.b+c@mail.example.com, then more'],
    ['www and protocol literals on lines without @', 'See www.example.com and https://example.com/a?b=c.\nNo mail here.'],
    ['an email inside a link label and after a slash', '[mail me@example.org](x) and a/b@example.org'],
    ['emails in a list and a quote, CRLF', '- one@example.org\r\n- two\r\n\r\n> three@example.org'],
    ['an @ without an email', 'A decorator @Component and user@ alone'],
  ])('parses %s exactly as micromark-extension-gfm-autolink-literal', (_, document) => {
    expect(parse(document, 'at lines')).toEqual(parse(document, 'gfm'));
  });

  it('still finds an email when the @ is on its line', () => {
    const tree = parse('text\nto me@example.org', 'at lines');
    expect(JSON.stringify(tree)).toContain('mailto:me@example.org');
  });
});
