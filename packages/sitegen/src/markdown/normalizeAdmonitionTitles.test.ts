import { describe, expect, it } from 'vitest';
import { normalizeAdmonitionTitles } from './normalizeAdmonitionTitles.js';

describe('normalizeAdmonitionTitles', () => {
  it('turns a title after the name into a directive label', () => {
    expect(normalizeAdmonitionTitles(':::tip Custom title\nBody\n:::')).toBe(':::tip[Custom title]\nBody\n:::');
    expect(normalizeAdmonitionTitles('  ::::warning  Mind the [gap]  \n::::')).toBe('  ::::warning[Mind the \\[gap\\]]\n::::');
  });

  it('leaves labelled, bare and closing fences alone', () => {
    const source = ':::tip[Label]\n:::note\n:::\ntext with ::: inside';
    expect(normalizeAdmonitionTitles(source)).toBe(source);
  });

  it('leaves fenced code alone, whatever fence it uses', () => {
    const source = '```md\n:::tip Shown as code\n```\n~~~~\n:::note Also code\n```\n~~~~\n:::info After';
    expect(normalizeAdmonitionTitles(source)).toBe('```md\n:::tip Shown as code\n```\n~~~~\n:::note Also code\n```\n~~~~\n:::info[After]');
  });

  it('rewrites an opening indented 4 spaces or more only in MDX: in Markdown it is indented code', () => {
    const source = '    :::tip Inside a TabItem\n    Body\n    :::\n';
    expect(normalizeAdmonitionTitles(source)).toBe(source);
    expect(normalizeAdmonitionTitles(source, { anyIndent: true })).toBe('    :::tip[Inside a TabItem]\n    Body\n    :::\n');
  });

  it('keeps Windows line endings', () => {
    expect(normalizeAdmonitionTitles(':::tip Title\r\nBody\r\n:::\r\n')).toBe(':::tip[Title]\r\nBody\r\n:::\r\n');
  });

  it('keeps the number of lines', () => {
    const source = 'a\n:::tip T\nb\n:::\n';
    expect(normalizeAdmonitionTitles(source).split('\n')).toHaveLength(source.split('\n').length);
  });
});
