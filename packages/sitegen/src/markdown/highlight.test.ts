import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { createHighlighter, type CodeHighlighter } from './highlight.js';

const THEMES = { light: 'github-light', dark: 'github-dark' };
const highlighter: CodeHighlighter = createHighlighter(THEMES);

describe('createHighlighter', () => {
  it('emits both themes as CSS variables, wrapped for the theme', async () => {
    expect(await highlighter.highlightCode('const a = 1', 'ts')).toBe(
      '<div class="sg-code" data-sg-code="" data-language="ts">' +
        '<pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" tabindex="0">' +
        '<code><span class="line">' +
        '<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">const</span>' +
        '<span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF"> a</span>' +
        '<span style="--shiki-light:#D73A49;--shiki-dark:#F97583"> =</span>' +
        '<span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF"> 1</span>' +
        '</span></code></pre></div>',
    );
  });

  it('adds a title bar and the line-number class from the meta', async () => {
    const html = await highlighter.highlightCode('x', 'ts', 'title="swap.ts" showLineNumbers');
    expect(html).toMatch(
      /^<div class="sg-code sg-code--line-numbers" data-sg-code="" data-language="ts"><div class="sg-code__title">swap\.ts<\/div><pre /,
    );
  });

  it('knows the languages docs use, with their aliases, and highlights them', async () => {
    for (const lang of ['ts', 'tsx', 'js', 'jsx', 'json', 'bash', 'sh', 'shell', 'yaml', 'md', 'diff', 'html', 'css', 'text']) {
      expect(await highlighter.highlightBlock({ code: 'x', lang }), lang).toMatchObject({ language: lang, knownLanguage: true });
    }
    expect(await highlighter.highlightCode('a: 1', 'YAML')).toContain('data-language="yaml"');
  });

  it('falls back to plain text for an unknown language, and says so', async () => {
    const block = await highlighter.highlightBlock({ code: '<x>', lang: 'klingon' });
    expect(block).toMatchObject({ language: 'text', knownLanguage: false });
    expect(await highlighter.highlightCode('<x>', 'klingon')).toContain('<span class="line"><span>&#x3C;x></span></span>');
  });

  it('treats a missing language as plain text without complaint', async () => {
    expect(await highlighter.highlightBlock({ code: 'x' })).toMatchObject({ language: 'text', knownLanguage: true });
  });

  it('ignores one final newline, so API signatures and Markdown blocks look alike', async () => {
    expect(await highlighter.highlightCode('let a\n', 'ts')).toBe(await highlighter.highlightCode('let a', 'ts'));
  });

  it('renders a block once, keeping its HTML under the key it reports', async () => {
    const cache = new Map<string, string>();
    const cached = createHighlighter(THEMES, { cache });
    const first = await cached.highlightBlock({ code: 'let a', lang: 'ts' });
    const second = await cached.highlightBlock({ code: 'let a', lang: 'ts' });
    expect(cache.size).toBe(1);
    expect(second).toEqual(first);
    expect(cache.get(first.cacheKey)).toBe(first.html);
    const titled = await cached.highlightBlock({ code: 'let a', lang: 'ts', meta: 'title="a.ts"' });
    expect(cache.size).toBe(2);
    expect(titled.cacheKey).not.toBe(first.cacheKey);
  });

  it('loads a cache given as a loader on the first block, once', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return new Map<string, string>();
    };
    const lazy = createHighlighter(THEMES, { cache: load });
    expect(loads).toBe(0);
    await Promise.all([lazy.highlightBlock({ code: 'let c', lang: 'ts' }), lazy.highlightCode('let d', 'ts')]);
    expect(loads).toBe(1);
  });

  it('serves a block from the cache without starting Shiki', async () => {
    const block = (await highlighter.highlightBlock({ code: 'let b', lang: 'ts' })).html;
    const cache = { get: () => block, set: () => undefined };
    // the theme is valid but no Shiki instance exists yet: a hit must not need one
    expect((await createHighlighter(THEMES, { cache }).highlightBlock({ code: 'anything', lang: 'ts' })).html).toBe(block);
  });

  it('refuses a theme Shiki does not have, at once', () => {
    expect(() => createHighlighter({ light: 'github-light', dark: 'nope' })).toThrow(SitegenError);
    expect(() => createHighlighter({ light: 'github-light', dark: 'nope' })).toThrow(
      "markdown.codeThemes.dark: 'nope' is not a Shiki theme",
    );
  });
});

