import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkAdmonitions } from './remarkAdmonitions.js';

const processor = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitions).use(remarkRehype).use(rehypeStringify);

async function render(markdown: string) {
  const file = await processor.process(new VFile({ value: markdown, path: 'a.md' }));
  return { html: String(file), messages: file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason} | ${m.note}`) };
}

describe('remarkAdmonitions', () => {
  it('turns a container into an aside titled by its kind', async () => {
    const { html, messages } = await render(':::tip\nUse **slippage**.\n:::');
    expect(html).toBe(
      '<aside class="sg-admonition sg-admonition--tip" role="note" aria-label="Tip">' +
        '<p class="sg-admonition__title">Tip</p><p>Use <strong>slippage</strong>.</p>' +
        '</aside>',
    );
    expect(messages).toEqual([]);
  });

  it('uses the label as the title, formatting and all', async () => {
    const { html } = await render(':::danger[Do *not* reuse keys]\nBody\n:::');
    expect(html).toBe(
      '<aside class="sg-admonition sg-admonition--danger" role="note" aria-label="Do not reuse keys">' +
        '<p class="sg-admonition__title">Do <em>not</em> reuse keys</p><p>Body</p>' +
        '</aside>',
    );
  });

  it.each(['note', 'info', 'warning', 'caution', 'important'])('knows :::%s', async (kind) => {
    const { html } = await render(`:::${kind}\n:::`);
    expect(html).toContain(`<aside class="sg-admonition sg-admonition--${kind}" role="note"`);
  });

  it('falls back to the default title for an empty label, and nests', async () => {
    const { html } = await render('::::note[]\n:::warning\nInner\n:::\n::::');
    expect(html).toBe(
      '<aside class="sg-admonition sg-admonition--note" role="note" aria-label="Note"><p class="sg-admonition__title">Note</p>' +
        '<aside class="sg-admonition sg-admonition--warning" role="note" aria-label="Warning"><p class="sg-admonition__title">Warning</p>' +
        '<p>Inner</p></aside></aside>',
    );
  });

  it('keeps an unknown container as text around its content, with a warning', async () => {
    const { html, messages } = await render('Intro\n\n:::hot[Hot]{.x}\nStill **Markdown**\n:::');
    expect(html).toBe('<p>Intro</p>\n<p>:::hot[Hot]{.x}</p>\n<p>Still <strong>Markdown</strong></p>\n<p>:::</p>');
    expect(messages).toEqual([
      "3:1 markdown/unknown-directive Unknown admonition ':::hot', kept as text | Use one of :::note, :::tip, :::info, :::warning, :::danger, :::caution, :::important.",
    ]);
  });
});
