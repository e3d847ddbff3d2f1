import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './isSearchShortcut.js';

const key = (k: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...modifiers,
});

describe('isSearchShortcut', () => {
  it('opens on Ctrl+K, Cmd+K and /', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('/'))).toBe(true);
  });

  it('ignores plain k, Alt combinations and Ctrl+/', () => {
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false);
  });
});
