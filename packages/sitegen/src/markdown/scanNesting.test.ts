import { describe, expect, it } from 'vitest';
import { DEEP_MARKDOWN, nestedList } from '../test/deepMarkdown.js';
import { MAX_NESTING } from './nestingLimit.js';
import { scanNesting } from './scanNesting.js';

describe('scanNesting: the inputs that parse slowly or overflow', () => {
  it.each([
    ['quotes', { depth: 10_000, line: 1, column: 101, kind: 'blocks' }],
    ['dashes', { depth: 10_000, line: 1, column: 201, kind: 'blocks' }],
    ['list1000', { depth: 101, line: 101, column: 201, kind: 'blocks' }],
    ['list2000', { depth: 101, line: 101, column: 201, kind: 'blocks' }],
    ['stars', { depth: 5000, line: 1, column: 1, kind: 'inline' }],
    ['emphasis', { depth: 10_000, line: 1, column: 301, kind: 'inline' }],
    ['brackets', { depth: 10_000, line: 1, column: 301, kind: 'inline' }],
  ] as const)('refuses %s where it passes the limit', (name, excess) => {
    expect(scanNesting(DEEP_MARKDOWN[name])).toEqual(excess);
  });

  it('refuses nested container directives and footnote definitions, which parse slowly too', () => {
    const opening = Array.from({ length: 2000 }, (_, level) => `${':'.repeat(2003 - level)}note`);
    const closing = Array.from({ length: 2000 }, (_, level) => ':'.repeat(level + 4));
    expect(scanNesting([...opening, 'x', ...closing].join('\n'))).toEqual({ depth: 101, line: 101, column: 1, kind: 'blocks' });
    expect(scanNesting(`${'[^a]: '.repeat(5000)}x`)).toEqual({ depth: 5000, line: 1, column: 601, kind: 'blocks' });
  });

  it('leaves deep raw HTML to the tree check after parsing (it parses in linear time)', () => {
    expect(scanNesting(DEEP_MARKDOWN.divs)).toBeUndefined();
  });
});

describe('scanNesting: the limit', () => {
  it('allows MAX_NESTING levels and refuses one more', () => {
    expect(MAX_NESTING).toBe(100);
    expect(scanNesting(nestedList(100))).toBeUndefined();
    expect(scanNesting(nestedList(101))).toMatchObject({ depth: 101, line: 101 });
    expect(scanNesting(`${'> '.repeat(100)}x`)).toBeUndefined();
    expect(scanNesting(`${'*a '.repeat(100)}x${' b*'.repeat(100)}`)).toBeUndefined();
    expect(scanNesting(`${'*a '.repeat(101)}x${' b*'.repeat(101)}`)).toMatchObject({ depth: 101, kind: 'inline' });
  });

  it('counts quotes and list items together, across lines, with tabs and CRLF', () => {
    const source = ['> - a', '>   1. b', '>      > c', '>      >\t- d'].join('\r\n');
    expect(scanNesting(source, 5)).toBeUndefined();
    expect(scanNesting(source, 4)).toEqual({ depth: 5, line: 4, column: 10, kind: 'blocks' });
  });

  it('places a deep paragraph on the line and column of the opener that passes the limit', () => {
    expect(scanNesting('Intro\n\nsome *a **b [c\nd *e*] b** a* text', 2)).toEqual({ depth: 4, line: 3, column: 13, kind: 'inline' });
  });
});

