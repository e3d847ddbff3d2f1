import { describe, expect, it } from 'vitest';
import { linkCodeInHtml } from './linkCodeInHtml.js';
import type { BlockLinker, CodeSymbols } from './types.js';

const symbols: CodeSymbols = {
  exportOf: (name) => (name === 'GSwap' ? { symbol: 'GSwap', href: '/b/api/GSwap', signature: 'class GSwap<T & "x">' } : undefined),
  memberOf: (owner, name, isStatic) =>
    owner === 'GSwap' && name === 'quoting' && !isStatic
      ? { symbol: 'GSwap.quoting', href: '/b/api/GSwap#quoting', isMethod: false }
      : undefined,
};

/** as a checker would resolve the block of the first test: `GSwap` the export, `quoting` its member */
const linker: BlockLinker = (code) => {
  const gSwap = symbols.exportOf('GSwap');
  const quoting = symbols.memberOf('GSwap', 'quoting', false);
  const at = code.indexOf('GSwap');
  const member = code.indexOf('quoting');
  return [
    ...(gSwap && at !== -1 ? [{ start: at, end: at + 5, target: gSwap }] : []),
    ...(quoting && member !== -1 ? [{ start: member, end: member + 7, target: quoting }] : []),
  ];
};

const block = (language: string, pre: string) =>
  `<div class="sg-code" data-sg-code="" data-language="${language}"><div class="sg-code__title">a.ts</div>${pre}</div>`;

describe('linkCodeInHtml', () => {
  it('wraps identifiers inside Shiki tokens, entities kept, title escaped, and reports the links', () => {
    const pre =
      '<pre class="shiki"><code><span class="line"><span style="--a">const g = new GSwap&#x3C;A>();</span></span>\n<span class="line"><span>g.</span><span>quoting</span></span></code></pre>';
    const result = linkCodeInHtml(`<p>GSwap</p>${block('ts', pre)}`, symbols, linker);
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

  it('leaves other languages and text outside code blocks alone', () => {
    const shell = block('bash', '<pre><code><span>GSwap</span></code></pre>');
    expect(linkCodeInHtml(`<p>GSwap</p>${shell}`, symbols, linker)).toEqual({ html: `<p>GSwap</p>${shell}`, links: [] });
  });

  it('links only what the linker resolves: a name spelled like an export is not that export', () => {
    const pre = '<pre><code><span>const GSwap = 1; GSwap;</span></code></pre>';
    expect(linkCodeInHtml(block('ts', pre), symbols, () => [])).toEqual({ html: block('ts', pre), links: [] });
  });

  it('marks a link another stage put in the code as a code link, without counting it again', () => {
    const pre = '<pre><code><span>x: </span><span><a href="/b/api/GSwap">GSwap</a></span></code></pre>';
    const result = linkCodeInHtml(block('ts', pre), symbols, () => []);
    expect(result.html).toContain('<a class="sg-code-link" href="/b/api/GSwap" title="class GSwap&lt;T &amp; &quot;x&quot;>">GSwap</a>');
    expect(result.links).toEqual([]);
    // to another page than the export of its name: marked, without that export's title
    const other = linkCodeInHtml(block('ts', pre.replace('/b/api/GSwap', '/b/other')), symbols, () => []);
    expect(other.html).toContain('<a class="sg-code-link" href="/b/other">GSwap</a>');
    // a link out of the site (another package's type) is not a code link
    const out = block('ts', '<pre><code><span><a href="https://x.dev/Map" target="_blank">Map</a></span></code></pre>');
    expect(linkCodeInHtml(out, symbols, () => []).html).toBe(out);
  });
});
