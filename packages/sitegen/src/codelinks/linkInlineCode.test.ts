import { describe, expect, it } from 'vitest';
import { linkCodeSpanView, linkInlineCode } from './linkInlineCode.js';
import type { CodeMemberTarget, CodeSymbols } from './types.js';

const exportsByName: Record<string, string> = { GSwap: 'class GSwap', Quoting: 'class Quoting', FEE_TIER: 'enum FEE_TIER' };
const membersByKey: Record<string, CodeMemberTarget> = {
  'GSwap.quoting.false': { symbol: 'GSwap.quoting', href: '/b/GSwap#quoting', isMethod: false, type: 'Quoting' },
  'GSwap.events.true': { symbol: 'GSwap.events', href: '/b/GSwap#events', isMethod: false },
  'Quoting.quoteExactInput.false': {
    symbol: 'Quoting.quoteExactInput',
    href: '/b/Quoting#quoteexactinput',
    isMethod: true,
    signature: 'quoteExactInput(a: A): R',
  },
  'FEE_TIER.PERCENT_00_05.true': { symbol: 'FEE_TIER.PERCENT_00_05', href: '/b/FEE_TIER#percent_00_05', isMethod: false },
};
const symbols: CodeSymbols = {
  exportOf: (name) =>
    exportsByName[name] === undefined ? undefined : { symbol: name, href: `/b/${name}`, signature: exportsByName[name] },
  memberOf: (owner, name, isStatic) => membersByKey[`${owner}.${name}.${isStatic}`],
};

describe('linkInlineCode', () => {
  it('links inline code naming an export, a static member, an enum member or a chain from an instance', () => {
    const html =
      '<p>Use <code>GSwap</code>, <code>GSwap.events</code>, <code>FEE_TIER.PERCENT_00_05</code> and <code>gSwap.quoting.quoteExactInput()</code>.</p>';
    const result = linkInlineCode(html, symbols);
    expect(result.html).toBe(
      '<p>Use <a class="sg-code-link" href="/b/GSwap" title="class GSwap"><code>GSwap</code></a>, <a class="sg-code-link" href="/b/GSwap#events"><code>GSwap.events</code></a>, ' +
        '<a class="sg-code-link" href="/b/FEE_TIER#percent_00_05"><code>FEE_TIER.PERCENT_00_05</code></a> and ' +
        '<a class="sg-code-link" href="/b/Quoting#quoteexactinput" title="quoteExactInput(a: A): R"><code>gSwap.quoting.quoteExactInput()</code></a>.</p>',
    );
    expect(result.links.map((link) => link.href)).toEqual([
      '/b/GSwap',
      '/b/GSwap#events',
      '/b/FEE_TIER#percent_00_05',
      '/b/Quoting#quoteexactinput',
    ]);
  });

  it('leaves bare member names, unknown owners, code in links, headings and blocks, and other text alone', () => {
    const html = [
      '<p><code>wait()</code> <code>quote.feeTier</code> <code>gSwap.swap</code> <code>GSwap.nothing</code> <code>a | b</code> <code>Error</code></p>',
      '<p><a href="/b/x"><code>GSwap</code></a></p>',
      '<h2 id="x">The <code>GSwap</code> class<a href="#x">#</a></h2>',
      '<pre><code>GSwap</code></pre>',
      '<p>GSwap in prose</p>',
    ].join('');
    expect(linkInlineCode(html, symbols)).toEqual({ html, links: [] });
  });
});

describe('linkCodeSpanView', () => {
  it('links inline code of a view as linkInlineCode links it in HTML', () => {
    expect(linkCodeSpanView({ text: 'gSwap.quoting.quoteExactInput()' }, symbols)).toEqual({
      span: {
        text: 'gSwap.quoting.quoteExactInput()',
        codeLink: { href: '/b/Quoting#quoteexactinput', title: 'quoteExactInput(a: A): R' },
      },
      links: [{ raw: 'Quoting.quoteExactInput', href: '/b/Quoting#quoteexactinput', isInternal: true }],
    });
    expect(linkCodeSpanView({ text: 'feeTier?' }, symbols)).toEqual({ span: { text: 'feeTier?' }, links: [] });
  });
});
