import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { loadContent } from '../content/loadContent.js';
import type { Logger } from '../logger/Logger.js';
import { createRouter, routerConfigOf } from '../router/createRouter.js';
import { loadDocsVersions } from '../versions/loadDocsVersions.js';
import { ENGLISH_STRINGS, themeStringsOf, type ThemeStringKey } from '../view/strings.js';
import { localeFilesOf, translatedDocsDir } from './localeFiles.js';
import { mergeMessages, readMessages, type SourceStrings } from './messages.js';
import { findLocale } from '../config/resolveLocales.js';
import { footerStrings, navbarStrings } from './translateLabels.js';

export interface WriteTranslationsParams {
  config: ResolvedConfig;
  locale: string;
  logger: Logger;
}

/**
 * `sitegen write-translations --locale fr`: writes what a translator starts from into
 * `i18n/fr/`: the navbar's, footer's and theme's strings (navbar.json, footer.json,
 * theme.json) and a `_category_.json` with the label of each docs folder of every version.
 * Translations already made are kept; only missing strings and files are added. Returns the
 * files written.
 */
export async function writeTranslations(params: WriteTranslationsParams): Promise<string[]> {
  const { config, logger } = params;
  const locale = findLocale(config.locales, params.locale, config.configFile);
  const files = localeFilesOf(config.siteDir, locale.name);
  const theme = themeStringsOf(locale.name) ?? themeStringsOf(locale.htmlLang) ?? ENGLISH_STRINGS;
  const themeSource: SourceStrings = new Map(
    (Object.keys(theme) as ThemeStringKey[]).map((key) => [
      key,
      { message: theme[key], description: `The theme's "${ENGLISH_STRINGS[key]}"` },
    ]),
  );
  const written: string[] = [];
  const writeJson = async (file: string, value: unknown): Promise<void> => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
    written.push(file);
  };
  for (const [file, source] of [
    [files.navbar, navbarStrings(config.navbar)],
    [files.footer, footerStrings(config.footer)],
    [files.theme, themeSource],
  ] as const) {
    if (source.size === 0) continue;
    await writeJson(file, mergeMessages(source, await readMessages(file)));
  }
  // each docs folder's label, in every version: a translated _category_.json holds the keys it changes
  const versions = await loadDocsVersions(config);
  const content = await loadContent(config, createRouter(routerConfigOf(config, versions)), versions);
  for (const category of content.categories) {
    const file = path.join(translatedDocsDir(files.dir, category.version), category.dir, '_category_.json');
    if (existsSync(file)) {
      const kept = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      if ('label' in kept) continue;
      await writeJson(file, { label: category.label, ...kept });
    } else {
      await writeJson(file, { label: category.label });
    }
  }
  logger.info(`${written.length} translation files written in ${path.relative(process.cwd(), files.dir) || '.'}`);
  return written;
}
