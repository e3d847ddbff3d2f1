import type { ColorMode } from '@sitegen/core/view';
import { colorModeLabel, isColorMode, nextColorMode } from '../../shared/colorMode.js';
import { DATA_ATTRIBUTES, STORAGE_KEYS } from '@sitegen/core/view';
import { writeStorage } from '../storage.js';
import { t } from '../strings.js';

const darkQuery = '(prefers-color-scheme: dark)';

/**
 * The colour mode switch. The server renders every icon and CSS shows the one of the
 * choice on `<html>` (set by the pre-paint script), so the button is right before this
 * runs; a click applies the next choice, labels the button with it and stores it.
 */
export function enhanceColorModeSwitch(element: HTMLElement, props: unknown): void {
  const button = element.querySelector('button');
  if (button === null) throw new Error('The colour mode switch has no button.');
  const respectPrefersColorScheme =
    typeof props === 'object' && props !== null && 'respectPrefersColorScheme' in props && props.respectPrefersColorScheme === true;
  const root = document.documentElement;
  const dark = window.matchMedia(darkQuery);
  const current = (): ColorMode => {
    const applied = root.getAttribute(DATA_ATTRIBUTES.themeChoice);
    return isColorMode(applied) ? applied : 'dark';
  };
  const apply = (choice: ColorMode) => {
    root.setAttribute(DATA_ATTRIBUTES.themeChoice, choice);
    root.setAttribute(DATA_ATTRIBUTES.theme, choice === 'system' ? (dark.matches ? 'dark' : 'light') : choice);
    button.title = colorModeLabel(choice, t);
    button.setAttribute('aria-label', button.title);
  };
  apply(current());
  dark.addEventListener('change', () => current() === 'system' && apply('system'));
  button.addEventListener('click', () => {
    const next = nextColorMode(current(), respectPrefersColorScheme);
    apply(next);
    writeStorage('local', STORAGE_KEYS.colorMode, next);
  });
}
