/**
 * A site extending sitegen without forking it (issue 19), checked in Chromium: its custom
 * CSS wins over the theme's, and its head tags are in every page's <head>.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { buildAndServe } from '../helpers/buildAndServe.js';
import { fixtureConfig } from '../helpers/fixtures.js';
import { launchChromium, openPage } from './themeBrowser.js';

let browser: Browser;
let served: ServedSite;

beforeAll(async () => {
  [browser, served] = await Promise.all([launchChromium(), buildAndServe(fixtureConfig('extensions'), '/ext/')]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), served?.close()]);
});

describe('a site that extends the theme', () => {
  it('bundles its custom CSS after the theme’s, so its rules win', async () => {
    const page = await openPage({ browser, url: new URL('docs/intro', served.url).href, island: 'navbar' });
    expect(await page.locator('.sg-navbar').evaluate((element) => getComputedStyle(element).borderBottomColor)).toBe('rgb(255, 0, 0)');
  });

  it('puts its head tags in <head>, where a script among them runs', async () => {
    const page = await openPage({ browser, url: new URL('docs/intro', served.url).href, island: 'navbar' });
    expect(await page.locator('head meta[name="x-site"]').getAttribute('content')).toBe('docs');
    expect(await page.evaluate(() => (window as unknown as { __sitegenHeadTag?: string }).__sitegenHeadTag)).toBe('ran');
  });
});
