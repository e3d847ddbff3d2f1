import type { Emphasis, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { DEEP_MARKDOWN, nestedList } from '../test/deepMarkdown.js';
import { deepestNesting, remarkNestingLimit } from './remarkNestingLimit.js';

/** emphasis nested `levels` deep, built without recursion */
function deepEmphasis(levels: number): Root {
  let inner: RootContent = { type: 'text', value: 'x' };
  for (let level = 0; level < levels; level += 1) {
    const position = { start: { line: 1, column: levels - level }, end: { line: 1, column: levels + level + 2 } };
    inner = { type: 'emphasis', children: [inner], position } satisfies Emphasis;
  }
  return { type: 'root', children: [{ type: 'paragraph', children: [inner as Emphasis] }] };
}

describe('deepestNesting', () => {
  it('finds where a tree first nests past the limit and how deep it goes, without recursion', () => {
    expect(deepestNesting(deepEmphasis(100), 100)).toBeUndefined();
    expect(deepestNesting(deepEmphasis(100_000), 100)).toEqual({ depth: 100_000, line: 1, column: 101, kind: 'inline' });
  });

  it('counts block quotes and list items of a parsed document', () => {
    const tree = unified()
      .use(remarkParse)
      .parse(`Intro\n\n${nestedList(6)}\n\n> > quote`);
    expect(deepestNesting(tree, 6)).toBeUndefined();
    expect(deepestNesting(tree, 5)).toEqual({ depth: 6, line: 8, column: 11, kind: 'blocks' });
  });

  it('counts raw HTML elements across html nodes, and the Markdown they contain', () => {
    const tree = unified().use(remarkParse).parse(DEEP_MARKDOWN.divs);
    expect(deepestNesting(tree, 100)).toEqual({ depth: 10_000, line: 101, column: 1, kind: 'html' });
    const wrapped = unified().use(remarkParse).parse('<div>\n\n> *quoted*\n\n</div>');
    expect(deepestNesting(wrapped, 2)).toEqual({ depth: 3, line: 3, column: 3, kind: 'inline' });
  });

  it('places an HTML tag by its line and column inside the node', () => {
    const tree = unified().use(remarkParse).parse('Some <b><i>text</i></b> and\n\n<div>\n  <section>\n    <span>x</span></section></div>');
    expect(deepestNesting(tree, 2)).toEqual({ depth: 3, line: 5, column: 5, kind: 'html' });
  });
});

describe('remarkNestingLimit', () => {
  it('drops a too deep tree with an error before any later plugin walks it', async () => {
    let visited = 0;
    const processor = unified()
      .use(remarkParse)
      .use(remarkNestingLimit)
      .use(() => (tree: Root) => {
        visit(tree, () => {
          visited += 1;
        });
      })
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeStringify);
    const file = await processor.process(new VFile({ value: DEEP_MARKDOWN.divs }));
    expect(String(file)).toBe('');
    expect(visited).toBe(1); // the root, emptied
    expect(file.messages.map((message) => [message.ruleId, message.fatal, message.line, message.column])).toEqual([
      ['markdown/too-deep', true, 101, 1],
    ]);
    expect(file.messages[0]?.reason).toBe('Markdown nested 10000 levels deep (HTML elements); at most 100 are allowed');
  });

  it('leaves a tree within the limit alone', async () => {
    const processor = unified().use(remarkParse).use(remarkNestingLimit).use(remarkRehype).use(rehypeStringify);
    const file = await processor.process(new VFile({ value: '> *a* **b**' }));
    expect(String(file)).toBe('<blockquote>\n<p><em>a</em> <strong>b</strong></p>\n</blockquote>');
    expect(file.messages).toEqual([]);
  });
});
