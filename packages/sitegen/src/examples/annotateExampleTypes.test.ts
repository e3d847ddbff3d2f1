import { describe, expect, it } from 'vitest';
import { annotateExampleTypes } from './annotateExampleTypes.js';
import type { ExampleTypeInfo } from './exampleTypeInfo.js';

/** A block as highlight.ts writes it: Shiki's lines of coloured tokens in a `.sg-code` wrapper. */
function block(lines: string[]): string {
  const body = lines.map((line) => `<span class="line">${line}</span>`).join('\n');
  return `<p>before</p><div class="sg-code" data-sg-code="" data-language="ts"><pre class="shiki" tabindex="0"><code>${body}</code></pre></div><p>after</p>`;
}

const code = 'const a = b(a);\nconst c = a && a;';
const info = (overrides: Partial<ExampleTypeInfo> = {}): Map<string, ExampleTypeInfo> =>
  new Map([
    [
      overrides.code ?? code,
      {
        code,
        setupLines: 0,
        hovers: [
          { start: 6, end: 7, text: 'const a: number' },
          { start: 10, end: 11, text: 'function b(x: number): number' },
          { start: 12, end: 13, text: 'const a: number' },
          { start: 22, end: 23, text: 'const c: number' },
        ],
        queries: [],
        references: [],
        ...overrides,
      },
    ],
  ]);

const html = block([
  '<span style="--c:1">const</span><span style="--c:2"> a </span><span>=</span><span> b(a);</span>',
  '<span>const</span><span> c = a &amp;&amp; a;</span>',
]);

describe('annotateExampleTypes', () => {
  it('makes a name focusable with its type as description, by its offset in the code, once per block and type', () => {
    const out = annotateExampleTypes(html, info());
    expect(out).toContain('<span style="--c:2"> <span tabindex="0" aria-description="const a: number">a</span> </span>');
    expect(out).toContain('<span tabindex="0" aria-description="function b(x: number): number">b</span>(a);');
    expect(out.match(/aria-description="const a: number"/g)).toHaveLength(1);
    // after an entity, the offsets still hold
    expect(out).toContain('<span tabindex="0" aria-description="const c: number">c</span> = a &amp;&amp; a;');
    expect(out.startsWith('<p>before</p>') && out.endsWith('<p>after</p>')).toBe(true);
  });

  it('gives a code link the type instead of its title', () => {
    const linked = block([
      '<span>const a = <a class="sg-code-link" href="/api/b" title="function b">b</a>(a);</span>',
      '<span>const c = a &amp;&amp; a;</span>',
    ]);
    const out = annotateExampleTypes(linked, info());
    expect(out).toContain('<a class="sg-code-link" href="/api/b" aria-description="function b(x: number): number">b</a>');
    expect(out).not.toContain('title="function b"');
  });

  it('escapes the type in its attribute', () => {
    const out = annotateExampleTypes(html, info({ hovers: [{ start: 6, end: 7, text: 'const a: "x" & <T>' }] }));
    expect(out).toContain('aria-description="const a: &quot;x&quot; &amp; &lt;T>"');
  });

  it("replaces a query's line by its answer under the caret, outside the copied lines", () => {
    const queried = 'const a = 1;\n//    ^?\nconst b = a;';
    const source = block(['<span>const a = 1;</span>', '<span style="--c:3">//    ^?</span>', '<span>const b = a;</span>']);
    const out = annotateExampleTypes(
      source,
      new Map([
        [queried, { code: queried, setupLines: 0, hovers: [], queries: [{ line: 1, column: 6, text: 'const a: 1' }], references: [] }],
      ]),
    );
    expect(out).toContain(
      '<span class="line"><span>const a = 1;</span></span>\n<span class="sg-type-query">      <span class="sg-type-query__type">const a: 1</span></span>\n<span class="line"><span>const b = a;</span></span>',
    );
  });

  it('leaves a block whose code is not the checked one as it is', () => {
    expect(annotateExampleTypes(html, info({ code: 'something else' }))).toBe(html);
  });
});
