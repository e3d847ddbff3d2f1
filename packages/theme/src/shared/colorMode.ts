import type { ColorMode } from '@sitegen/core/view';
import { COLOR_MODES } from '@sitegen/core/view';

/** The next choice of the switch: system → light → dark → system, or light ⇄ dark. */
export function nextColorMode(current: ColorMode, respectPrefersColorScheme: boolean): ColorMode {
  if (!respectPrefersColorScheme) return current === 'dark' ? 'light' : 'dark';
  return COLOR_MODES[(COLOR_MODES.indexOf(current) + 1) % COLOR_MODES.length] ?? 'system';
}

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

export function colorModeLabel(current: ColorMode): string {
  const names: Record<ColorMode, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };
  return `Switch between dark and light mode (currently ${names[current]})`;
}
