import { describe, expect, it } from 'vitest';
import { linkCodeInHtml } from './linkCodeInHtml.js';
import type { CodeSymbols } from './types.js';

const symbols: CodeSymbols = {
  exportOf: (name) => (name === 'GSwap' ? { symbol: 'GSwap', href: '/b/api/GSwap', signature: 'class GSwap<T & "x">' } : undefined),
  memberOf: (owner, name, isStatic) =>
    owner === 'GSwap' && name === 'quoting' && !isStatic
      ? { symbol: 'GSwap.quoting', href: '/b/api/GSwap#quoting', isMethod: false }
      : undefined,
};

const block = (language: string, pre: string) =>
  `<div class="sg-code" data-sg-code="" data-language="${language}"><div class="sg-code__title">a.ts</div>${pre}</div>`;

describe('linkCodeInHtml', () => {
  it('wraps identifiers inside Shiki tokens, entities kept, title escaped, and reports the links', () => {
    const pre =
      '<pre class="shiki"><code><span class="line"><span style="--a">const g = new GSwap&#x3C;A>();</span></span>\n<span class="line"><span>g.</span><span>quoting</span></span></code></pre>';
    const result = linkCodeInHtml(`<p>GSwap</p>${block('ts', pre)}`, symbols);
    expect(result.html).toBe(
      `<p>GSwap</p>${block(
        'ts',
        '<pre class="shiki"><code><span class="line"><span style="--a">const g = new <a class="sg-code-link" href="/b/api/GSwap" title="class GSwap&lt;T &amp; &quot;x&quot;>">GSwap</a>&#x3C;A>();</span></span>\n<span class="line"><span>g.</span><span><a class="sg-code-link" href="/b/api/GSwap#quoting">quoting</a></span></span></code></pre>',
      )}`,
    );
    expect(result.links).toEqual([
      { raw: 'GSwap', href: '/b/api/GSwap', isInternal: true },
      { raw: 'GSwap.quoting', href: '/b/api/GSwap#quoting', isInternal: true },
    ]);
  });

  it('leaves strings, other languages and text outside code blocks alone', () => {
    const strings = block('ts', "<pre><code><span>'GSwap' // GSwap</span></code></pre>");
    const shell = block('bash', '<pre><code><span>GSwap</span></code></pre>');
    expect(linkCodeInHtml(strings + shell, symbols)).toEqual({ html: strings + shell, links: [] });
  });

  it('marks a link another stage put in the code as a code link, without counting it again', () => {
    const pre = '<pre><code><span>x: </span><span><a href="/b/api/GSwap">GSwap</a></span></code></pre>';
    const result = linkCodeInHtml(block('ts', pre), symbols);
    expect(result.html).toContain('<a class="sg-code-link" href="/b/api/GSwap" title="class GSwap&lt;T &amp; &quot;x&quot;>">GSwap</a>');
    expect(result.links).toEqual([]);
  });
});
