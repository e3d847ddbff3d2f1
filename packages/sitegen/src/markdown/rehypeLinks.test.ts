import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { testRouter } from '../test/router.js';
import { describe, expect, it } from 'vitest';
import { rehypeLinks } from './rehypeLinks.js';
import type { LinkResolverContext } from './resolveLink.js';

const context: LinkResolverContext = {
  resolveSitePath: (sitePath) => testRouter('/gswap-sdk/').linkHref(sitePath),
  resolveFileLink: (_fromFile, target) => (target === './b.md' ? '/gswap-sdk/docs/b' : undefined),
  staticFileOf: () => undefined,
  fileHref: (outputPath) => `/gswap-sdk/${outputPath}`,
  resolveApiLink: (symbol) => (symbol === 'GSwap' ? '/gswap-sdk/docs/api/classes/GSwap' : undefined),
};

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeLinks, context)
  .use(rehypeStringify);

async function render(markdown: string) {
  const file = await processor.process(new VFile({ value: markdown, path: '/site/docs/a.md' }));
  return {
    html: String(file),
    links: file.data.sgLinks,
    messages: file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason} | ${m.note}`),
  };
}

describe('rehypeLinks', () => {
  it('rewrites doc links and records them where they were written', async () => {
    const { html, links } = await render('Read\n[the next page](./b.md).');
    expect(html).toBe('<p>Read\n<a href="/gswap-sdk/docs/b">the next page</a>.</p>');
    expect(links).toEqual([{ raw: './b.md', href: '/gswap-sdk/docs/b', isInternal: true, line: 2, column: 1 }]);
  });

  it('opens external links in a new tab, safely', async () => {
    const { html, links } = await render('[GitHub](https://github.com) <https://x.dev>');
    expect(html).toBe(
      '<p><a href="https://github.com" target="_blank" rel="noopener noreferrer">GitHub</a> ' +
        '<a href="https://x.dev" target="_blank" rel="noopener noreferrer">https://x.dev</a></p>',
    );
    expect(links?.map((link) => link.isInternal)).toEqual([false, false]);
  });

  it('links api: symbols, naming the symbol as code when the text is empty', async () => {
    const { html } = await render('[the class](api:GSwap) or [](api:GSwap)');
    expect(html).toBe(
      '<p><a href="/gswap-sdk/docs/api/classes/GSwap">the class</a> or <a href="/gswap-sdk/docs/api/classes/GSwap"><code>GSwap</code></a></p>',
    );
  });

  it('leaves unresolvable links as written, with a warning and a hint', async () => {
    const { html, links, messages } = await render('[gone](./gone.md) and [x](api:Nope)');
    expect(html).toBe('<p><a href="./gone.md">gone</a> and <a href="api:Nope">x</a></p>');
    expect(links).toEqual([
      { raw: './gone.md', href: './gone.md', isInternal: true, line: 1, column: 1 },
      { raw: 'api:Nope', href: 'api:Nope', isInternal: true, line: 1, column: 23 },
    ]);
    expect(messages).toEqual([
      "1:1 links/broken-markdown-link Broken link './gone.md': no such Markdown file in the site | Link to an existing .md/.mdx file, relative to this one (names are case-sensitive).",
      "1:23 links/broken-markdown-link Broken link 'api:Nope': no such symbol in the API reference | Write api:Name or api:Name.member with a name the API reference documents, e.g. [](api:Name) or [text](api:Name.member).",
    ]);
  });

  it('handles links in raw HTML and in reference definitions too', async () => {
    const { html, links } = await render('<a href="/docs/x" target="_self">x</a> [ref][r]\n\n[r]: ./b.md');
    expect(html).toBe('<p><a href="/gswap-sdk/docs/x" target="_self">x</a> <a href="/gswap-sdk/docs/b">ref</a></p>');
    expect(links?.map((link) => [link.raw, link.line, link.column])).toEqual([
      ['/docs/x', 1, 1],
      ['./b.md', 1, 40],
    ]);
  });

  it('records same-page anchors as written but skips heading self-links', async () => {
    const { links } = await render('[up](#top) <a class="sg-heading-anchor" href="#x">#</a> <a name="n">n</a>');
    expect(links).toEqual([{ raw: '#top', href: '#top', isInternal: true, line: 1, column: 1 }]);
  });
});
