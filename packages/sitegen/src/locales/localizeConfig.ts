import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { localeBasePath } from '../router/localeUrls.js';
import { ENGLISH_STRINGS, themeStringsOf, type ThemeStringKey, type ThemeStrings } from '../view/strings.js';
import { localeFilesOf } from './localeFiles.js';
import { readMessages } from './messages.js';
import { translateFooter, translateNavbar } from './translateLabels.js';
import type { SiteLocale } from './types.js';

/** A locale's config and what reading its translations found. */
export interface LocalizedConfig {
  config: ResolvedConfig;
  diagnostics: Diagnostic[];
}

/**
 * The config that builds one locale: a locale other than the default lives under
 * `<base path><locale>/`, reads its translated files from `i18n/<locale>/`, keeps its caches
 * apart, and labels its navbar and footer from its translation files. The theme's words are
 * the table's for the locale, with the site's `theme.json` over them. The default locale's
 * config is the site's own, with its theme words: a site with one locale is built as it was.
 */
export async function localizeConfig(config: ResolvedConfig, locale: SiteLocale): Promise<LocalizedConfig> {
  const files = localeFilesOf(config.siteDir, locale.name);
  const diagnostics: Diagnostic[] = [];
  const themeMessages = await readMessages(files.theme);
  for (const key of themeMessages.keys()) {
    if (!(key in ENGLISH_STRINGS)) {
      diagnostics.push({
        severity: 'warning',
        code: 'i18n/unknown-key',
        message: `'${key}' is not one of the theme's strings: it is not used`,
        hint: 'Write the file again with `sitegen write-translations` to see the keys, and move its message there.',
        location: { file: files.theme },
      });
    }
  }
  const table = themeStringsOf(locale.name) ?? themeStringsOf(locale.htmlLang);
  if (table === undefined && themeMessages.size === 0) {
    diagnostics.push({
      severity: 'warning',
      code: 'i18n/no-theme-strings',
      message: `the theme has no words in '${locale.name}': its labels ("On this page", "Next"…) show in English`,
      hint: `Run \`sitegen write-translations --locale ${locale.name}\` and translate ${path.relative(config.siteDir, files.theme)}.`,
      location: { file: config.configFile },
    });
  }
  const strings = withMessages(table ?? ENGLISH_STRINGS, themeMessages);
  const several = config.locales.length > 1;
  const themeStrings = strings === ENGLISH_STRINGS ? undefined : strings;
  if (locale.isDefault) {
    return {
      config: {
        ...config,
        locale,
        ...(themeStrings === undefined ? {} : { themeStrings }),
        ...(several || locale.direction === 'rtl' ? { dir: locale.direction } : {}),
      },
      diagnostics,
    };
  }
  const [navbar, footer] = await Promise.all([readMessages(files.navbar), readMessages(files.footer)]);
  return {
    config: {
      ...config,
      locale,
      localeDir: files.dir,
      baseUrl: localeBasePath(config.baseUrl, locale),
      lang: locale.htmlLang,
      dir: locale.direction,
      cacheDir: path.join(config.cacheDir, 'locales', locale.name),
      navbar: translateNavbar(config.navbar, navbar),
      footer: translateFooter(config.footer, footer),
      ...(themeStrings === undefined ? {} : { themeStrings }),
      // the theme's English placeholder reads in the locale's words; the site's own stays
      search:
        config.search === false || config.search.placeholder !== ENGLISH_STRINGS.search ? config.search : { placeholder: strings.search },
      // examples are code: the default locale's check covers them
      markdown: { ...config.markdown, checkExamples: false },
    },
    diagnostics,
  };
}

function withMessages(strings: ThemeStrings, messages: ReadonlyMap<string, string>): ThemeStrings {
  if (messages.size === 0) return strings;
  const result = { ...strings };
  for (const [key, message] of messages) if (key in result) result[key as ThemeStringKey] = message;
  return result;
}
