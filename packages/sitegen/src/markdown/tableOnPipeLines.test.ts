import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmTable } from 'micromark-extension-gfm-table';
import { describe, expect, it } from 'vitest';
import { markedLines } from './markedLines.js';
import { tableOnPipeLines } from './tableOnPipeLines.js';

describe('tableOnPipeLines', () => {
  const parse = (document: string, table: 'gfm' | 'pipe lines') =>
    fromMarkdown(document, {
      extensions: [table === 'gfm' ? gfmTable() : tableOnPipeLines(() => markedLines(document, '|'))],
      mdastExtensions: gfmFromMarkdown(),
    });

  it.each([
    ['a table after prose', 'Some prose\nmore prose.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nAfter.'],
    ['a table interrupting a paragraph', 'prose\n| a | b |\n| --- | :-: |\n| 1 | 2 |'],
    ['body rows without pipes, up to a blank line', '| a | b |\n| - | - |\nc\nd e\n\nafter'],
    ['a one-column table', '| a |\n| :- |\n| 1 |'],
    ['tables in a quote and a list', '> | a | b |\n> | - | - |\n> | 1 | 2 |\n\n- item\n\n  | a | b |\n  |---|---|\n  | 1 | 2 |'],
    ['an escaped pipe and pipes in code', 'a \\| b\n--\n\n`x | y`\n\n| a | `b \\| c` |\n| - | - |'],
    ['CRLF and CR line endings', '| a | b |\r\n| - | - |\r\n| 1 | 2 |\r\rtext\r| c | d |\r| - | - |'],
    ['a delimiter row without a head row', '| - | - |\n| 1 | 2 |'],
    ['a setext heading and a rule, not tables', 'Title\n---\n\ntext\n\n---'],
  ])('parses %s exactly as micromark-extension-gfm-table', (_, document) => {
    expect(parse(document, 'pipe lines')).toEqual(parse(document, 'gfm'));
  });
});
