import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { rehypeCollectIds } from './rehypeCollectIds.js';
import { remarkHeadingIds } from './remarkHeadingIds.js';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkHeadingIds)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeCollectIds);

async function anchorsOf(markdown: string) {
  const file = new VFile({ value: markdown });
  await processor.run(processor.parse(file), file);
  return file.data.sgAnchors;
}

describe('rehypeCollectIds', () => {
  it('collects heading ids, raw HTML ids and named anchors, in page order', async () => {
    expect(await anchorsOf('# Top\n\n<div id="raw"></div>\n\n## Fees\n\n<a name="legacy"></a>')).toEqual(['top', 'raw', 'fees', 'legacy']);
  });

  it('includes the ids GFM footnotes link to', async () => {
    expect(await anchorsOf('Claim[^1].\n\n[^1]: Source.')).toEqual(['user-content-fnref-1', 'footnote-label', 'user-content-fn-1']);
  });

  it('finds nothing on a page without ids', async () => {
    expect(await anchorsOf('Just text.')).toEqual([]);
  });
});
