import { useEffect, useState } from 'react';
import type { ColorMode } from '../../model.js';
import { ColorModeButton } from '../../shared/ColorModeButton.js';
import { nextColorMode, isColorMode } from '../../shared/colorMode.js';
import { DATA_ATTRIBUTES, STORAGE_KEYS } from '../../shared/constants.js';
import { writeStorage } from '../storage.js';

const darkQuery = '(prefers-color-scheme: dark)';

function applyColorMode(choice: ColorMode): void {
  const theme = choice === 'system' ? (window.matchMedia(darkQuery).matches ? 'dark' : 'light') : choice;
  document.documentElement.setAttribute(DATA_ATTRIBUTES.themeChoice, choice);
  document.documentElement.setAttribute(DATA_ATTRIBUTES.theme, theme);
}

export interface ColorModeSwitchProps {
  respectPrefersColorScheme: boolean;
}

/** Starts from the choice the pre-paint script applied, so the first render matches the page. */
export function ColorModeSwitch({ respectPrefersColorScheme }: ColorModeSwitchProps) {
  const [choice, setChoice] = useState<ColorMode>(() => {
    const applied = document.documentElement.getAttribute(DATA_ATTRIBUTES.themeChoice);
    return isColorMode(applied) ? applied : 'dark';
  });

  useEffect(() => {
    if (choice !== 'system') return;
    const query = window.matchMedia(darkQuery);
    const follow = () => applyColorMode('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [choice]);

  const cycle = () => {
    const next = nextColorMode(choice, respectPrefersColorScheme);
    applyColorMode(next);
    writeStorage('local', STORAGE_KEYS.colorMode, next);
    setChoice(next);
  };
  return <ColorModeButton choice={choice} onClick={cycle} />;
}
