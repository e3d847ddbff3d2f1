import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkRestoreDirectives } from './remarkRestoreDirectives.js';

const withDirectives = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkRestoreDirectives)
  .use(remarkRehype)
  .use(rehypeStringify);
const plain = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);

async function render(markdown: string) {
  const file = await withDirectives.process(new VFile({ value: markdown, path: 'a.md' }));
  return { html: String(file), messages: file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason}`) };
}

describe('remarkRestoreDirectives', () => {
  it.each([
    'Meet at 10:30, or at 9:05.',
    'Pass a:b or key:value and see api:GSwap.swap in prose.',
    'A label :x[with **bold** and `code`] stays, so do :y{.attrs #id} and :z[].',
    'Nested :a[outer :b[inner]] labels, *a:b in emphasis* and [a link:c](https://x.dev).',
    '- list item with ratio 3:2\n- second:item',
    'Visit http://localhost:3000/docs or www.x.com:80/a; ratio 16:9 at 12:00:00.',
    'Emoji :smile: here, C:\\path, std::vector, a::b, Note:: x and x :::y z.',
    ':start of a line, and the end:',
  ])('leaves prose as plain Markdown renders it: %s', async (markdown) => {
    const { html, messages } = await render(markdown);
    expect(html).toBe(String(await plain.process(markdown)));
    expect(messages).toEqual([]);
  });

  it('merges the restored text with its neighbours', async () => {
    const tree = withDirectives.parse('Time 10:30 now');
    const file = new VFile({ value: 'Time 10:30 now' });
    const result = await withDirectives.run(tree, file);
    expect(JSON.stringify(result)).toContain('"value":"Time 10:30 now"');
  });

  it('keeps a leaf directive as a paragraph of text, with a warning', async () => {
    const { html, messages } = await render('Intro\n\n::youtube[Video *title*]{id=abc}');
    expect(html).toBe('<p>Intro</p>\n<p>::youtube[Video <em>title</em>]{id=abc}</p>');
    expect(messages).toEqual(["3:1 markdown/unknown-directive Unknown directive '::youtube', kept as text"]);
  });
});
