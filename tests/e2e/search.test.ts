/**
 * Search in Chromium on a built site (tests/fixtures/search-basic, under /search-base/):
 * nothing of search loads before it opens; results grouped by page with sections; keyboard
 * only use; the no-results state; recent searches; a failed index load shows 'Retry' and
 * recovers; full screen on a small screen; and the same search under `sitegen dev`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { startDevServer } from '../../packages/sitegen/dist/dev/startDevServer.js';
import { createMemoryLogger } from '../../packages/sitegen/src/logger/memoryLogger.js';
import type { ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { buildAndServe } from '../helpers/buildAndServe.js';
import { fixtureConfig } from '../helpers/fixtures.js';
import { launchChromium, seriousAxeViolations } from './themeBrowser.js';

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(fixtureConfig('search-basic'), '/search-base/'), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface OpenedPage {
  page: Page;
  /** every URL requested since the page started loading */
  requests: string[];
  errors: string[];
}

async function openPage(sitePath: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(sitePath, site.url).href);
  await page.waitForSelector('[data-sg-island="search"][data-sg-mounted]');
  return { page, requests, errors };
}

const dialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page): Locator => dialog(page).getByRole('combobox', { name: 'Search docs' });
const options = (page: Page): Locator => dialog(page).getByRole('option');
const activeOption = (page: Page): Locator => dialog(page).locator('[role="option"][aria-selected="true"]');

async function searchFor(page: Page, query: string): Promise<void> {
  await page.getByRole('button', { name: 'Search docs' }).click();
  await input(page).fill(query);
}

