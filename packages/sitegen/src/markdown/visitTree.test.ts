import type { Element, Root as HastRoot } from 'hast';
import type { Nodes, PhrasingContent, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { SKIP, visitBlocks, visitElements, visitMdast } from './visitTree.js';

const DOCUMENT = `# Title

Some *emphasis* and a [link](./a.md) with \`code\`.

- item with a block:

  \`\`\`ts
  const a = 1;
  \`\`\`

  ## A heading in a list

> quoted
>
> > \`\`\`js
> > nested();
> > \`\`\`

:::note
## Inside a directive

\`\`\`sh
echo hi
\`\`\`
:::

| a | b |
| - | - |
| [x](y) | ![i](z.png) |

Text with :inline[directive] and ::leaf.

## Last
`;

const parse = (markdown: string): Root => unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(markdown);

function withUnistVisit(tree: Root, type: Nodes['type'] | null): Nodes[] {
  const found: Nodes[] = [];
  visit(tree, (node) => {
    if (node !== tree && (type === null || node.type === type)) found.push(node);
  });
  return found;
}

describe('visitMdast', () => {
  it('visits the same nodes in the same order as unist-util-visit', () => {
    const tree = parse(DOCUMENT);
    for (const type of [null, 'text', 'link', 'image', 'code', 'heading', 'containerDirective', 'textDirective'] as const) {
      const found: Nodes[] = [];
      visitMdast(tree, type, (node) => {
        found.push(node);
      });
      expect(found, String(type)).toEqual(withUnistVisit(tree, type));
    }
  });

  it("leaves a node's children out on SKIP", () => {
    const tree = parse('- a *b*\n- c\n');
    const types: string[] = [];
    visitMdast(tree, null, (node) => {
      types.push(node.type);
      return node.type === 'paragraph' ? SKIP : undefined;
    });
    expect(types).toEqual(['list', 'listItem', 'paragraph', 'listItem', 'paragraph']);
  });

  it('goes on at the index returned after a splice, so inserted nodes are visited', () => {
    const tree = parse('a\n\nb\n');
    const seen: string[] = [];
    visitMdast(tree, 'paragraph', (node, index, parent) => {
      const text = node.children[0]?.type === 'text' ? node.children[0].value : '';
      seen.push(text);
      if (text !== 'a') return undefined;
      parent.children.splice(index, 1, { type: 'paragraph', children: [{ type: 'text', value: 'a2' }] });
      return index;
    });
    expect(seen).toEqual(['a', 'a2', 'b']);
  });
});

describe('visitBlocks', () => {
  it('finds blocks in lists, quotes and directives, like a walk of every node', () => {
    const tree = parse(DOCUMENT);
    for (const type of ['code', 'heading', 'containerDirective', 'blockquote', 'list', 'paragraph', 'table'] as const) {
      const found: Nodes[] = [];
      visitBlocks(tree, type, (node) => {
        found.push(node);
      });
      expect(found, type).toEqual(withUnistVisit(tree, type));
      expect(found.length, type).toBeGreaterThan(0);
    }
  });

  it('does not walk through the prose', () => {
    // no parser puts a block inside a paragraph: only a walk through the prose can find this one
    const hidden = { type: 'code', value: 'x' } as unknown as PhrasingContent;
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'emphasis', children: [hidden] }] }] };
    const throughProse: Nodes[] = [];
    visitMdast(tree, 'code', (node) => {
      throughProse.push(node);
    });
    expect(throughProse).toEqual([hidden]);
    const blocks: Nodes[] = [];
    visitBlocks(tree, 'code', (node) => {
      blocks.push(node);
    });
    expect(blocks).toEqual([]);
  });
});

describe('visitElements', () => {
  it('visits the same elements as unist-util-visit', async () => {
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
    const tree = (await processor.run(parse(DOCUMENT))) as HastRoot;
    const found: Element[] = [];
    visitElements(tree, (node) => {
      found.push(node);
    });
    const expected: Element[] = [];
    visit(tree, 'element', (node) => {
      expected.push(node);
    });
    expect(found).toEqual(expected);
    expect(found.map((node) => node.tagName)).toContain('img');
  });
});
