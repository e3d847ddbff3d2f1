import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { type PluggableList, unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createHighlighter, type CodeHighlighter } from './highlight.js';
import { rehypeCodeBlocks } from './rehypeCodeBlocks.js';
import { remarkMarkFences } from './remarkMarkFences.js';

const highlighter: CodeHighlighter = createHighlighter({ light: 'github-light', dark: 'github-dark' });

async function render(markdown: string, plugins: PluggableList = []) {
  const processor = unified()
    .use(remarkParse)
    .use(plugins)
    .use(remarkMarkFences)
    .use(remarkRehype)
    .use(rehypeCodeBlocks, { highlighter })
    .use(rehypeStringify, { allowDangerousHtml: true });
  const file = await processor.process(new VFile({ value: markdown, path: 'a.md' }));
  return {
    html: String(file),
    messages: file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason}`),
    unknown: file.data.sgUnknownLanguages,
  };
}

describe('rehypeCodeBlocks', () => {
  it('replaces a fence by the highlighted block, title and line numbers from the meta', async () => {
    const { html, messages } = await render('```ts title="swap.ts" showLineNumbers\nconst a = 1;\n```');
    const block = await highlighter.highlightBlock({ code: 'const a = 1;', lang: 'ts', meta: 'title="swap.ts" showLineNumbers' });
    expect(html).toBe(block.html);
    // token colours as classes (their rules are in the site's stylesheet), not inline
    expect(html).toMatch(/<span class="l\d+ d\d+">const<\/span>/);
    expect(html).not.toContain('<span style=');
    expect(html).toContain('<div class="sg-code__title">swap.ts</div>');
    expect(messages).toEqual([]);
  });

  it('shows an unknown language as plain text, and records each such fence for one warning per language', async () => {
    const { html, messages, unknown } = await render('Text\n\n```klingon\nDISPLAY "x".\n```\n\n```klingon title="b"\nY\n```');
    expect(html).toContain('<div class="sg-code" data-sg-code="" data-language="text"><pre class="shiki');
    expect(html).toContain('DISPLAY "x".');
    expect(messages).toEqual([]);
    expect(unknown).toEqual([
      { language: 'klingon', line: 3, column: 1 },
      { language: 'klingon', line: 7, column: 1 },
    ]);
  });

  it('highlights a fence without a language as plain text, silently', async () => {
    const { html, messages, unknown } = await render('```\n<b>not html</b>\n```');
    expect(html).toContain('data-language="text"');
    expect(html).toContain('&#x3C;b>not html&#x3C;/b>');
    expect(messages).toEqual([]);
    expect(unknown).toBeUndefined();
  });

  it('leaves inline code alone', async () => {
    expect((await render('Call `swap()`.')).html).toBe('<p>Call <code>swap()</code>.</p>');
  });

  it('is deterministic', async () => {
    const markdown = '```tsx\nexport const A = () => <div className="x" />;\n```';
    expect((await render(markdown)).html).toBe((await render(markdown)).html);
  });

  it("leaves a plugin's own pre > code alone (remark-math's display math, for rehype-katex)", async () => {
    // what remark-math makes of `$$ x $$`: no Markdown code block, an element of its own
    const remarkDisplayMath = () => (tree: { children: unknown[] }) => {
      tree.children.push({
        type: 'displayMath',
        data: {
          hName: 'pre',
          hChildren: [
            {
              type: 'element',
              tagName: 'code',
              properties: { className: ['language-math', 'math-display'] },
              children: [{ type: 'text', value: 'x' }],
            },
          ],
        },
      });
    };
    const { html } = await render('```ts\nconst a = 1;\n```', [remarkDisplayMath]);
    expect(html).toContain('<div class="sg-code"');
    expect(html).toContain('<pre><code class="language-math math-display">x</code></pre>');
  });
});
