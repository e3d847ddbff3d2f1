import { describe, expect, it } from 'vitest';
import { renderCommentMarkdown } from './renderCommentMarkdown.js';
import type { RenderMarkdown } from '../markdown/types.js';

describe('renderCommentMarkdown', () => {
  it('renders plain sentences without the Markdown pipeline and everything else through it', async () => {
    const seen: string[] = [];
    const renderMarkdown: RenderMarkdown = async (markdown) => {
      seen.push(markdown);
      return { html: `<p>md:${markdown}</p>`, links: [{ raw: 'x', href: '/x', isInternal: true }] };
    };
    const chunks = [
      'Creates a new SDK instance.',
      'Use `swap` here.',
      'A <b> & "quote"',
      'See https://example.com',
      '- a list',
      'Two\n\nparagraphs',
    ];
    const { rendered } = await renderCommentMarkdown({ chunks, renderMarkdown, file: 'reflections.json' });
    expect(rendered.get('Creates a new SDK instance.')).toEqual({ html: '<p>Creates a new SDK instance.</p>', links: [] });
    expect(seen.sort()).toEqual(['- a list', 'A <b> & "quote"', 'See https://example.com', 'Two\n\nparagraphs', 'Use `swap` here.']);
    expect(rendered.get('Use `swap` here.')?.links).toHaveLength(1);
  });
});
