import { describe, expect, it } from 'vitest';
import { scanHtml } from './scanHtml.js';

describe('scanHtml', () => {
  it('reads the hrefs of anchors and every id, decoding entities', () => {
    const html = `<div id="top" data-id="no"><a class="b" href="/x?a=1&amp;b=2">x</a><link href="/style.css"><a name='old'>o</a><a href='#top'>t</a></div>`;
    expect(scanHtml(html)).toEqual({ hrefs: ['/x?a=1&b=2', '#top'], ids: ['top', 'old'] });
  });
});
