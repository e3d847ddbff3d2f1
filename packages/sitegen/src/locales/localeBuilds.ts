import type { ResolvedConfig } from '../config/types.js';
import { localizeConfig, type LocalizedConfig } from './localizeConfig.js';
import { findLocale } from '../config/resolveLocales.js';

/**
 * The locales a build makes, each with its config: every locale of the site, the default
 * first, or the one `--locale` names (an unknown name is an error listing the site's).
 */
export function localeBuildsOf(config: ResolvedConfig, only?: string): Promise<LocalizedConfig[]> {
  const locales = only === undefined ? config.locales : [findLocale(config.locales, only, config.configFile)];
  return Promise.all(locales.map((locale) => localizeConfig(config, locale)));
}
