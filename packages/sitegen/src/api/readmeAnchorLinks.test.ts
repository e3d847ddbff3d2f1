import { describe, expect, it } from 'vitest';
import type { RenderedMarkdown } from './render/ApiRenderContext.js';
import { linkAnchorsToReadme, linkMarkdownAnchorsToReadme } from './readmeAnchorLinks.js';

const rendered: RenderedMarkdown = new Map([
  [
    'Return [`ky.stop`](#kystop), or see [hooks](#hooks) and [options](#options).',
    {
      html: '<p>Return <a href="#kystop"><code>ky.stop</code></a>, or see <a href="#hooks">hooks</a> and <a href="#options">options</a>.</p>',
      links: [
        { raw: '#kystop', href: '#kystop', isInternal: true },
        { raw: '#hooks', href: '#hooks', isInternal: true },
        { raw: '#options', href: '#options', isInternal: true },
      ],
    },
  ],
  ['Plain.', { html: '<p>Plain.</p>', links: [] }],
]);

describe('linkAnchorsToReadme', () => {
  it("sends a comment's anchor links to the README's headings on the index page, and leaves the others", () => {
    const linked = linkAnchorsToReadme(rendered, new Set(['kystop', 'options']), '/docs/api');
    const [first, plain] = [...linked.values()];
    expect(first?.html).toBe(
      '<p>Return <a href="/docs/api#kystop"><code>ky.stop</code></a>, or see <a href="#hooks">hooks</a> and <a href="/docs/api#options">options</a>.</p>',
    );
    expect(first?.links.map((link) => link.href)).toEqual(['/docs/api#kystop', '#hooks', '/docs/api#options']);
    expect(plain).toEqual({ html: '<p>Plain.</p>', links: [] });
  });

  it('changes nothing without a README', () => {
    expect(linkAnchorsToReadme(rendered, new Set(), '/docs/api')).toBe(rendered);
  });

  it("sends a twin's anchor links there too, code left as written", () => {
    const markdown = 'See [`ky.stop`](#kystop) and [hooks](#hooks).\n\n```md\n[x](#kystop)\n```\n';
    expect(linkMarkdownAnchorsToReadme(markdown, new Set(['kystop']), '/docs/api')).toBe(
      'See [`ky.stop`](/docs/api#kystop) and [hooks](#hooks).\n\n```md\n[x](#kystop)\n```\n',
    );
  });
});
