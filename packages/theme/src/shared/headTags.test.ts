import { describe, expect, it } from 'vitest';
import { headTagsHtml } from './headTags.js';

describe('headTagsHtml', () => {
  it('writes void tags without content, booleans alone, values escaped, content as given', () => {
    expect(
      headTagsHtml([
        { tagName: 'meta', attributes: { name: 'x-site', content: 'a "quoted" <value> & more' } },
        { tagName: 'script', attributes: { src: 'https://example.com/a.js', async: true, nomodule: false, 'data-domain': 'docs' } },
        { tagName: 'style', innerHTML: 'body{--brand:#4338ca}' },
      ]),
    ).toBe(
      '<meta name="x-site" content="a &quot;quoted&quot; &lt;value&gt; &amp; more"/>' +
        '<script src="https://example.com/a.js" async data-domain="docs"></script>' +
        '<style>body{--brand:#4338ca}</style>',
    );
  });
});