describe('search', () => {
  it('loads nothing of search until the reader opens it', async () => {
    const { page, requests } = await openPage('/search-base/docs/intro');
    expect(requests.filter((url) => url.includes('/pagefind/') || url.includes('SearchModal'))).toEqual([]);
    await searchFor(page, 'quoteExactInput');
    await options(page).first().waitFor();
    expect(requests.some((url) => url.includes('/search-base/assets/SearchModal-'))).toBe(true);
    expect(requests.some((url) => url.endsWith('/search-base/pagefind/pagefind.js'))).toBe(true);
  });

  it('lists the API page and the guide for quoteExactInput, grouped by page with their sections', async () => {
    const { page, errors } = await openPage('/search-base/docs/intro');
    await searchFor(page, 'quoteExactInput');
    await options(page).first().waitFor();
    const groups = await dialog(page)
      .getByRole('group')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
    expect(groups).toEqual(['Quoting', 'Quoting']);
    const hrefs = await dialog(page)
      .getByRole('option')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/search-base/docs/api/classes/Quoting#quoteexactinput');
    expect(hrefs).toContain('/search-base/docs/tutorial-basics/quoting#exact-input');
    expect(await dialog(page).locator('mark').first().textContent()).toMatch(/quoteExactInput/);
    expect(errors).toEqual([]);
  });

  it('is usable with the keyboard only: shortcut, arrows, Enter to the anchor', async () => {
    const { page } = await openPage('/search-base/docs/intro');
    await page.keyboard.press('Control+k');
    await expect.poll(() => input(page).evaluate((element) => element === document.activeElement), { timeout: 10_000 }).toBe(true);
    await page.keyboard.type('quoteExactInput');
    await options(page).first().waitFor();
    expect(await activeOption(page).getAttribute('href')).toBe('/search-base/docs/api/classes/Quoting');
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page).getAttribute('href')).toBe('/search-base/docs/api/classes/Quoting#quoteexactinput');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(await activeOption(page).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page).getAttribute('href')).toBe((await options(page).last().getAttribute('href')) ?? '');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search-base/docs/api/classes/Quoting#quoteexactinput');
  });

  it('opens with / outside fields, closes with Escape and gives the focus back', async () => {
    const { page } = await openPage('/search-base/docs/intro');
    const button = page.getByRole('button', { name: 'Search docs' });
    await button.focus();
    await page.keyboard.press('/');
    await input(page).waitFor();
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // focus goes back once the dialog's effects have run, a moment after it is gone
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('keeps Tab inside the dialog', async () => {
    const { page } = await openPage('/search-base/docs/intro');
    await searchFor(page, 'quoteExactInput');
    await options(page).first().waitFor();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  it('shows the no-results state for a query nothing matches', async () => {
    const { page } = await openPage('/search-base/docs/intro');
    await searchFor(page, 'zzqqxxnothing');
    await dialog(page).getByText('No results for “zzqqxxnothing”').waitFor();
    expect(await options(page).count()).toBe(0);
  });

  it('remembers chosen searches and ignores a malformed stored list', async () => {
    const { page } = await openPage('/search-base/docs/intro');
    await page.evaluate(() => localStorage.setItem('sitegen:recent-searches', '{"not":"a list"}'));
    await page.getByRole('button', { name: 'Search docs' }).click();
    await dialog(page).getByText('Type to search the guides and the API reference.').waitFor();
    await input(page).fill('quoteExactOutput');
    await options(page).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search-base/docs/api/classes/Quoting');
    await page.waitForSelector('[data-sg-island="search"][data-sg-mounted]');
    expect(await page.evaluate(() => localStorage.getItem('sitegen:recent-searches'))).toBe('["quoteExactOutput"]');
    await page.keyboard.press('Control+k');
    await dialog(page).getByText('Recent searches').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => input(page).inputValue(), { timeout: 10_000 }).toBe('quoteExactOutput');
    await options(page).first().waitFor();
  });

  it("shows the error and 'Retry' when the index fails to load, and recovers after", async () => {
    const { page } = await openPage('/search-base/docs/intro');
    await page.route('**/pagefind/**', (route) => route.abort());
    await searchFor(page, 'quoteExactInput');
    const retry = dialog(page).getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await dialog(page).getByRole('alert').textContent()).toMatch(/Search could not be loaded/);
    await page.unroute('**/pagefind/**');
    await retry.click();
    await options(page).first().waitFor();
    expect(await dialog(page).getByRole('group').first().getAttribute('aria-label')).toBe('Quoting');
  });

  it("shows 'Retry' instead of no results when an index chunk fails after Pagefind loaded", async () => {
    const { page } = await openPage('/search-base/docs/intro');
    await page.getByRole('button', { name: 'Search docs' }).click();
    await dialog(page).getByText('Type to search the guides and the API reference.').waitFor();
    await page.route('**/pagefind/**', (route) => route.abort());
    await input(page).fill('quoteExactInput');
    const retry = dialog(page).getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(
      await dialog(page)
        .getByText(/No results/)
        .count(),
    ).toBe(0);
    await page.unroute('**/pagefind/**');
    await retry.click();
    await options(page).first().waitFor();
  });

  it("shows 'Retry' when a result's fragment chunk fails, and recovers after", async () => {
    const { page } = await openPage('/search-base/docs/intro');
    await page.route('**/pagefind/fragment/**', (route) => route.abort());
    await searchFor(page, 'quoteExactInput');
    const retry = dialog(page).getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await page.unroute('**/pagefind/fragment/**');
    await retry.click();
    await options(page).first().waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });

  it('shows a loading indicator while the index is slow to arrive', async () => {
    const { page } = await openPage('/search-base/docs/intro');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pagefind/pagefind.js', async (route) => {
      await held;
      await route.continue();
    });
    await searchFor(page, 'quoteExactInput');
    await dialog(page).getByText('Loading search…').waitFor();
    release();
    await options(page).first().waitFor();
    expect(await dialog(page).getByText('Loading search…').count()).toBe(0);
  });

  it("hints '⌘ K' on Apple platforms and 'Ctrl K' elsewhere, and Cmd+K opens search", async () => {
    const { page } = await openPage('/search-base/docs/intro');
    expect(await page.locator('.sg-search-button__kbd').textContent()).toBe('Ctrl K');
    const context = await browser.newContext();
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    const mac = await context.newPage();
    await mac.goto(new URL('/search-base/docs/intro', site.url).href);
    await mac.waitForSelector('[data-sg-island="search"][data-sg-mounted]');
    await expect.poll(() => mac.locator('.sg-search-button__kbd').textContent(), { timeout: 10_000 }).toBe('⌘ K');
    await mac.keyboard.press('Meta+k');
    await input(mac).waitFor();
  });

  it('fills the screen on a small screen', async () => {
    const { page } = await openPage('/search-base/docs/intro', { viewport: { width: 390, height: 740 } });
    await page.getByRole('button', { name: 'Search docs' }).click();
    await input(page).waitFor();
    expect(await dialog(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 740 });
  });

  it('has no serious accessibility violations with results shown', async () => {
    const { page } = await openPage('/search-base/docs/intro');
    await searchFor(page, 'quoteExactInput');
    await options(page).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('search modal chunk', () => {
  it("shows the error and 'Retry' when the modal chunk fails to load, and recovers after", async () => {
    const { page } = await openPage('/search-base/docs/intro');
    await page.route('**/assets/SearchModal-*', (route) => route.abort());
    await page.getByRole('button', { name: 'Search docs' }).click();
    const retry = dialog(page).getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    // the focus moves in an effect after 'Retry' is shown
    await expect.poll(() => retry.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.unroute('**/assets/SearchModal-*');
    await retry.click();
    await input(page).fill('quoteExactInput');
    await options(page).first().waitFor();
  });
});

describe('search in sitegen dev', () => {
  it('finds the guide and the API page from the dev server, under the base path', async () => {
    const server = await startDevServer({
      configFile: fixtureConfig('search-basic'),
      host: '127.0.0.1',
      port: 0,
      logger: createMemoryLogger(),
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      // generous waits: the dev builder shares the machine with every other test
      await page.goto(new URL('docs/intro', server.url).href, { timeout: 90_000 });
      await page.waitForSelector('[data-sg-island="search"][data-sg-mounted]', { timeout: 90_000 });
      await searchFor(page, 'quoteExactInput');
      await options(page).first().waitFor({ timeout: 90_000 });
      expect(
        await dialog(page)
          .getByRole('group')
          .evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label'))),
      ).toEqual(['Quoting', 'Quoting']);
    } finally {
      await server.close();
    }
  }, 200_000);
});
