import { describe, expect, it } from 'vitest';
import { fencedCodeLines } from './fencedCode.js';

const inCode = (text: string): boolean[] => text.split('\n').map(fencedCodeLines());

describe('fencedCodeLines', () => {
  it('marks the opening line, the code and the closing line, and nothing around them', () => {
    expect(inCode('a\n```ts title="x"\ncode\n```\nb')).toEqual([false, true, true, true, false]);
    expect(inCode('~~~\n```\n~~~\nb')).toEqual([true, true, true, false]);
  });

  it('closes a fence only with a bare line of its character, at least as long as its opening', () => {
    expect(inCode('````\n```\n```js\n`````  \nafter')).toEqual([true, true, true, true, false]);
    expect(inCode('```\n~~~\n```\nafter')).toEqual([true, true, true, false]);
  });

  it('opens no fence at four spaces of indent, nor at backticks whose info string has one', () => {
    expect(inCode('    ```\nafter')).toEqual([false, false]);
    expect(inCode('``` a ` b\nafter')).toEqual([false, false]);
    expect(inCode('   ~~~ a ` b\ncode')).toEqual([true, true]);
  });

  it('reads the lines of a CRLF file', () => {
    expect('a\r\n```\r\ncode\r\n```\r\nb'.split('\n').map(fencedCodeLines())).toEqual([false, true, true, true, false]);
  });

  it('runs a fence left open to the end', () => {
    expect(inCode('```\nx\n\ny')).toEqual([true, true, true, true]);
  });
});
