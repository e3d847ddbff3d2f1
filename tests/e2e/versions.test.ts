/**
 * Docs versions in Chromium, on the built fixture site tests/fixtures/versions (2.0 at
 * /widgets/docs, 1.0 at /widgets/docs/1.0, Next at /widgets/docs/next): the version dropdown
 * keeps the page, the banner of an older or unreleased version leads to the same page in the
 * latest, the reader's choice is stored and followed by the navbar outside the docs, and
 * search keeps to the version being read unless the reader searches them all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { buildAndServe } from '../helpers/buildAndServe.js';
import { fixtureConfig } from '../helpers/fixtures.js';
import { launchChromium, seriousAxeViolations } from './themeBrowser.js';

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(fixtureConfig('versions'), '/widgets/'), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const PREFERRED = 'sitegen:docs-preferred-version-default';

async function open(sitePath: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(sitePath, site.url).href);
  await page.waitForSelector('[data-sg-island="docs-version"][data-sg-mounted]', { state: 'attached' });
  return { page, errors };
}

const dropdown = (page: Page): Locator => page.locator('.sg-navbar [data-sg-island="version-dropdown"]');

/** Opens the version dropdown and follows the entry labelled `label`. */
async function chooseVersion(page: Page, label: string): Promise<void> {
  await dropdown(page).getByRole('button').hover();
  await dropdown(page).getByRole('link', { name: label, exact: true }).click();
  await page.waitForSelector('[data-sg-island="docs-version"][data-sg-mounted]', { state: 'attached' });
}

const path = (page: Page): string => new URL(page.url()).pathname;

