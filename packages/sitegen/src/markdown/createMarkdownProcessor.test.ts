import { VFile } from 'vfile';
import { testRouter } from '../test/router.js';
import { describe, expect, it } from 'vitest';
import { createHighlighter, type CodeHighlighter } from './highlight.js';
import { createMarkdownProcessor } from './createMarkdownProcessor.js';

const highlighter: CodeHighlighter = createHighlighter({ light: 'github-light', dark: 'github-dark' });

async function render(markdown: string) {
  const processor = createMarkdownProcessor({
    highlighter,
    links: {
      resolveSitePath: (sitePath) => testRouter('/b/').linkHref(sitePath),
      resolveFileLink: () => undefined,
      resolveApiLink: () => undefined,
      staticFileOf: () => undefined,
      fileHref: (outputPath) => `/${outputPath}`,
    },
  });
  return String(await processor.process(new VFile({ value: markdown, path: '/site/a.md' })));
}

describe('createMarkdownProcessor: GitHub Flavored Markdown', () => {
  it('renders tables with alignment', async () => {
    expect(await render('| a | b |\n| :- | -: |\n| 1 | 2 |')).toBe(
      '<table>\n<thead>\n<tr>\n<th align="left">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td align="left">1</td>\n<td align="right">2</td>\n</tr>\n</tbody>\n</table>',
    );
  });

  it('renders task lists and strikethrough', async () => {
    expect(await render('- [x] ~~old~~ done\n- [ ] todo')).toBe(
      '<ul class="contains-task-list">\n' +
        '<li class="task-list-item"><input type="checkbox" checked disabled> <del>old</del> done</li>\n' +
        '<li class="task-list-item"><input type="checkbox" disabled> todo</li>\n</ul>',
    );
  });

  it('turns bare URLs into external links', async () => {
    expect(await render('See www.example.com or https://x.dev/a.')).toBe(
      '<p>See <a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a> or ' +
        '<a href="https://x.dev/a" target="_blank" rel="noopener noreferrer">https://x.dev/a</a>.</p>',
    );
  });
});

describe('createMarkdownProcessor: plugin order', () => {
  it('gives headings inside admonitions ids, and links inside them their base path', async () => {
    expect(await render(':::note\n## Inside\n[x](/docs/x)\n:::')).toBe(
      '<aside class="sg-admonition sg-admonition--note" role="note" aria-label="Note"><p class="sg-admonition__title">Note</p>' +
        '<h2 id="inside">Inside<a href="#inside" class="sg-heading-anchor" aria-label="Direct link to Inside">#</a></h2>' +
        '<p><a href="/b/docs/x">x</a></p></aside>',
    );
  });

  it('highlights code even on a page with raw HTML', async () => {
    const html = await render('<div id="x">raw</div>\n\n```ts title="a.ts"\nlet a\n```');
    expect(html).toContain(
      '<div class="sg-code" data-sg-code="" data-language="ts"><div class="sg-code__title">a.ts</div><pre class="shiki',
    );
  });

  it('keeps colons in prose inside headings and admonition titles', async () => {
    expect(await render(':::info[At 10:30]\nx\n:::')).toContain('aria-label="At 10:30"><p class="sg-admonition__title">At 10:30</p>');
    expect(await render('## Pair a:b')).toContain('<h2 id="pair-ab">Pair a:b<a');
  });
});