describe('scanNesting: real documents pass', () => {
  it('passes a guide with a six-deep list, quotes, tables, code and HTML', () => {
    const guide = [
      '# Guide',
      '',
      '> **Note:** read *this* [first](./a.md) and `b*`.',
      '',
      nestedList(6),
      '   continued text',
      '',
      '1. one',
      '   2. two',
      '',
      '| a | b |',
      '| - | - |',
      ...Array.from({ length: 150 }, (_, row) => `| *arg${row} | _x |`),
      '',
      '<table><tr><td>1</td><td><b>2</b></td></tr></table>',
      '',
      '***bold italic*** and __strong__ and ~~gone~~',
    ].join('\n');
    expect(scanNesting(guide, 6)).toBeUndefined();
  });

  it('skips fenced code, in lists and quotes too, however deep its indentation', () => {
    const deep = `${'>'.repeat(500)} x\n${nestedList(300)}\n${'*a '.repeat(300)}${' b*'.repeat(300)}`;
    expect(scanNesting(`\`\`\`\n${deep}\n\`\`\`\nafter`)).toBeUndefined();
    expect(scanNesting(`- item\n\n  ~~~~text\n${deep}\n  ~~~~\n`)).toBeUndefined();
    expect(scanNesting(`> \`\`\`\n${deep}\n> \`\`\`\n`)).toBeUndefined();
    // an unclosed fence runs to the end, as in CommonMark
    expect(scanNesting(`\`\`\`\n${deep}`)).toBeUndefined();
  });

  it('closes a directive at a line of as many colons or more, and everything inside it', () => {
    const siblings = Array.from({ length: 300 }, () => ':::note\n- *a*\n:::').join('\n');
    expect(scanNesting(siblings, 2)).toBeUndefined();
    expect(scanNesting('::::note\n:::tip\n> - a\n:::\n::::', 4)).toBeUndefined();
    expect(scanNesting('::::note\n:::tip\n> - a\n:::\n::::', 3)).toEqual({ depth: 4, line: 3, column: 3, kind: 'blocks' });
    // the outer fence closes the inner directive too: the quoted list after it is 2 deep, not 4
    expect(scanNesting('::::note\n:::tip\n::::\n> - a', 2)).toBeUndefined();
  });

  it('continues a footnote definition on lines indented by four', () => {
    expect(scanNesting('[^1]: note\n    - a\n\n- b', 1)).toEqual({ depth: 2, line: 2, column: 5, kind: 'blocks' });
    expect(scanNesting('[^1]: note\n- a', 1)).toBeUndefined();
  });

  it('skips indented code', () => {
    expect(scanNesting(`Text\n\n    ${'> '.repeat(300)}\n    ${'- '.repeat(300)}x\n`)).toBeUndefined();
    expect(scanNesting(`- item\n\n      ${'> '.repeat(300)}\n`)).toBeUndefined();
  });

  it('reads a line of spaced dashes or stars as a rule, not as lists', () => {
    expect(scanNesting('- '.repeat(300))).toBeUndefined();
    expect(scanNesting(`> ${'* '.repeat(300)}`)).toBeUndefined();
  });

  it('does not add up emphasis that never closes, nor brackets and stars in code spans', () => {
    expect(scanNesting(`${'*args '.repeat(300)}and more`)).toBeUndefined();
    expect(scanNesting(`${'`[*a` '.repeat(300)}${'`b*]` '.repeat(300)}`)).toBeUndefined();
    expect(scanNesting(`${'``[a` `` '.repeat(300)}${'a]'.repeat(300)}`)).toBeUndefined();
    expect(scanNesting(`${'\\[a '.repeat(300)}${'a\\]'.repeat(300)}`)).toBeUndefined();
    expect(scanNesting(`${'snake_case_name '.repeat(300)}`)).toBeUndefined();
  });

  it('starts again with each paragraph, heading and table row', () => {
    const openers = '*a '.repeat(80);
    expect(scanNesting(`${openers}\n\n${openers}x${' b*'.repeat(80)}`)).toBeUndefined();
    expect(scanNesting(`| ${openers} |\n| ${openers}x${' b*'.repeat(80)} |`)).toBeUndefined();
    expect(scanNesting(`## ${openers}\n${openers}x${' b*'.repeat(80)}`)).toBeUndefined();
  });

  it('passes an empty document', () => {
    expect(scanNesting('')).toBeUndefined();
  });
});