describe('docs versions', () => {
  it('keeps the page when switching version, and leads to the docs root of a version without it', async () => {
    const { page, errors } = await open('/widgets/docs/1.0/guides/usage');
    await expect.poll(() => dropdown(page).getByRole('button').textContent()).toBe('1.0.x');
    await chooseVersion(page, '2.0');
    await expect.poll(() => path(page)).toBe('/widgets/docs/guides/usage');
    await expect.poll(() => dropdown(page).getByRole('button').textContent()).toBe('2.0');
    await chooseVersion(page, 'Next');
    await expect.poll(() => path(page)).toBe('/widgets/docs/next/guides/usage');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Usage');

    // a page of Next alone (events) has no counterpart in 2.0: its docs root instead
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Events' }).click();
    await expect.poll(() => path(page)).toBe('/widgets/docs/next/guides/events');
    await chooseVersion(page, '2.0');
    await expect.poll(() => path(page)).toBe('/widgets/docs');
    expect(errors).toEqual([]);
  });

  it('follows the page after a client-side navigation: the dropdown leads to the new page in each version', async () => {
    const { page } = await open('/widgets/docs/1.0/guides/usage');
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Installation' }).click();
    await expect.poll(() => path(page)).toBe('/widgets/docs/1.0/guides/install');
    const hrefs = await dropdown(page)
      .locator('.sg-dropdown__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/widgets/docs/next/guides/install', '/widgets/docs/guides/install', '/widgets/docs/1.0/guides/install']);
    // the navbar's docs links lead into the version read
    expect(await page.locator('.sg-navbar').getByRole('link', { name: 'API' }).getAttribute('href')).toBe('/widgets/docs/1.0/api');
  });

  it("links the version's API changes page from the dropdown; a change opens on its signatures without script", async () => {
    const { page, errors } = await open('/widgets/docs/next/intro');
    await dropdown(page).getByRole('button').hover();
    await dropdown(page).getByRole('link', { name: 'API changes', exact: true }).click();
    await expect.poll(() => path(page)).toBe('/widgets/docs/next/api/changes');
    await page.getByRole('heading', { level: 1, name: 'API changes in Next' }).waitFor();
    await page.locator('.sg-api-changes').getByRole('link', { name: 'Widget.spin' }).click();
    await expect.poll(() => path(page)).toBe('/widgets/docs/next/api/classes/Widget');
    const spin = page.locator('.sg-api-member').filter({ has: page.locator('h3#spin') });
    await spin.getByText('Changed in Next').click();
    const opened = spin.locator('details.sg-api-since__change[open]');
    await opened.waitFor();
    expect(await opened.locator('dd code').allTextContents()).toEqual(['void', 'Promise<void>']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows a banner on an older and an unreleased version, linking to the same page in the latest', async () => {
    const { page, errors } = await open('/widgets/docs/1.0/guides/usage');
    const banner = page.getByRole('note');
    await expect
      .poll(() => banner.textContent())
      .toContain('This is documentation for version 1.0.x, which is no longer actively maintained.');
    expect(await banner.getByRole('link', { name: 'latest version' }).getAttribute('href')).toBe('/widgets/docs/guides/usage');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(new URL('/widgets/docs/next/guides/events', site.url).href);
    await expect.poll(() => page.getByRole('note').textContent()).toContain('This is unreleased documentation for version Next.');
    // events is not in 2.0: the banner leads to 2.0's docs root
    expect(await page.getByRole('note').getByRole('link', { name: 'latest version' }).getAttribute('href')).toBe('/widgets/docs');

    await page.goto(new URL('/widgets/docs/guides/usage', site.url).href);
    expect(await page.getByRole('note').count()).toBe(0);

    // following the banner makes the latest the reader's version
    await page.goto(new URL('/widgets/docs/1.0/intro', site.url).href);
    await page.getByRole('note').getByRole('link', { name: 'latest version' }).click();
    await expect.poll(() => path(page)).toBe('/widgets/docs/intro');
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED)).toBe('2.0');
    expect(errors).toEqual([]);
  });

  it("stores the reader's version and follows it in the navbar on pages outside the docs", async () => {
    const { page, errors } = await open('/widgets/docs/intro');
    await chooseVersion(page, '1.0.x');
    await expect.poll(() => path(page)).toBe('/widgets/docs/1.0/intro');
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED)).toBe('1.0');

    // the home page, reached by a full load and by a client-side navigation: the docs links lead to 1.0
    for (const reach of ['load', 'click'] as const) {
      if (reach === 'load') await page.goto(new URL('/widgets/about', site.url).href);
      else {
        await page.goto(new URL('/widgets/docs/1.0/intro', site.url).href);
        await page.locator('.sg-navbar .sg-navbar__brand').click();
        await expect.poll(() => path(page)).toBe('/widgets/');
      }
      const navbar = page.locator('.sg-navbar');
      await expect.poll(() => navbar.getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe('/widgets/docs/1.0/intro');
      expect(await navbar.getByRole('link', { name: 'API' }).getAttribute('href')).toBe('/widgets/docs/1.0/api');
      expect(await dropdown(page).getByRole('button').textContent()).toBe('1.0.x');
    }
    // inside the docs, the page's own version wins over the preferred one
    await page.goto(new URL('/widgets/docs/next/intro', site.url).href);
    await page.waitForSelector('[data-sg-island="docs-version"][data-sg-mounted]', { state: 'attached' });
    expect(await page.locator('.sg-navbar').getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe('/widgets/docs/next/intro');
    expect(errors).toEqual([]);
  });

  it('remembers a version chosen in the mobile menu', async () => {
    const { page } = await open('/widgets/docs/intro', { viewport: { width: 375, height: 740 } });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    // a doc page opens its sidebar first
    await page.getByRole('button', { name: 'Back to main menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name: 'Next', exact: true }).click();
    await expect.poll(() => path(page)).toBe('/widgets/docs/next/intro');
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED)).toBe('current');
  });

  it('searches the version being read, or every version when the reader asks', async () => {
    const { page, errors } = await open('/widgets/docs/1.0/guides/usage');
    await page.getByRole('button', { name: 'Search' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('installation');
    const results = dialog.locator('.sg-search-results a');
    const hrefs = async (): Promise<string[]> => [
      ...new Set(await results.evaluateAll((links) => links.map((l) => new URL((l as HTMLAnchorElement).href).pathname))),
    ];
    await expect.poll(hrefs).toContain('/widgets/docs/1.0/guides/install');
    expect((await hrefs()).every((href) => href.startsWith('/widgets/docs/1.0/'))).toBe(true);
    expect(await dialog.getByText('Results from version 1.0.x').count()).toBe(1);

    await dialog.getByRole('checkbox', { name: 'Search all versions' }).check();
    await expect.poll(hrefs).toEqual(expect.arrayContaining(['/widgets/docs/guides/install', '/widgets/docs/next/guides/install']));
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
