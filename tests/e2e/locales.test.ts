/**
 * Locales in Chromium, on the built fixture site tests/fixtures/locales (en at /widgets/,
 * fr at /widgets/fr/, ar, right to left, at /widgets/ar/; each with versions): the locale
 * dropdown keeps the page, also after a client-side navigation; an untranslated page says
 * so; every page names its language and direction and its alternates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { buildAndServe } from '../helpers/buildAndServe.js';
import { fixtureConfig } from '../helpers/fixtures.js';
import { launchChromium, seriousAxeViolations } from './themeBrowser.js';

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(fixtureConfig('locales'), '/widgets/'), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(sitePath: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(sitePath, site.url).href);
  await page.waitForSelector('[data-sg-island="docs-version"][data-sg-mounted]', { state: 'attached' });
  return { page, errors };
}

const localeDropdown = (page: Page): Locator => page.locator('.sg-navbar .sg-dropdown').filter({ has: page.locator('[hreflang]') });

async function chooseLocale(page: Page, label: string): Promise<void> {
  await localeDropdown(page).getByRole('button').hover();
  await localeDropdown(page).getByRole('link', { name: label, exact: true }).click();
  await page.waitForSelector('[data-sg-island="docs-version"][data-sg-mounted]', { state: 'attached' });
}

const path = (page: Page): string => new URL(page.url()).pathname;
const html = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe('locales', () => {
  it('keeps the page and its version when switching locale, and sets lang and dir', async () => {
    const { page, errors } = await open('/widgets/docs/1.0/guides/usage');
    expect(await html(page)).toEqual(['en', 'ltr']);
    await chooseLocale(page, 'Français');
    await expect.poll(() => path(page)).toBe('/widgets/fr/docs/1.0/guides/usage');
    expect(await html(page)).toEqual(['fr-FR', 'ltr']);
    expect(await localeDropdown(page).getByRole('button').textContent()).toBe('Français');
    await chooseLocale(page, 'العربية');
    await expect.poll(() => path(page)).toBe('/widgets/ar/docs/1.0/guides/usage');
    expect(await html(page)).toEqual(['ar', 'rtl']);
    await chooseLocale(page, 'English');
    await expect.poll(() => path(page)).toBe('/widgets/docs/1.0/guides/usage');
    expect(errors).toEqual([]);
  });

  it('follows the page after a client-side navigation: the dropdown and the alternates name the new page', async () => {
    const { page } = await open('/widgets/fr/docs/next/guides/usage');
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Installation' }).click();
    await expect.poll(() => path(page)).toBe('/widgets/fr/docs/next/guides/install');
    const hrefs = await localeDropdown(page)
      .locator('.sg-dropdown__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/widgets/docs/next/guides/install',
      '/widgets/fr/docs/next/guides/install',
      '/widgets/ar/docs/next/guides/install',
    ]);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(alternates).toEqual([
      ['en', 'https://example.com/widgets/docs/next/guides/install'],
      ['fr-FR', 'https://example.com/widgets/fr/docs/next/guides/install'],
      ['ar', 'https://example.com/widgets/ar/docs/next/guides/install'],
      ['x-default', 'https://example.com/widgets/docs/next/guides/install'],
    ]);
  });

  it('marks a page shown in the default locale as untranslated, and a translated one not', async () => {
    const { page } = await open('/widgets/fr/docs/next/guides/install');
    await expect.poll(() => page.getByRole('note').filter({ hasText: 'pas encore traduite' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Installation');
    await page.goto(new URL('/widgets/fr/docs/next/intro', site.url).href);
    expect(await page.locator('.sg-untranslated').count()).toBe(0);
    expect(await page.locator('.sg-markdown').textContent()).toContain('Le SDK Widgets fait tourner des widgets');
  });

  it("speaks the locale in the browser's widgets too: the search dialog and the code copy button", async () => {
    const { page, errors } = await open('/widgets/fr/docs/next/guides/usage');
    expect(await page.locator('.sg-code__copy').first().textContent()).toBe('Copier');
    await page.locator('.sg-navbar').getByRole('button', { name: 'Rechercher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechercher' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.textContent()).toContain('Tapez pour chercher dans les guides');
    expect(errors).toEqual([]);
  });

  it('lays a right-to-left page out mirrored: the sidebar on the right, with no serious accessibility violation', async () => {
    const { page } = await open('/widgets/ar/docs/next/guides/usage');
    const sidebar = await page.locator('.sg-sidebar').boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(sidebar !== null && main !== null && sidebar.x > main.x).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // the mobile menu comes in from the right
    await page.setViewportSize({ width: 375, height: 700 });
    await page.locator('.sg-navbar__toggle').click();
    const panel = page.locator('.sg-mobile-menu__panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expect.poll(async () => ((await panel.boundingBox())?.x ?? 0) + ((await panel.boundingBox())?.width ?? 0)).toBe(375);
    expect((await panel.boundingBox())?.x).toBeGreaterThan(0);
  });

  it('keeps code in a right-to-left sentence left to right, as one unit', async () => {
    const { page } = await open('/widgets/ar/docs/api/classes/Widget');
    const inline = page.locator(':not(pre) > code', { hasText: 'Promise<void>' }).first();
    expect(await inline.evaluate((code) => [getComputedStyle(code).direction, getComputedStyle(code).unicodeBidi])).toEqual([
      'ltr',
      'isolate',
    ]);
  });
});
