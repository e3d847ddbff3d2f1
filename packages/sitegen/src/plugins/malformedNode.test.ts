import { describe, expect, it } from 'vitest';
import { malformedNode } from './malformedNode.js';

const text = (value: string) => ({ type: 'text', value });

describe('malformedNode', () => {
  it('passes a well-formed mdast or hast tree, and node types it does not know', () => {
    expect(
      malformedNode({ type: 'root', children: [{ type: 'paragraph', children: [text('a')] }, { type: 'thematicBreak' }] }),
    ).toBeUndefined();
    expect(
      malformedNode({ type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [text('a')] }] }),
    ).toBeUndefined();
    expect(
      malformedNode({ type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'X', attributes: [], children: [] }] }),
    ).toBeUndefined();
  });

  it('names the first node that is not one, by its path', () => {
    expect(malformedNode({ type: 'root', children: null })).toBe('root (root) has children that are null, not a list');
    expect(malformedNode(undefined)).toBe('root is undefined, not a node');
    expect(malformedNode({ type: 'root', children: [text('a'), null] })).toBe('root.children[1] is null, not a node');
    expect(malformedNode({ type: 'root', children: [{ type: 'paragraph', children: [{ value: 'x' }] }] })).toBe(
      'root.children[0].children[0] has no type (found undefined)',
    );
    expect(malformedNode({ type: 'root', children: [{ type: 'paragraph' }] })).toBe('root.children[0] (paragraph) has no children list');
    expect(malformedNode({ type: 'root', children: [{ type: 'text', value: 3 }] })).toBe(
      'root.children[0] (text) has a value that is the number 3, not text',
    );
    expect(malformedNode({ type: 'root', children: [{ type: 'element', children: [] }] })).toBe(
      'root.children[0] (element) has no tagName',
    );
  });

  it('walks a deep tree without overflowing the stack', () => {
    let node: { type: string; children: unknown[] } = { type: 'blockquote', children: [text('deep')] };
    for (let depth = 0; depth < 100_000; depth++) node = { type: 'blockquote', children: [node] };
    expect(malformedNode({ type: 'root', children: [node] })).toBeUndefined();
  });
});
