import { createHighlighterCore, type HighlighterCore, type RegexEngine } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { memoizingRegexEngine } from './memoizingRegexEngine.js';

/** blocks whose grammars embed others, nest deeply, capture and look behind */
const BLOCKS: [lang: string, code: string][] = [
  ['ts', "import { GSwap } from '@gala-chain/gswap-sdk';\n\nconst quote = await gSwap.quoting.quoteExactInput('GALA|Unit|none|none', 'GUSDC|Unit|none|none', 10);\n// a comment\nconst s = `fee ${quote.feeTier}`;"],
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
    langs: [import('shiki/langs/tsx.mjs'), import('shiki/langs/typescript.mjs'), import('shiki/langs/html.mjs'), import('shiki/langs/json.mjs'), import('shiki/langs/bash.mjs'), import('shiki/langs/markdown.mjs')],
    engine,
  });
}

describe('memoizingRegexEngine', () => {
  it('highlights exactly as the engine it wraps, block after block, with and without forgetting', async () => {
    const plain = await highlighterWith(await createOnigurumaEngine(import('shiki/wasm')));
    const engine = memoizingRegexEngine(await createOnigurumaEngine(import('shiki/wasm')));
    const memoized = await highlighterWith(engine);
    for (const forget of [false, true]) {
      for (const [lang, code] of BLOCKS) {
        const options = { lang, themes: THEMES, defaultColor: false } as const;
        expect(memoized.codeToHtml(code, options), `${lang}, forget ${forget}`).toBe(plain.codeToHtml(code, options));
        if (forget) engine.forget();
      }
    }
  });

  it('asks the engine once per line, position and options, until told to forget', async () => {
    const inner = await createOnigurumaEngine(import('shiki/wasm'));
    let searches = 0;
    const counting: RegexEngine = {
      createString: (content) => inner.createString(content),
      createScanner(patterns) {
        const scanner = inner.createScanner(patterns);
        return { findNextMatchSync: (...args) => (searches++, scanner.findNextMatchSync(...args)) };
      },
    };
    const engine = memoizingRegexEngine(counting);
    const scanner = engine.createScanner(['b+', 'c']);
    const line = engine.createString('abbc');
    expect(scanner.findNextMatchSync(line, 0, 0)).toEqual({ index: 0, captureIndices: [{ start: 1, end: 3, length: 2 }] });
    expect(scanner.findNextMatchSync(engine.createString('abbc'), 0, 0)?.index).toBe(0);
    expect(scanner.findNextMatchSync(line, 3, 0)?.index).toBe(1);
    expect(scanner.findNextMatchSync('xyz', 0, 0)).toBeNull();
    expect(scanner.findNextMatchSync('xyz', 0, 0)).toBeNull();
    expect(searches).toBe(3);
    engine.forget();
    scanner.findNextMatchSync(line, 0, 0);
    expect(searches).toBe(4);
  });
});
