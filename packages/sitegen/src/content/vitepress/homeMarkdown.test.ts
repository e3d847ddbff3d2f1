import { describe, expect, it } from 'vitest';
import { homeMarkdown, rawFrontMatter } from './homeMarkdown.js';
import { vitepressFrontMatter } from './vitepressFrontMatter.js';

describe('homeMarkdown', () => {
  it("writes a home page's hero and features as Markdown", () => {
    const source = [
      '---',
      'layout: home',
      'hero:',
      '  name: Widget',
      '  text: Widgets for everyone',
      '  actions:',
      '    - { theme: brand, text: Get started, link: /guide/ }',
      'features:',
      '  - { icon: 💡, title: Simple, details: Easy to use., link: /guide/setup, linkText: Set up }',
      '  - { icon: { src: /a.svg }, title: Fast }',
      '---',
      '',
      'Body.',
    ].join('\n');
    expect(homeMarkdown(source)).toBe(
      '# Widget\n\nWidgets for everyone\n\n[Get started](/guide/)\n\n## 💡 Simple\n\nEasy to use.\n\n[Set up](/guide/setup)\n\n## Fast\n',
    );
  });

  it('leaves any other page alone', () => {
    expect(homeMarkdown('---\ntitle: A\n---\n# A\n')).toBeUndefined();
    expect(homeMarkdown('# A\n')).toBeUndefined();
  });
});

describe('vitepressFrontMatter', () => {
  it("reads VitePress's outline, aside, prev and next as sitegen's keys", () => {
    expect(vitepressFrontMatter(rawFrontMatter('---\noutline: [2, 4]\nprev: false\n---\n'))).toEqual({
      toc_min_heading_level: 2,
      toc_max_heading_level: 4,
      pagination_prev: null,
    });
    expect(vitepressFrontMatter({ outline: 'deep', next: false })).toEqual({
      toc_min_heading_level: 2,
      toc_max_heading_level: 6,
      pagination_next: null,
    });
    expect(vitepressFrontMatter({ aside: false })).toEqual({ hide_table_of_contents: true });
    expect(vitepressFrontMatter({ outline: { level: 3 } })).toEqual({ toc_min_heading_level: 3, toc_max_heading_level: 3 });
    expect(vitepressFrontMatter({ title: 'A' })).toEqual({});
  });
});
