import { describe, expect, it } from 'vitest';
import { folderLabel } from './folderLabel.js';

describe('folderLabel', () => {
  it('reads a folder name as a sentence-case label', () => {
    expect(folderLabel('getting-started')).toBe('Getting started');
    expect(folderLabel('development')).toBe('Development');
    expect(folderLabel('api_reference')).toBe('Api reference');
    expect(folderLabel('macOS--apps')).toBe('MacOS apps');
    expect(folderLabel('FAQ')).toBe('FAQ');
  });

  it('keeps a name with nothing but separators as it is', () => {
    expect(folderLabel('--')).toBe('--');
  });
});
