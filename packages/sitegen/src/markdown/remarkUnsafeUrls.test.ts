import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkUnsafeUrls } from './remarkUnsafeUrls.js';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkUnsafeUrls);

async function check(markdown: string): Promise<string[]> {
  const file = new VFile({ value: markdown });
  await processor.run(processor.parse(file), file);
  return file.messages.map(
    (message) => `${message.fatal === true ? 'error' : 'warning'} ${message.ruleId} ${message.line}:${message.column} ${message.reason}`,
  );
}

describe('remarkUnsafeUrls', () => {
  it('makes a javascript: link an error at its place, however it is spelled', async () => {
    const links = [
      '[a](javascript:alert(1))',
      '[b](JaVaScRiPt:alert(1))',
      '[c](&#106;avascript:alert(1))',
      '[d](java&#9;script:alert(1))',
      '[e](<java\tscript:alert(1)>)',
      '[f](java&#10;script:alert(1))',
      '[g](&#32;javascript:alert(1))',
    ];
    expect(await check(links.join('\n\n'))).toEqual([
      "error markdown/unsafe-url 1:1 Unsafe javascript: URL in a link: 'javascript:alert(1)'",
      "error markdown/unsafe-url 3:1 Unsafe javascript: URL in a link: 'JaVaScRiPt:alert(1)'",
      "error markdown/unsafe-url 5:1 Unsafe javascript: URL in a link: 'javascript:alert(1)'",
      "error markdown/unsafe-url 7:1 Unsafe javascript: URL in a link: 'java\\tscript:alert(1)'",
      "error markdown/unsafe-url 9:1 Unsafe javascript: URL in a link: 'java\\tscript:alert(1)'",
      "error markdown/unsafe-url 11:1 Unsafe javascript: URL in a link: 'java\\nscript:alert(1)'",
      "error markdown/unsafe-url 13:1 Unsafe javascript: URL in a link: ' javascript:alert(1)'",
    ]);
  });

  it('checks autolinks, images and reference definitions, and names vbscript: and data:', async () => {
    expect(await check('See <vbscript:msgbox(1)> and ![x](data:text/html,<b>x</b>).\n\n[ref][r]\n\n[r]: javascript:void(0)')).toEqual([
      "error markdown/unsafe-url 1:5 Unsafe vbscript: URL in a link: 'vbscript:msgbox(1)'",
      "error markdown/unsafe-url 1:30 Unsafe data: URL in an image: 'data:text/html,<b>x</b>'",
      "error markdown/unsafe-url 5:1 Unsafe javascript: URL in a link definition: 'javascript:void(0)'",
    ]);
  });

  it('says how to fix it', async () => {
    const file = new VFile({ value: '[a](javascript:alert(1)) [b](data:text/html,x)' });
    await processor.run(processor.parse(file), file);
    expect(file.messages.map((message) => message.note)).toEqual([
      "Link to an http(s) URL or a page of the site: a javascript: link runs script in the reader's browser.",
      'Link to an http(s) URL or a page of the site; a data: URL is allowed only as an image source (data:image/…).',
    ]);
  });

  it('allows data:image/… as an image source, directly or through a definition only images use', async () => {
    expect(await check('![dot](data:image/png;base64,iVBORw0KGgo=)\n\n![dot][d]\n\n[d]: data:image/gif;base64,R0lGOD')).toEqual([]);
    expect(await check('[dot](data:image/png;base64,iVBORw0KGgo=)')).toEqual([
      "error markdown/unsafe-url 1:1 Unsafe data: URL in a link: 'data:image/png;base64,iVBORw0KGgo='",
    ]);
    expect(await check('![dot][d] and [dot][d]\n\n[d]: data:image/gif;base64,R0lGOD')).toEqual([
      "error markdown/unsafe-url 3:1 Unsafe data: URL in a link definition: 'data:image/gif;base64,R0lGOD'",
    ]);
  });

  it('leaves raw HTML and other links alone', async () => {
    expect(
      await check(
        '<a href="javascript:alert(1)">raw</a>\n\n[a](https://x.dev/javascript:y) [b](./javascript.md) [c](mailto:a@b.c) www.example.com',
      ),
    ).toEqual([]);
  });

  it('shortens a long URL in the message', async () => {
    const [message] = await check(`[a](javascript:${'x'.repeat(100)})`);
    expect(message).toBe(`error markdown/unsafe-url 1:1 Unsafe javascript: URL in a link: 'javascript:${'x'.repeat(46)}...'`);
  });
});
