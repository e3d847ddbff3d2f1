import { describe, expect, it } from 'vitest';
import { THEME_STRINGS } from '../view/strings.js';
import { currentDocsLabel } from './currentDocsVersion.js';

describe('currentDocsLabel', () => {
  it('labels the current docs "Next" in the locale\'s words when the site sets no label', () => {
    expect(currentDocsLabel({ docs: { versions: {} } })).toBe('Next');
    expect(currentDocsLabel({ docs: { versions: {} }, themeStrings: THEME_STRINGS.fr })).toBe('À venir');
  });

  it("keeps the site's label in every locale, even one that reads like the default", () => {
    expect(currentDocsLabel({ docs: { currentVersionLabel: 'Next', versions: {} }, themeStrings: THEME_STRINGS.fr })).toBe('Next');
    expect(currentDocsLabel({ docs: { currentVersionLabel: 'Canary', versions: {} }, themeStrings: THEME_STRINGS.ar })).toBe('Canary');
  });
});
