/**
 * Search on the built gSwap site (the repository's sitegen.config.ts, under /gswap-sdk/):
 * the acceptance path — `quoteExactInput` lists the Quoting API page and the
 * quoting guide, and Enter on the method's section lands on its anchor; the results on a
 * phone-sized screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { buildAndServe } from '../helpers/buildAndServe.js';
import { gswapConfigFile } from '../helpers/fixtures.js';
import { launchChromium } from './themeBrowser.js';

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(gswapConfigFile, '/gswap-sdk/'), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('search on the gSwap site', () => {
  it('finds quoteExactInput on the Quoting API page and in the quoting guide; Enter opens the method', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(new URL('docs/intro', site.url).href);
    await page.waitForSelector('[data-sg-island="search"][data-sg-mounted]');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('quoteExactInput');
    const options = dialog.getByRole('option');
    await options.first().waitFor();
    const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/gswap-sdk/docs/api/classes/Quoting');
    expect(hrefs).toContain('/gswap-sdk/docs/tutorial-basics/quoting');
    const target = '/gswap-sdk/docs/api/classes/Quoting#quoteexactinput';
    const steps = hrefs.indexOf(target);
    expect(steps).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${target}`);
    expect(await page.locator('#quoteexactinput').count()).toBe(1);
  });

  it('fits its results to a 375 px screen: long code in excerpts wraps, nothing scrolls sideways', async () => {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await page.goto(new URL('docs/intro', site.url).href);
    await page.waitForSelector('[data-sg-island="search"][data-sg-mounted]');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('quoteExactInput');
    await dialog.getByRole('option').nth(5).waitFor();
    // the API page, where the member is named, before the guides that only use it
    expect(await dialog.getByRole('option').first().getAttribute('href')).toBe('/gswap-sdk/docs/api/classes/Quoting');
    const body = dialog.locator('.sg-search-dialog__body');
    expect(await body.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await page.context().close();
  });
});
