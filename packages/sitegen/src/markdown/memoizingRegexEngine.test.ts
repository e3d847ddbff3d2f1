import { createHighlighterCore, type HighlighterCore, type RegexEngine } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { memoizingRegexEngine } from './memoizingRegexEngine.js';

/** blocks whose grammars embed others, nest deeply, capture and look behind */
const BLOCKS: [lang: string, code: string][] = [
  [
    'ts',
    "import { GSwap } from '@gala-chain/gswap-sdk';\n\nconst quote = await gSwap.quoting.quoteExactInput('GALA|Unit|none|none', 'GUSDC|Unit|none|none', 10);\n// a comment\nconst s = `fee ${quote.feeTier}`;",
  ],
  ['tsx', 'export function Fee({ tier }: { tier: number }) {\n  return <span className="fee">{tier / 10_000}%</span>;\n}'],
  ['html', '<script>\n  const a = 1 < 2 && "x";\n</script>\n<style>a { color: red }</style>'],
  ['json', '{ "a": [1, 2.5e3, true, null], "b": { "c": "d\\n" } }'],
  ['bash', 'npm i @gala-chain/gswap-sdk && echo "$HOME" | grep -E \'^/\' # done'],
  ['md', '# Title\n\n```ts\nconst x = 1;\n```\n\n- [link](./a.md)'],
];
const THEMES = { light: 'github-light', dark: 'github-dark' };

async function highlighterWith(engine: RegexEngine): Promise<HighlighterCore> {
  return createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [
      import('shiki/langs/tsx.mjs'),
      import('shiki/langs/typescript.mjs'),
      import('shiki/langs/html.mjs'),
      import('shiki/langs/json.mjs'),
      import('shiki/langs/bash.mjs'),
      import('shiki/langs/markdown.mjs'),
    ],
    engine,
  });
}

describe('memoizingRegexEngine', () => {
  it('highlights exactly as the engine it wraps, block after block, with answers remembered or dropped', async () => {
    const plain = await highlighterWith(await createOnigurumaEngine(import('shiki/wasm')));
    // a budget of 50 answers is spent several times within a block
    for (const maxAnswers of [Infinity, 50]) {
      const memoized = await highlighterWith(memoizingRegexEngine(await createOnigurumaEngine(import('shiki/wasm')), maxAnswers));
      // twice: the second round answers the blocks' lines from memory
      for (const [lang, code] of [...BLOCKS, ...BLOCKS]) {
        // no time limit: on a loaded machine Shiki's default 500 ms a line stops one side early
        const options = { lang, themes: THEMES, defaultColor: false, tokenizeTimeLimit: 0 } as const;
        expect(memoized.codeToHtml(code, options), `${lang}, at most ${maxAnswers} answers`).toBe(plain.codeToHtml(code, options));
      }
    }
  });

  it('asks the engine once per line, position and options, until it remembers too many answers', async () => {
    const inner = await createOnigurumaEngine(import('shiki/wasm'));
    let searches = 0;
    const counting: RegexEngine = {
      createString: (content) => inner.createString(content),
      createScanner(patterns) {
        const scanner = inner.createScanner(patterns);
        return {
          findNextMatchSync: (...args) => {
            searches++;
            return scanner.findNextMatchSync(...args);
          },
        };
      },
    };
    const engine = memoizingRegexEngine(counting, 3);
    const scanner = engine.createScanner(['b+', 'c']);
    const line = engine.createString('abbc');
    expect(scanner.findNextMatchSync(line, 0, 0)).toEqual({ index: 0, captureIndices: [{ start: 1, end: 3, length: 2 }] });
    expect(scanner.findNextMatchSync(engine.createString('abbc'), 0, 0)?.index).toBe(0);
    expect(scanner.findNextMatchSync(line, 3, 0)?.index).toBe(1);
    expect(scanner.findNextMatchSync('xyz', 0, 0)).toBeNull();
    expect(scanner.findNextMatchSync('xyz', 0, 0)).toBeNull();
    expect(searches).toBe(3);
    // a fourth answer drops the three remembered
    expect(scanner.findNextMatchSync(line, 1, 0)?.index).toBe(0);
    scanner.findNextMatchSync(line, 0, 0);
    expect(searches).toBe(5);
  });
});
