import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createHighlighter } from './highlight.js';
import { rehypeCodeApiLinks } from './rehypeCodeApiLinks.js';
import { rehypeCodeBlocks } from './rehypeCodeBlocks.js';

const highlighter = createHighlighter({ light: 'github-light', dark: 'github-dark' });
const exports: Record<string, string> = { GSwap: '/g/api/GSwap', FEE_TIER: '/g/api/FEE_TIER' };

async function render(markdown: string, enabled = true) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeCodeBlocks, { highlighter })
    .use(rehypeCodeApiLinks, { resolveApiLink: (name) => exports[name], enabled })
    .use(rehypeStringify);
  return String(await processor.process(markdown));
}

describe('rehypeCodeApiLinks', () => {
  it('links every documented export in a TypeScript block, keeping the whitespace around it', async () => {
    const html = await render('```ts\nconst gSwap = new GSwap({});\nconst fee = FEE_TIER.PERCENT_01_00;\n```');
    expect(html).toContain('<span style="--shiki-light:#D73A49;--shiki-dark:#F97583"> new</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0"> <a href="/g/api/GSwap" class="sg-code__api-link">GSwap</a></span>');
    expect(html).toContain('<a href="/g/api/FEE_TIER" class="sg-code__api-link">FEE_TIER</a>');
    expect(html.match(/sg-code__api-link/g)).toHaveLength(2);
  });

  it('leaves other languages, undocumented names and the disabled option alone', async () => {
    expect(await render('```bash\nGSwap\n```')).not.toContain('<a ');
    expect(await render('```ts\nconst swap = gSwap;\n```')).not.toContain('<a ');
    expect(await render('```ts\nnew GSwap();\n```', false)).not.toContain('<a ');
  });

  it('does not put links into the cached block', async () => {
    await render('```ts\nnew GSwap();\n```');
    expect(await highlighter.highlightCode('new GSwap();', 'ts')).not.toContain('<a ');
  });
});
