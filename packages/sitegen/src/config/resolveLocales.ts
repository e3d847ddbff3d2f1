import type { I18nConfig } from './types.js';
import { SitegenError } from '../errors/SitegenError.js';
import { closeNames } from '../errors/suggestClosest.js';
import type { SiteLocale } from '../locales/types.js';

/** Languages written right to left: a locale of theirs is 'rtl' unless its config says otherwise. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'dv', 'ckb']);

/** A locale name is a folder and a URL segment: 'fr', 'pt-BR', 'zh-Hans'. */
const LOCALE_NAME = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/;

function localeError(configFile: string, message: string, hint: string): SitegenError {
  return new SitegenError({ code: 'i18n/invalid-config', message, hint, location: { file: configFile } });
}

/** The locale's own name for itself ('Français'), where the runtime knows it. */
function ownName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name === undefined || name === locale ? locale : name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/**
 * The site's locales, the default one first, checked against each other: the default locale
 * is one of `locales`, `localeConfigs` names only locales of the list, no two share a name or
 * a folder. A site without `i18n` has one locale and no folder of its own.
 */
export function resolveLocales(i18n: I18nConfig, configFile: string): SiteLocale[] {
  const { defaultLocale, locales } = i18n;
  const configs = i18n.localeConfigs ?? {};
  const list = (names: readonly string[]): string => names.map((name) => `'${name}'`).join(', ');
  for (const [index, name] of locales.entries()) {
    if (!LOCALE_NAME.test(name))
      throw localeError(
        configFile,
        `i18n.locales[${index}]: '${name}' is not a locale name`,
        "Name a locale by its BCP 47 tag, e.g. 'fr', 'pt-BR' or 'zh-Hans': it names a folder (i18n/<locale>) and a URL.",
      );
    if (locales.indexOf(name) !== index) throw localeError(configFile, `i18n.locales lists '${name}' twice`, 'List each locale once.');
  }
  if (!locales.includes(defaultLocale)) {
    const close = closeNames(defaultLocale, locales);
    throw localeError(
      configFile,
      `i18n.defaultLocale: '${defaultLocale}' is not one of i18n.locales (${list(locales)})`,
      `Add '${defaultLocale}' to i18n.locales${close.length > 0 ? `, or did you mean '${close[0]}'?` : '.'}`,
    );
  }
  for (const name of Object.keys(configs)) {
    if (locales.includes(name)) continue;
    const close = closeNames(name, locales);
    throw localeError(
      configFile,
      `i18n.localeConfigs.${name}: '${name}' is not one of i18n.locales (${list(locales)})`,
      `Add '${name}' to i18n.locales to build it, or remove its localeConfigs entry${close.length > 0 ? ` (did you mean '${close[0]}'?)` : ''}.`,
    );
  }
  const ordered = [defaultLocale, ...locales.filter((name) => name !== defaultLocale)];
  const resolved = ordered.map((name): SiteLocale => {
    const own = configs[name] ?? {};
    const isDefault = name === defaultLocale;
    const language = name.toLowerCase().split(/[-_]/)[0] ?? name;
    return {
      name,
      label: own.label ?? ownName(name),
      direction: own.direction ?? (RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr'),
      htmlLang: own.htmlLang ?? name,
      path: isDefault ? '' : (own.path ?? name).replace(/^\/+|\/+$/g, ''),
      isDefault,
    };
  });
  const byPath = new Map<string, string>();
  for (const locale of resolved) {
    const other = byPath.get(locale.path);
    if (other !== undefined)
      throw localeError(
        configFile,
        `i18n.localeConfigs.${locale.name}.path: '${locale.path}' is also the folder of '${other}'`,
        'Give each locale its own path.',
      );
    byPath.set(locale.path, locale.name);
  }
  return resolved;
}

/** The locale `--locale` names, or an error listing the site's locales. */
export function findLocale(locales: readonly SiteLocale[], name: string, configFile: string): SiteLocale {
  const found = locales.find((locale) => locale.name === name);
  if (found !== undefined) return found;
  const names = locales.map((locale) => locale.name);
  const close = closeNames(name, names);
  throw new SitegenError({
    code: 'i18n/unknown-locale',
    message: `--locale ${name}: the site has no locale '${name}'`,
    hint: `Its locales are ${names.map((n) => `'${n}'`).join(', ')} (i18n.locales in the config)${
      close.length > 0 ? `. Did you mean '${close[0]}'?` : '.'
    }`,
    location: { file: configFile },
  });
}
