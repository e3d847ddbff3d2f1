/**
 * Locales through the whole pipeline, on tests/fixtures/locales (en, the default; fr; ar,
 * right to left; each with versions 2.0, 1.0 and Next): where each locale's pages go, the
 * fallback to the default locale's text, links resolved within the locale, translated
 * labels and theme words, hreflang and the sitemap, `--locale` builds, `write-translations`,
 * and the config's errors.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { checkSite } from '../packages/sitegen/src/pipeline/checkSite.js';
import { loadConfig } from '../packages/sitegen/src/config/loadConfig.js';
import { resolveConfig } from '../packages/sitegen/src/config/resolveConfig.js';
import { writeTranslations } from '../packages/sitegen/src/locales/writeTranslations.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fixtureConfig, sitegenErrorOf, tempDir } from './helpers/fixtures.js';

async function siteCopy(): Promise<string> {
  const site = path.join(await tempDir('sitegen-locales-'), 'site');
  await cp(path.dirname(fixtureConfig('locales')), site, { recursive: true, filter: (source) => !source.includes('node_modules') });
  return site;
}

const configOf = async (site: string) =>
  resolveConfig(await loadConfig(path.join(site, 'sitegen.config.ts')), path.join(site, 'sitegen.config.ts'));

describe('a site in three locales with two released versions and Next', async () => {
  const outDir = path.join(await tempDir('sitegen-locales-out-'), 'build');
  const built = await build({ configFile: fixtureConfig('locales'), outDir, strictLinks: true, workers: 0, logger: createMemoryLogger() });
  const page = (file: string): Promise<string> => readFile(path.join(outDir, file), 'utf8');

  it('builds every locale under its folder, every version in each, with --strict and no diagnostic', () => {
    for (const file of [
      'docs/intro/index.html',
      'fr/docs/intro/index.html',
      'fr/docs/next/intro/index.html',
      'fr/docs/1.0/guides/usage/index.html',
      'fr/docs/api/classes/Widget/index.html',
      'ar/docs/next/intro/index.html',
      'fr/pagefind/pagefind-entry.json',
      'fr/llms.txt',
      'fr/sitemap.xml',
    ]) {
      expect(built.written).toContain(file);
    }
    expect(built.diagnostics).toEqual([]);
  });

  it('shows a translated page in its locale, and an untranslated one in the default locale with a notice', async () => {
    const translated = await page('fr/docs/next/intro/index.html');
    expect(translated).toContain('Le SDK Widgets fait tourner des widgets');
    expect(translated).not.toContain('sg-untranslated');
    const fallback = await page('fr/docs/next/guides/install/index.html');
    expect(fallback).toContain('class="sg-untranslated" role="note"');
    expect(fallback).toContain('pas encore traduite');
    expect(await page('docs/next/guides/install/index.html')).not.toContain('sg-untranslated');
  });

  it('translates Markdown pages too, their links kept in the locale', async () => {
    const about = await page('fr/about/index.html');
    expect(about).toContain('Écrite pour les tests des langues.');
    expect(about).toContain('href="/widgets/fr/docs/intro"');
    expect(await page('ar/about/index.html')).toContain('class="sg-untranslated" role="note"');
  });

  it('resolves links of a locale within it: to translated and untranslated pages, in the page version', async () => {
    const intro = await page('fr/docs/next/intro/index.html');
    expect(intro).toContain('href="/widgets/fr/docs/next/guides/install"');
    expect(intro).toContain('href="/widgets/fr/docs/next/guides/usage#spinning"');
    expect(await page('fr/docs/intro/index.html')).toContain('href="/widgets/fr/docs/guides/install"');
  });

  it('translates navbar, footer and category labels, and the theme words; keeps the category route of every locale', async () => {
    const intro = await page('fr/docs/next/intro/index.html');
    expect(intro).toContain('Référence de l&#x27;API');
    expect(intro).toContain('<h2 class="sg-footer__title">Documentation</h2>');
    expect(intro).toContain('Guides pratiques');
    expect(intro).toContain('Aller au contenu principal');
    expect(await page('fr/docs/next/guides/usage/index.html')).toContain('Sur cette page');
    expect(built.written).toContain('fr/docs/next/category/guides/index.html');
    expect(await page('ar/docs/next/guides/usage/index.html')).toContain('في هذه الصفحة');
  });

  it("writes the API reference's headings, tables, TOC and titles in the locale's words, its anchors unchanged", async () => {
    const fr = await page('fr/docs/next/api/classes/Widget/index.html');
    expect(fr).toContain('<title>Classe : Widget | Widgets</title>');
    expect(fr).toContain(
      '<h2 id="constructors">Constructeurs<a href="#constructors" class="sg-heading-anchor" aria-label="Lien direct vers Constructeurs">',
    );
    expect(fr).toContain('<h2 id="methods">Méthodes<');
    expect(fr).toContain('<th>Paramètre</th><th>Type</th>');
    expect(fr).toContain('<h4>Paramètres</h4>');
    expect(fr).toContain('<h4>Valeur de retour</h4>');
    expect(fr).toContain('<a class="sg-toc__link" href="#constructors">Constructeurs</a>');
    expect(fr).toContain('<a class="sg-toc__link" href="#methods">Méthodes</a>');
    // the sidebar's API links and kinds
    expect(fr).toMatch(/class="sg-sidebar__link">Référence de l&#x27;API</);
    expect(fr).toMatch(/class="sg-sidebar__link">Toutes les exportations</);
    expect(fr).toContain('Replier la catégorie &#x27;Classes&#x27;');
    for (const english of ['>Constructors<', '>Methods<', '>Parameters<', '>Returns<', '<th>Parameter</th>', 'Direct link to', '>Globals<'])
      expect(fr).not.toContain(english);
    expect(await page('fr/docs/next/api/classes/Widget.md')).toContain('# Classe : Widget\n\nA widget that spins.\n\n## Constructeurs');

    const frIndex = await page('fr/docs/next/api/index.html');
    expect(frIndex).toContain('<th>Nom</th><th>Nature</th><th>Description</th>');
    expect(frIndex).toContain('<h2 id="exports">Exportations<');
    expect(frIndex).toContain('<td>Classe</td>');
    expect(frIndex).toContain('content="Référence de l&#x27;API de widgets 3.0.0-next.0"');
    expect(await page('fr/docs/next/api/globals/index.html')).toContain('<title>Toutes les exportations | Widgets</title>');

    const ar = await page('ar/docs/next/api/classes/Widget/index.html');
    expect(ar).toContain('<title>صنف: Widget | Widgets</title>');
    expect(ar).toContain('<h2 id="constructors">المُنشئات<');
    expect(ar).toContain('<a class="sg-toc__link" href="#methods">التوابع</a>');
    expect(ar).toContain('<th>المعامل</th><th>النوع</th>');
    expect(ar).toMatch(/class="sg-sidebar__link">مرجع واجهة البرمجة</);
    expect(await page('ar/docs/next/api/index.html')).toContain('<th>الاسم</th><th>الفئة</th><th>الوصف</th>');

    // the default locale keeps the theme's English
    const en = await page('docs/next/api/classes/Widget/index.html');
    expect(en).toContain(
      '<h2 id="constructors">Constructors<a href="#constructors" class="sg-heading-anchor" aria-label="Direct link to Constructors">',
    );
    expect(en).toContain('<th>Parameter</th><th>Type</th>');
  });

  it("writes a doc page's own words in the locale: last-updated date, heading links, base-path banner, version label", async () => {
    const lastUpdated = (html: string) => /<p class="sg-last-updated">(.*?) <time dateTime="([^"]+)">([^<]+)<\/time>/.exec(html);
    const dateIn = (iso: string, lang: string) =>
      new Date(iso).toLocaleDateString(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const fr = await page('fr/docs/next/guides/usage/index.html');
    const [, frWords, frIso = '', frDate] = lastUpdated(fr) ?? [];
    expect(frWords).toBe('Mis à jour le');
    expect(frDate).toBe(dateIn(frIso, 'fr-FR'));
    const ar = await page('ar/docs/next/guides/usage/index.html');
    const [, arWords, arIso = '', arDate] = lastUpdated(ar) ?? [];
    expect(arWords).toBe('آخر تحديث في');
    expect(arDate).toBe(dateIn(arIso, 'ar'));
    // English keeps day, month, year
    const [, enWords, enIso = '', enDate] = lastUpdated(await page('docs/next/guides/usage/index.html')) ?? [];
    expect(enWords).toBe('Last updated on');
    expect(enDate).toBe(dateIn(enIso, 'en-GB'));
    // a translated page is dated by its own file's commits
    expect(lastUpdated(await page('fr/docs/next/intro/index.html'))?.[1]).toBe('Mis à jour le');

    expect(fr).toContain('aria-label="Lien direct vers Spinning"');
    expect(fr).toContain(
      '<strong>Ce site ne s&#x27;est pas chargé correctement.</strong> Il doit être servi sous le chemin de base <code>/widgets/fr/</code>',
    );
    expect(fr).not.toContain('did not load properly');
    expect(ar).toContain('<strong>لم يُحمَّل هذا الموقع بشكل صحيح.</strong>');
    // the current docs' default label, 'Next'
    expect(fr).toContain('Cette documentation est celle de la version <strong>À venir</strong>, non publiée.');
    expect(await page('fr/404.html')).toContain('<title>Page introuvable | Widgets</title>');
    expect(await page('fr/docs/index.html')).toContain('<title>Documentation | Widgets</title>');
  });

  it('sets <html lang dir>, hreflang alternates with x-default, and the sitemap alternates', async () => {
    const ar = await page('ar/docs/intro/index.html');
    expect(ar).toMatch(/<html lang="ar" dir="rtl"/);
    const fr = await page('fr/docs/intro/index.html');
    expect(fr).toMatch(/<html lang="fr-FR" dir="ltr"/);
    expect(fr).toContain('<link rel="alternate" hrefLang="en" href="https://example.com/widgets/docs/intro"/>');
    expect(fr).toContain('<link rel="alternate" hrefLang="ar" href="https://example.com/widgets/ar/docs/intro"/>');
    expect(fr).toContain('<link rel="alternate" hrefLang="x-default" href="https://example.com/widgets/docs/intro"/>');
    const sitemap = await page('sitemap.xml');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="fr-FR" href="https://example.com/widgets/fr/docs/intro"/>');
  });

  it('links the locale dropdown of each page to that page in every locale', async () => {
    const usage = await page('docs/1.0/guides/usage/index.html');
    expect(usage).toContain('<a href="/widgets/fr/docs/1.0/guides/usage" class="sg-dropdown__link" hrefLang="fr-FR" lang="fr-FR">');
    expect(usage).toContain('<a href="/widgets/ar/docs/1.0/guides/usage" class="sg-dropdown__link" hrefLang="ar" lang="ar">');
  });
});

describe('building one locale', () => {
  it('builds --locale fr alone, under its folder, and crawls it with --strict', async () => {
    const outDir = path.join(await tempDir('sitegen-locale-fr-'), 'build');
    const built = await build({
      configFile: fixtureConfig('locales'),
      outDir,
      locale: 'fr',
      strictLinks: true,
      workers: 0,
      logger: createMemoryLogger(),
    });
    expect(built.written).toContain('fr/docs/intro/index.html');
    expect(built.written.some((file) => !file.startsWith('fr/'))).toBe(false);
    expect(existsSync(path.join(outDir, 'docs'))).toBe(false);
  });

  it('refuses a locale the site does not have, listing its locales', async () => {
    const error = await sitegenErrorOf(
      build({ configFile: fixtureConfig('locales'), outDir: await tempDir(), locale: 'fe', logger: createMemoryLogger() }),
    );
    expect(error.code).toBe('i18n/unknown-locale');
    expect(error.message).toBe("--locale fe: the site has no locale 'fe'");
    expect(error.hint).toBe("Its locales are 'en', 'fr', 'ar' (i18n.locales in the config). Did you mean 'fr'?");
  });
});

describe('translations that do not match the default locale', () => {
  it("keeps a translated page at its original's id and route, and warns about a translation of no file", async () => {
    const site = await siteCopy();
    await writeFile(
      path.join(site, 'i18n/fr/docs/guides/usage.md'),
      '---\nid: utilisation\nslug: /utilisation\n---\n\n# Utilisation\n\n## Faire tourner {#spinning}\n\nFaites tourner.\n',
    );
    await writeFile(path.join(site, 'i18n/fr/docs/extra.md'), '# Extra\n');
    const outDir = path.join(site, 'build');
    const built = await build({
      configFile: path.join(site, 'sitegen.config.ts'),
      outDir,
      locale: 'fr',
      workers: 0,
      logger: createMemoryLogger(),
    });
    expect(await readFile(path.join(outDir, 'fr/docs/next/guides/usage/index.html'), 'utf8')).toContain('Faites tourner.');
    expect(built.written.some((file) => file.includes('utilisation') || file.includes('extra'))).toBe(false);
    expect(built.diagnostics.map((d) => [d.code, d.location?.file])).toEqual([
      ['i18n/unknown-file', path.join(site, 'i18n/fr/docs/extra.md')],
    ]);
  });

  it("labels each locale's stage lines, prints a warning all locales share once and one locale's with its label", async () => {
    const site = await siteCopy();
    const configFile = path.join(site, 'sitegen.config.ts');
    // a config warning every locale reports, and a translation of no file that only fr has
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace("  url: 'https://example.com',\n", ''));
    await writeFile(path.join(site, 'i18n/fr/docs/extra.md'), '# Extra\n');
    const logger = createMemoryLogger();
    await build({ configFile, outDir: path.join(site, 'build'), workers: 0, logger });
    const stages = logger.entries.flatMap((entry) => (entry.level === 'stage' ? [entry.name] : []));
    for (const locale of ['en', 'fr', 'ar']) {
      expect(stages).toContain(`[${locale}] markdown`);
      expect(stages).toContain(`[${locale}] render`);
    }
    // the config is loaded once and the output written once: those two alone are the whole run's
    expect(stages.filter((name) => !/^\[(en|fr|ar)\] /.test(name))).toEqual(['config', 'write']);
    const warnings = logger.messages('warn');
    expect(warnings.filter((message) => message.startsWith('[config/no-url]'))).toEqual([expect.not.stringMatching(/\[(en|fr|ar)\]/)]);
    expect(warnings.filter((message) => message.startsWith('[i18n/unknown-file]'))).toEqual([
      expect.stringContaining(`${path.join(site, 'i18n/fr/docs/extra.md')} [fr] `),
    ]);
  });

  it('checks every locale with sitegen check', async () => {
    const logger = createMemoryLogger();
    expect(await checkSite({ configFile: fixtureConfig('locales'), workers: 0, logger })).toEqual([]);
    // 93 pages, and the API changes pages of the two versions after the oldest, in each of the three locales
    expect(logger.messages('info')).toContain('99 pages checked: no errors');
  });
});

describe('i18n config errors', () => {
  const resolve = (i18n: unknown) => () =>
    resolveConfig({ title: 'T', i18n } as Parameters<typeof resolveConfig>[0], '/site/sitegen.config.ts');

  it('refuses a localeConfigs entry for a locale not in locales', () => {
    expect(resolve({ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { de: { label: 'Deutsch' } } })).toThrow(
      "i18n.localeConfigs.de: 'de' is not one of i18n.locales ('en', 'fr')",
    );
  });

  it('refuses a default locale not in locales, and a locale listed twice', () => {
    expect(resolve({ defaultLocale: 'en', locales: ['fr'] })).toThrow("i18n.defaultLocale: 'en' is not one of i18n.locales ('fr')");
    expect(resolve({ defaultLocale: 'en', locales: ['en', 'fr', 'en'] })).toThrow("i18n.locales lists 'en' twice");
    expect(resolve({ defaultLocale: 'en', locales: ['en', '../x'] })).toThrow("i18n.locales[1]: '../x' is not a locale name");
  });

  it('names each locale in its own language, and makes Arabic right to left, unless the config says otherwise', async () => {
    const config = resolveConfig({ title: 'T', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'he'] } }, '/site/sitegen.config.ts');
    expect(config.locales.map((l) => [l.name, l.label, l.direction, l.path])).toEqual([
      ['en', 'English', 'ltr', ''],
      ['fr', 'Français', 'ltr', 'fr'],
      ['he', 'עברית', 'rtl', 'he'],
    ]);
  });
});

describe('sitegen write-translations', () => {
  it('writes the navbar, footer, theme and category strings, keeping the translations made', async () => {
    const site = await siteCopy();
    const config = await configOf(site);
    const written = await writeTranslations({ config, locale: 'fr', logger: createMemoryLogger() });
    const json = async (file: string): Promise<Record<string, { message: string }>> =>
      JSON.parse(await readFile(path.join(site, 'i18n/fr', file), 'utf8')) as Record<string, { message: string }>;
    const navbar = await json('navbar.json');
    // kept as translated, and the strings the file lacked added
    expect(navbar['item.label.API']?.message).toBe("Référence de l'API");
    expect(navbar.title?.message).toBe('Widgets');
    expect((await json('footer.json')).copyright?.message).toBe('Widgets authors');
    expect((await json('theme.json')).onThisPage?.message).toBe('Sur cette page');
    expect((await json('theme.json')).apiConstructors?.message).toBe('Constructeurs');
    expect(JSON.parse(await readFile(path.join(site, 'i18n/fr/docs/guides/_category_.json'), 'utf8'))).toEqual({
      label: 'Guides pratiques',
    });
    expect(JSON.parse(await readFile(path.join(site, 'i18n/fr/versioned_docs/version-1.0/guides/_category_.json'), 'utf8'))).toEqual({
      label: 'Guides',
    });
    expect(written.length).toBeGreaterThan(4);
  });

  it("uses a site's theme.json over the theme's table, and warns about a key the theme does not have", async () => {
    const site = await siteCopy();
    await writeFile(
      path.join(site, 'i18n/fr/theme.json'),
      JSON.stringify({ onThisPage: { message: 'Dans cette page' }, onThisPag: { message: 'x' } }),
    );
    const outDir = path.join(site, 'build');
    const built = await build({
      configFile: path.join(site, 'sitegen.config.ts'),
      outDir,
      locale: 'fr',
      workers: 0,
      logger: createMemoryLogger(),
    });
    expect(await readFile(path.join(outDir, 'fr/docs/guides/usage/index.html'), 'utf8')).toContain('Dans cette page');
    expect(built.diagnostics.map((d) => d.code)).toEqual(['i18n/unknown-key']);
  });

  it('refuses a translation file that is not in the format', async () => {
    const site = await siteCopy();
    await writeFile(path.join(site, 'i18n/fr/navbar.json'), JSON.stringify({ 'item.label.Guides': 'Guides' }));
    const error = await sitegenErrorOf(
      build({ configFile: path.join(site, 'sitegen.config.ts'), outDir: path.join(site, 'build'), logger: createMemoryLogger() }),
    );
    expect(error.code).toBe('i18n/invalid-file');
    expect(error.location?.file).toBe(path.join(site, 'i18n/fr/navbar.json'));
  });
});
