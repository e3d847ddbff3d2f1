import type { Element } from 'hast';
import { beforeAll, describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { createHighlighter, type CodeHighlighter } from './highlight.js';

const THEMES = { light: 'github-light', dark: 'github-dark' };
let highlighter: CodeHighlighter;

beforeAll(async () => {
  highlighter = await createHighlighter(THEMES);
});

describe('createHighlighter', () => {
  it('emits both themes as CSS variables, wrapped for the theme', () => {
    expect(highlighter.highlightCode('const a = 1', 'ts')).toBe(
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

  it('adds a title bar and the line-number class from the meta', () => {
    const html = highlighter.highlightCode('x', 'ts', 'title="swap.ts" showLineNumbers');
    expect(html).toMatch(
      /^<div class="sg-code sg-code--line-numbers" data-sg-code="" data-language="ts"><div class="sg-code__title">swap\.ts<\/div><pre /,
    );
  });

  it('loads the languages docs use, with their aliases', () => {
    for (const lang of ['ts', 'tsx', 'js', 'jsx', 'json', 'bash', 'sh', 'shell', 'yaml', 'md', 'diff', 'html', 'css', 'text']) {
      expect(highlighter.highlightBlock({ code: 'x', lang }).knownLanguage, lang).toBe(true);
    }
  });

  it('falls back to plain text for an unknown language, and says so', () => {
    const block = highlighter.highlightBlock({ code: '<x>', lang: 'cobol' });
    expect(block).toMatchObject({ language: 'text', knownLanguage: false });
    expect(highlighter.highlightCode('<x>', 'cobol')).toContain('<span class="line"><span>&#x3C;x></span></span>');
  });

  it('treats a missing language as plain text without complaint', () => {
    expect(highlighter.highlightBlock({ code: 'x' })).toMatchObject({ language: 'text', knownLanguage: true });
  });

  it('ignores one final newline, so API signatures and Markdown blocks look alike', () => {
    expect(highlighter.highlightCode('let a\n', 'ts')).toBe(highlighter.highlightCode('let a', 'ts'));
  });

  it('renders a block once and hands out copies', async () => {
    const cache = new Map<string, Element>();
    const cached = await createHighlighter(THEMES, { cache });
    const first = cached.highlightBlock({ code: 'let a', lang: 'ts' });
    first.element.children = [];
    const second = cached.highlightBlock({ code: 'let a', lang: 'ts' });
    expect(cache.size).toBe(1);
    expect(second.element.children).not.toHaveLength(0);
    cached.highlightBlock({ code: 'let a', lang: 'ts', meta: 'title="a.ts"' });
    expect(cache.size).toBe(2);
  });

  it('refuses a theme Shiki does not have', async () => {
    const error = await createHighlighter({ light: 'github-light', dark: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SitegenError);
    expect(error).toMatchObject({ code: 'config/invalid', message: "markdown.codeThemes.dark: 'nope' is not a Shiki theme" });
  });
});
