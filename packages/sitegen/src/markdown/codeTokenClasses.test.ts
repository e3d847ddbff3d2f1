import type { Element } from 'hast';
import { hastToHtml as toHtml } from 'shiki/core';
import { describe, expect, it } from 'vitest';
import { classifyTokenColors, tokenClassCss, tokenPalette } from './codeTokenClasses.js';

const palettes = {
  light: tokenPalette({
    colors: { 'editor.foreground': '#24292E' },
    tokenColors: [{ settings: { foreground: '#D73A49' } }, { settings: {} }],
  }),
  dark: tokenPalette({ fg: '#e1e4e8', tokenColors: [{ settings: { foreground: '#F97583' } }] }),
};

const span = (style: string, className?: string[]): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { style, ...(className ? { className } : {}) },
  children: [{ type: 'text', value: 'x' }],
});

describe('code token classes', () => {
  it('numbers each theme’s colours in sorted order, lower case', () => {
    expect([...palettes.light]).toEqual([
      ['#24292e', 0],
      ['#d73a49', 1],
    ]);
    expect(tokenClassCss(palettes)).toBe(
      '.shiki .l0{--shiki-light:#24292e}\n.shiki .l1{--shiki-light:#d73a49}\n.shiki .d0{--shiki-dark:#e1e4e8}\n.shiki .d1{--shiki-dark:#f97583}\n',
    );
  });

  it('turns palette colours into classes, drops the block’s own colours and keeps the rest inline', () => {
    const pre: Element = {
      type: 'element',
      tagName: 'pre',
      properties: { className: ['shiki'], style: '--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff' },
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: {},
          children: [
            span('--shiki-light:#D73A49;--shiki-dark:#F97583'),
            span('--shiki-light:#24292E;--shiki-dark:#E1E4E8'),
            span('--shiki-light:#123456;--shiki-dark:#F97583;--shiki-light-font-style:italic', ['sg-x']),
          ],
        },
      ],
    };
    classifyTokenColors(pre, palettes);
    expect(toHtml(pre)).toBe(
      '<pre class="shiki" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff"><code>' +
        '<span class="l1 d1">x</span><span>x</span>' +
        '<span style="--shiki-light:#123456;--shiki-light-font-style:italic" class="sg-x d1">x</span></code></pre>',
    );
  });
});
