import type { ColorMode } from '../model.js';
import { colorModeLabel } from './colorMode.js';
import { MoonIcon, SunIcon, SystemIcon } from './icons.js';

export interface ColorModeButtonProps {
  choice: ColorMode;
  onClick?: () => void;
}

/** The switch's markup: every icon is present, CSS shows the one matching `data-theme-choice`. */
export function ColorModeButton({ choice, onClick }: ColorModeButtonProps) {
  const label = colorModeLabel(choice);
  return (
    <button type="button" className="sg-icon-button sg-color-mode" aria-label={label} title={label} onClick={onClick}>
      <SunIcon />
      <MoonIcon />
      <SystemIcon />
    </button>
  );
}
