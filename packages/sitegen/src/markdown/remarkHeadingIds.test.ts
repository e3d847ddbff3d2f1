import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkHeadingIds } from './remarkHeadingIds.js';

const processor = unified().use(remarkParse).use(remarkHeadingIds).use(remarkRehype).use(rehypeStringify);

async function render(markdown: string, lineOffset?: number) {
  const file = await processor.process(new VFile({ value: markdown, data: lineOffset === undefined ? {} : { sgLineOffset: lineOffset } }));
  const warnings = file.messages.map(
    (message) => `${message.ruleId} ${message.line}:${message.column} ${message.reason} | ${message.note}`,
  );
  return { html: String(file), headings: file.data.sgHeadings ?? [], warnings };
}

describe('remarkHeadingIds', () => {
  it('gives h2 an id and an accessible self-link', async () => {
    const { html, headings } = await render('## Quote an `exactInput` swap');
    expect(html).toBe(
      '<h2 id="quote-an-exactinput-swap">Quote an <code>exactInput</code> swap' +
        '<a href="#quote-an-exactinput-swap" class="sg-heading-anchor" aria-label="Direct link to Quote an exactInput swap">#</a></h2>',
    );
    expect(headings).toEqual([{ id: 'quote-an-exactinput-swap', text: 'Quote an exactInput swap', level: 2 }]);
  });

  it('names and slugs a heading by its text, not its inline HTML', async () => {
    const { headings } = await render('## Using <code>quote</code> <br/>results');
    expect(headings).toEqual([{ id: 'using-quote-results', text: 'Using quote results', level: 2 }]);
  });

  it('gives h1 an id but no self-link', async () => {
    expect((await render('# Title')).html).toBe('<h1 id="title">Title</h1>');
  });

  it('keeps ids unique on the page', async () => {
    const { headings } = await render('## Fees\n\n### Fees\n\n## Fees');
    expect(headings.map((heading) => heading.id)).toEqual(['fees', 'fees-1', 'fees-2']);
  });

  it('uses a {#custom-id} suffix, which also reserves that id', async () => {
    const { html, headings } = await render('## Price impact {#impact}\n\n## Impact\n\n### Tiers{#fee-tiers}');
    expect(headings).toEqual([
      { id: 'impact', text: 'Price impact', level: 2 },
      { id: 'impact-1', text: 'Impact', level: 2 },
      { id: 'fee-tiers', text: 'Tiers', level: 3 },
    ]);
    expect(html).toContain('<h2 id="impact">Price impact<a href="#impact"');
  });

  it('reads a custom id only at the end of the heading', async () => {
    const { headings } = await render('## Use {#x} in text');
    expect(headings[0]).toEqual({ id: 'use-x-in-text', text: 'Use {#x} in text', level: 2 });
  });

  it('warns at a heading whose custom id an earlier heading has, naming the line of the first', async () => {
    const { headings, warnings } = await render('## A {#dup}\n\n## B {#dup}\n\n## Fees\n\n### C {#fees}\n\n## Fees');
    expect(headings.map((heading) => heading.id)).toEqual(['dup', 'dup', 'fees', 'fees', 'fees-1']);
    expect(warnings).toEqual([
      "markdown/duplicate-heading-id 3:1 Duplicate heading id 'dup': the heading on line 1 has it too | Give this heading another id with a {#custom-id} suffix, e.g. {#dup-2}; links to #dup reach only the first.",
      "markdown/duplicate-heading-id 7:1 Duplicate heading id 'fees': the heading on line 5 has it too | Give this heading another id with a {#custom-id} suffix, e.g. {#fees-2}; links to #fees reach only the first.",
    ]);
  });

  it('names the line of the first heading in the whole file, past the front matter', async () => {
    const { warnings } = await render('## A {#dup}\n\n## B {#dup}', 4);
    // the place is shifted with the other diagnostics (toDiagnostics); the line in the text here
    expect(warnings[0]).toMatch(/^markdown\/duplicate-heading-id 3:1 Duplicate heading id 'dup': the heading on line 5 has it too/);
  });

  it('does not warn about the ids it made unique', async () => {
    expect((await render('## Fees\n\n## Fees\n\n## Impact {#impact}\n\n## Impact')).warnings).toEqual([]);
  });

  it('starts counting again for every file', async () => {
    await render('## Fees');
    expect((await render('## Fees')).headings[0]?.id).toBe('fees');
  });
});
