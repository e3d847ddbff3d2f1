import { describe, expect, it } from 'vitest';
import { colorModeLabel, isColorMode, nextColorMode } from './colorMode.js';

describe('nextColorMode', () => {
  it('cycles system → light → dark → system when the system preference is respected', () => {
    expect(nextColorMode('system', true)).toBe('light');
    expect(nextColorMode('light', true)).toBe('dark');
    expect(nextColorMode('dark', true)).toBe('system');
  });

  it('toggles light and dark otherwise', () => {
    expect(nextColorMode('dark', false)).toBe('light');
    expect(nextColorMode('light', false)).toBe('dark');
    expect(nextColorMode('system', false)).toBe('dark');
  });
});

describe('isColorMode / colorModeLabel', () => {
  it('accepts only the three modes and names the current one', () => {
    expect(['light', 'dark', 'system', 'auto', null].map(isColorMode)).toEqual([true, true, true, false, false]);
    expect(colorModeLabel('system')).toBe('Switch between dark and light mode (currently system mode)');
  });
});
