import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkLeadingTitle } from './remarkLeadingTitle.js';

const processor = unified().use(remarkParse).use(remarkLeadingTitle).use(remarkRehype).use(rehypeStringify);

async function render(markdown: string) {
  const file = await processor.process(new VFile({ value: markdown }));
  return { html: String(file), title: file.data.sgTitle };
}

describe('remarkLeadingTitle', () => {
  it('takes a leading h1 out of the body as the title, as plain text', async () => {
    expect(await render('# Swap *tokens* {#swap}\n\nBody')).toEqual({ html: '<p>Body</p>', title: 'Swap tokens' });
  });

  it('leaves a document that does not start with an h1 alone', async () => {
    expect(await render('Intro\n\n# Later')).toEqual({ html: '<p>Intro</p>\n<h1>Later</h1>', title: undefined });
    expect(await render('## Section')).toEqual({ html: '<h2>Section</h2>', title: undefined });
  });

  it('takes the h1 after HTML comments and <script setup> or <style> blocks, which show nothing (issue 38)', async () => {
    // (raw HTML is not shown by this processor)
    expect(await render('<!-- licence -->\n\n# Static deploy\n\nBody')).toEqual({ html: '<p>Body</p>', title: 'Static deploy' });
    const vue = await render('<script setup>\nimport { ref } from "vue"\n</script>\n\n<style>\n.a {}\n</style>\n\n# Data\n\nBody');
    expect(vue.title).toBe('Data');
    expect(await render('<div>Shown</div>\n\n# Later')).toMatchObject({ title: undefined });
  });
});