/** Each line's classes and text, from a block's HTML. */
function linesOf(html: string): { classes: string; text: string }[] {
  return [...html.matchAll(/<span class="(line[^"]*)">(.*?)<\/span>(?=\n|<\/code>)/g)].map(([, classes = '', inner = '']) => ({
    classes: classes.replace(/^line ?/, ''),
    text: inner.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<'),
  }));
}

describe('createHighlighter: line marks', () => {
  it('highlights the lines of a {1,3-4} range', async () => {
    const html = await highlighter.highlightCode('a\nb\nc\nd\ne', 'js', '{1,3-4}');
    expect(linesOf(html).map((line) => line.classes)).toEqual([
      'sg-code__line--highlighted',
      '',
      'sg-code__line--highlighted',
      'sg-code__line--highlighted',
      '',
    ]);
  });

  it('takes Docusaurus highlight comments out and highlights their lines', async () => {
    const code = 'a();\n// highlight-next-line\nb();\n// highlight-start\nc();\nd();\n// highlight-end\ne();';
    expect(linesOf(await highlighter.highlightCode(code, 'ts'))).toEqual([
      { classes: '', text: 'a();' },
      { classes: 'sg-code__line--highlighted', text: 'b();' },
      { classes: 'sg-code__line--highlighted', text: 'c();' },
      { classes: 'sg-code__line--highlighted', text: 'd();' },
      { classes: '', text: 'e();' },
    ]);
  });

  it('marks [!code highlight], ++, -- and focus lines and takes the notation out', async () => {
    const code = [
      'keep(); // [!code highlight]',
      'old(); // [!code --]',
      'add(); // [!code ++]',
      'look(); // [!code focus]',
      '# [!code ++]',
    ].join('\n');
    expect(linesOf(await highlighter.highlightCode(code, 'js'))).toEqual([
      { classes: 'sg-code__line--highlighted', text: 'keep();' },
      { classes: 'sg-code__line--removed', text: 'old();' },
      { classes: 'sg-code__line--added', text: 'add();' },
      { classes: 'sg-code__line--focused', text: 'look();' },
      { classes: '', text: '# [!code ++]' },
    ]);
    expect(await highlighter.highlightCode(code, 'js')).not.toMatch(/has-diff|has-focused|has-highlighted/);
  });

  it('shows escaped notation as written', async () => {
    expect(linesOf(await highlighter.highlightCode('a(); // [\\!code ++]', 'js'))).toEqual([{ classes: '', text: 'a(); // [!code ++]' }]);
  });

  it('leaves highlight comments as code when the meta gives the lines, as Docusaurus does', async () => {
    const lines = linesOf(await highlighter.highlightCode('// highlight-next-line\na', 'js', '{2}'));
    expect(lines).toEqual([
      { classes: '', text: '// highlight-next-line' },
      { classes: 'sg-code__line--highlighted', text: 'a' },
    ]);
  });

  it('gives the first line number of showLineNumbers=N to the theme, and nothing for 1', async () => {
    expect(await highlighter.highlightCode('a', 'js', 'showLineNumbers=12')).toMatch(
      /^<div class="sg-code sg-code--line-numbers" data-sg-code="" data-language="js" style="--sg-code-line-start:12">/,
    );
    expect(await highlighter.highlightCode('a', 'js', 'showLineNumbers=1')).not.toContain('style="--sg-code-line-start');
    expect(await highlighter.highlightCode('a', 'js', 'showLineNumbers')).not.toContain('--sg-code-line-start');
  });

  it('leaves a block without marks exactly as before', async () => {
    expect(await highlighter.highlightCode('const a = 1 // highlight', 'ts')).not.toContain('sg-code__line');
  });
});

describe('createHighlighter: language aliases', () => {
  it('highlights a language by the one it is an alias of, comments and all', async () => {
    const aliased = createHighlighter(THEMES, { languageAliases: { Fiddle: 'JS' } });
    const block = await aliased.highlightBlock({ code: '// highlight-next-line\nconst a = 1', lang: 'fiddle', meta: 'docs/fiddles/x' });
    expect(block).toMatchObject({ language: 'js', knownLanguage: true });
    expect(linesOf(block.html)).toEqual([{ classes: 'sg-code__line--highlighted', text: 'const a = 1' }]);
  });

  it('reports an alias to a language Shiki does not know as unknown', async () => {
    const aliased = createHighlighter(THEMES, { languageAliases: { fiddle: 'klingon' } });
    expect(await aliased.highlightBlock({ code: 'x', lang: 'fiddle' })).toMatchObject({ language: 'text', knownLanguage: false });
  });
});
