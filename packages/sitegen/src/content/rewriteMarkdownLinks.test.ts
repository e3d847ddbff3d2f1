import { describe, expect, it } from 'vitest';
import { rewriteMarkdownLinks } from './rewriteMarkdownLinks.js';

const upper = (target: string) => (target.startsWith('keep') ? undefined : target.toUpperCase());

describe('rewriteMarkdownLinks', () => {
  it('rewrites inline links, titled and angle-bracketed ones, images and definitions', () => {
    const source = ['See [a](api:x) and [b](./b.md#c "Title"), ![i](<img.png>).', '[ref]: ./ref.md', '[kept](keep.md)'].join('\n');
    expect(rewriteMarkdownLinks(source, upper)).toBe(
      ['See [a](API:X) and [b](./B.MD#C "Title"), ![i](<IMG.PNG>).', '[ref]: ./REF.MD', '[kept](keep.md)'].join('\n'),
    );
  });

  it('leaves fenced code (any fence length, ~ or `) and inline code as written', () => {
    const source = ['````md', '[a](x.md)', '```', '[b](y.md)', '````', '`[c](z.md)` and [d](w.md)', '~~~', '[e](v.md)', '~~~'].join('\n');
    expect(rewriteMarkdownLinks(source, upper)).toBe(
      ['````md', '[a](x.md)', '```', '[b](y.md)', '````', '`[c](z.md)` and [d](W.MD)', '~~~', '[e](v.md)', '~~~'].join('\n'),
    );
  });

  it('keeps a fence open past a line with an info string, which cannot close it', () => {
    const source = ['```', '```js', '[a](x.md)', '```', '[b](y.md)'].join('\n');
    expect(rewriteMarkdownLinks(source, upper)).toBe(['```', '```js', '[a](x.md)', '```', '[b](Y.MD)'].join('\n'));
  });
});
