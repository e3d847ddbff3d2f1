import { describe, expect, it } from 'vitest';
import { readsAsMdx } from './readsAsMdx.js';

describe('readsAsMdx', () => {
  it("under 'detect' (the default) reads .mdx as MDX and .md as Markdown", () => {
    expect(readsAsMdx('/site/docs/a.mdx')).toBe(true);
    expect(readsAsMdx('/site/docs/a.MDX', 'detect')).toBe(true);
    expect(readsAsMdx('/site/docs/a.md', 'detect')).toBe(false);
  });

  it("under 'mdx' reads every file as MDX, as Docusaurus 3 does; under 'md', none", () => {
    expect(readsAsMdx('/site/docs/a.md', 'mdx')).toBe(true);
    expect(readsAsMdx('/site/docs/a.mdx', 'mdx')).toBe(true);
    expect(readsAsMdx('/site/docs/a.mdx', 'md')).toBe(false);
  });
});
