import type { ColorModeView } from '../model.js';
import { ColorModeButton } from '../shared/ColorModeButton.js';
import { ISLANDS } from '../shared/constants.js';
import { Island } from './Island.js';

export function ColorModeSwitch({ colorMode }: { colorMode: ColorModeView }) {
  if (colorMode.disableSwitch) return null;
  return (
    <Island name={ISLANDS.colorModeSwitch} props={{ respectPrefersColorScheme: colorMode.respectPrefersColorScheme }} className="sg-island-inline">
      <ColorModeButton choice={colorMode.defaultMode} />
    </Island>
  );
}
