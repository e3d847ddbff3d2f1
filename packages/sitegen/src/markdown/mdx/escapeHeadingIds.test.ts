import { describe, expect, it } from 'vitest';
import { escapeHeadingIds } from './escapeHeadingIds.js';

describe('escapeHeadingIds', () => {
  it('escapes a trailing {#id} of a heading, not one in code or prose', () => {
    const source = '## Install {#setup}\n\n```md\n## Kept {#as-is}\n```\n\nText {#not-a-heading}\n';
    expect(escapeHeadingIds(source)).toBe('## Install \\{#setup\\}\n\n```md\n## Kept {#as-is}\n```\n\nText {#not-a-heading}\n');
  });

  it('takes a fence closed by a longer run as closed', () => {
    expect(escapeHeadingIds('```\ncode\n````\n## After {#after}')).toBe('```\ncode\n````\n## After \\{#after\\}');
  });
});
