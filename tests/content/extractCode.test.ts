/** The test helpers that find code in the guides (Markdown blocks) and in the React home page (its samples). */
import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, hasNocheckMarker } from './extractCodeBlocks.js';
import { extractJsxCodeSamples } from './extractJsxCodeSamples.js';

describe('extractCodeBlocks', () => {
  it('reports language, meta and the line of the first code line', () => {
    const markdown = ['---', 'title: x', '---', '', '```ts title="a.ts" nocheck', 'const a = 1;', '```', '', '~~~bash', 'ls', '~~~'].join(
      '\n',
    );
    expect(extractCodeBlocks(markdown)).toEqual([
      { lang: 'ts', meta: 'title="a.ts" nocheck', code: 'const a = 1;', line: 6 },
      { lang: 'bash', meta: '', code: 'ls', line: 10 },
    ]);
  });

  it('keeps a shorter fence inside a longer one as code', () => {
    const blocks = extractCodeBlocks(['````md', '```ts', 'x', '```', '````'].join('\n'));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.code).toBe('```ts\nx\n```');
  });

  it('accepts only nocheck as a whole word', () => {
    expect(hasNocheckMarker('title="a.ts" nocheck')).toBe(true);
    expect(hasNocheckMarker('title="nochecking.ts"')).toBe(false);
  });
});

describe('extractJsxCodeSamples', () => {
  it('finds the code sample a React page shows, at the line it starts', () => {
    const page = [
      'const other = `not shown`;',
      'const sample = `const a: number = 1;',
      'a;`;',
      'export default () => <pre><code className="language-ts">{sample}</code></pre>;',
    ].join('\n');
    expect(extractJsxCodeSamples(page, 'page.tsx')).toEqual([{ lang: 'ts', meta: '', code: 'const a: number = 1;\na;', line: 2 }]);
  });
});
