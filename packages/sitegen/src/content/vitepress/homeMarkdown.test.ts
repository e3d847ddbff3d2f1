import { describe, expect, it } from 'vitest';
import { homeMarkdown } from './homeMarkdown.js';

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
