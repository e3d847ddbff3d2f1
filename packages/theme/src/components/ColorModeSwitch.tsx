import type { ColorModeView } from '@sitegen/core/view';
import { colorModeLabel } from '../shared/colorMode.js';
import { ISLANDS } from '@sitegen/core/view';
import { MoonIcon, SunIcon, SystemIcon } from '../shared/icons.js';
import { Island } from './Island.js';
import { useStrings } from '../shared/strings.js';

/**
 * Every icon is present and CSS shows the one matching `data-theme-choice`, which the
 * pre-paint script sets: the switch is right before the island runs. The island keeps the
 * label in step with the reader's choice.
 */
export function ColorModeSwitch({ colorMode }: { colorMode: ColorModeView }) {
  const strings = useStrings();
  if (colorMode.disableSwitch) return null;
  const label = colorModeLabel(colorMode.defaultMode, (key) => strings[key]);
  return (
    <Island
      name={ISLANDS.colorModeSwitch}
      props={{ respectPrefersColorScheme: colorMode.respectPrefersColorScheme }}
      className="sg-island-inline"
    >
      <button type="button" className="sg-icon-button sg-color-mode" aria-label={label} title={label}>
        <SunIcon />
        <MoonIcon />
        <SystemIcon />
      </button>
    </Island>
  );
}
