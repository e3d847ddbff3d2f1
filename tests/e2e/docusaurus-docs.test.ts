/**
 * Docs written for Docusaurus (issue 20) read in Chromium on the docusaurus-docs fixture:
 * prev/next as the front matter sets them, tags from a doc to its tag page and the tags
 * index, in light and dark, at a phone's width and a desktop's.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { buildAndServe } from '../helpers/buildAndServe.js';
import { fixtureConfig } from '../helpers/fixtures.js';
import { launchChromium, openPage, seriousAxeViolations } from './themeBrowser.js';

let browser: Browser;
let served: ServedSite;

beforeAll(async () => {
  [browser, served] = await Promise.all([launchChromium(), buildAndServe(fixtureConfig('docusaurus-docs'), '/orbit/')]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), served?.close()]);
});

const open = (sitePath: string, mode: 'light' | 'dark' = 'light', width = 1280): Promise<Page> =>
  openPage({
    browser,
    url: new URL(sitePath, served.url).href,
    island: 'navbar',
    context: { viewport: { width, height: 800 }, storageState: storageWith(mode) },
  });

function storageWith(mode: 'light' | 'dark') {
  const origin = new URL(served.url).origin;
  return { cookies: [], origins: [{ origin, localStorage: [{ name: 'sitegen:color-mode', value: mode }] }] };
}

const pagination = (page: Page) =>
  page.locator('.sg-pagination a').evaluateAll((links) => links.map((link) => `${link.getAttribute('rel')} ${link.textContent}`));

describe('prev/next set by the front matter', () => {
  it('follows pagination_next, hides a side set to null, and names a doc by its pagination_label', async () => {
    const page = await open('docs/intro');
    expect(await pagination(page)).toEqual(['next NextSet up Orbit »']);
    await page.locator('.sg-pagination a[rel="next"]').click();
    await page.waitForURL('**/docs/guides/setup');
    expect(await pagination(page)).toEqual(['next NextConfiguration guide »']);
    await page.locator('.sg-pagination a[rel="next"]').click();
    await page.waitForURL('**/docs/guides/configure');
    expect(await pagination(page)).toEqual(['prev Previous« Set up Orbit', 'next NextDeploy »']);
    await page.context().close();
  });
});

describe('tags', () => {
  it('lead from a doc to its tag page, and from there to every tag', async () => {
    const page = await open('docs/intro');
    const tags = page.getByRole('navigation', { name: 'Tags' }).getByRole('link');
    expect(await tags.allTextContents()).toEqual(['getting started', 'Orbit CLI']);
    await tags.first().click();
    await page.waitForURL('**/docs/tags/getting-started');
    await expect.poll(() => page.locator('h1').textContent()).toBe('2 docs tagged with "getting started"');
    expect(await page.locator('.sg-card__title').allTextContents()).toEqual(['Set up Orbit', 'Welcome']);
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Tags' }).click();
    await page.waitForURL('**/docs/tags');
    expect(await page.locator('.sg-card').allTextContents()).toEqual(['getting started2 docs', 'ops2 docs', 'Orbit CLI2 docs']);
    await page.context().close();
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const width of [375, 800, 1280]) {
      it(`read well in ${mode} mode at ${width} px: no sideways scroll, no serious axe violation`, async () => {
        for (const sitePath of ['docs/intro', 'docs/tags', 'docs/tags/cli']) {
          const page = await open(sitePath, mode, width);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          expect(await seriousAxeViolations(page)).toEqual([]);
          await page.context().close();
        }
      });
    }
  }
});
