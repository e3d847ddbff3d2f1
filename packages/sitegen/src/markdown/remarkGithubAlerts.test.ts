import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkGithubAlerts } from './remarkGithubAlerts.js';

const processor = unified().use(remarkParse).use(remarkGithubAlerts).use(remarkRehype).use(rehypeStringify);
const render = async (markdown: string) => String(await processor.process(markdown));

describe('remarkGithubAlerts', () => {
  // the block quote's line breaks between its children stay: the same elements as `:::note`
  it('turns a quote that starts with [!NOTE] into a note, the marker line taken out', async () => {
    expect(await render('> [!NOTE]\n> Read the **limits** first.')).toBe(
      '<aside class="sg-admonition sg-admonition--note" role="note" aria-label="Note">\n' +
        '<p class="sg-admonition__title">Note</p>\n<p>Read the <strong>limits</strong> first.</p>\n</aside>',
    );
  });

  it.each([
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'important', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'danger', 'Caution'],
    ['note', 'note', 'Note'],
  ])('knows [!%s] (a %s titled %s)', async (marker, kind, title) => {
    const html = await render(`> [!${marker}]\n> Text.`);
    expect(html).toContain(`<aside class="sg-admonition sg-admonition--${kind}" role="note" aria-label="${title}">`);
    expect(html).toContain(`<p class="sg-admonition__title">${title}</p>\n<p>Text.</p>`);
  });

  it('keeps every paragraph, list and code block of the quote', async () => {
    const html = await render('> [!TIP]\n>\n> First.\n>\n> - a\n> - b\n>\n> ```js\n> go()\n> ```');
    expect(html).toMatch(
      /^<aside class="sg-admonition sg-admonition--tip"[^>]*>\n<p class="sg-admonition__title">Tip<\/p>\n<p>First.<\/p>\n<ul>/,
    );
    expect(html).toContain('<code class="language-js">go()\n</code>');
  });

  it('leaves other quotes alone: text after the marker, an unknown marker, a marker later on', async () => {
    for (const markdown of ['> [!NOTE] inline text', '> [!FOO]\n> Text.', '> Text.\n> [!NOTE]', '> plain']) {
      expect(await render(markdown)).toMatch(/^<blockquote>/);
    }
  });
});
