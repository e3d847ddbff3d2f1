import type { ColorMode, ThemeStringKey } from '@sitegen/core/view';
import { COLOR_MODES } from '@sitegen/core/view';

/** The next choice of the switch: system → light → dark → system, or light ⇄ dark. */
export function nextColorMode(current: ColorMode, respectPrefersColorScheme: boolean): ColorMode {
  if (!respectPrefersColorScheme) return current === 'dark' ? 'light' : 'dark';
  return COLOR_MODES[(COLOR_MODES.indexOf(current) + 1) % COLOR_MODES.length] ?? 'system';
}

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/** The switch's label; `word` gives the theme's words in the page's locale (English by default). */
export function colorModeLabel(
  current: ColorMode,
  word: (key: ThemeStringKey, english: string) => string = (_key, english) => english,
): string {
  const names: Record<ColorMode, string> = {
    light: word('lightMode', 'light mode'),
    dark: word('darkMode', 'dark mode'),
    system: word('systemMode', 'system mode'),
  };
  return word('switchColorMode', 'Switch between dark and light mode (currently {mode})').replace('{mode}', names[current]);
}
