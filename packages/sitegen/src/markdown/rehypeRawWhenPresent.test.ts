import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { rehypeRawWhenPresent } from './rehypeRawWhenPresent.js';

const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRawWhenPresent);

describe('rehypeRawWhenPresent', () => {
  it('parses raw HTML into elements', async () => {
    const tree = await processor.run(processor.parse('Text <kbd>Ctrl</kbd>\n\n<details><summary>More</summary>\n\nHidden\n\n</details>'));
    expect(JSON.stringify(tree)).not.toContain('"type":"raw"');
    expect(unified().use(rehypeStringify).stringify(tree)).toBe(
      '<p>Text <kbd>Ctrl</kbd></p>\n<details><summary>More</summary>\n<p>Hidden</p>\n</details>',
    );
  });

  it('hands back the same tree when there is no raw HTML', async () => {
    const tree = processor.parse('Just *text*');
    const hast = await unified().use(remarkRehype).run(tree);
    const result = await unified().use(rehypeRawWhenPresent).run(hast);
    expect(result).toBe(hast);
  });
});
