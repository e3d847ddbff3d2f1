import { describe, expect, it } from 'vitest';
import { renderLlmsTxt } from './renderLlmsTxt.js';

describe('renderLlmsTxt', () => {
  it('writes the llms.txt shape: title, one-line summary, details, non-empty sections of links', () => {
    const text = renderLlmsTxt({
      title: 'SDK',
      summary: 'A kit\nfor  swaps',
      details: 'Pages are Markdown too.',
      sections: [
        {
          title: 'Guides',
          entries: [
            { title: 'Intro', url: 'https://x/b/intro', description: 'Start\n here.' },
            { title: 'Bare', url: 'https://x/b/bare' },
          ],
        },
        { title: 'Empty', entries: [] },
      ],
    });
    expect(text).toBe(
      '# SDK\n\n> A kit for swaps\n\nPages are Markdown too.\n\n## Guides\n\n- [Intro](https://x/b/intro): Start here.\n- [Bare](https://x/b/bare)\n',
    );
  });
});
