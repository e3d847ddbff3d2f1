import { describe, expect, it } from 'vitest';
import { htmlCommentsAsMdx } from './htmlCommentsAsMdx.js';

describe('htmlCommentsAsMdx', () => {
  it("reads HTML comments as MDX comments, as Docusaurus 3's mdx1Compat does, on the same lines", () => {
    expect(htmlCommentsAsMdx('a <!-- prettier-ignore --> b\n\n<!--\nmulti\n-->\n')).toBe(
      'a {/* prettier-ignore */} b\n\n{/*\nmulti\n*/}\n',
    );
  });

  it('leaves comments in code as they are', () => {
    const source = '```html\n<!-- kept -->\n```\n\n`<!-- kept too -->`\n';
    expect(htmlCommentsAsMdx(source)).toBe(source);
  });
});
