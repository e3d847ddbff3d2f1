/**
 * The gSwap site as a reader meets it: built by the pipeline, served under its base path,
 * opened in Chromium. The home page leads to the guides; a guide reads with its sidebar,
 * breadcrumbs and next link; an unknown path answers 404 with the not-found page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function open(sitePath: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(new URL(sitePath, site.url).href);
  return page;
}

describe('a reader on the gSwap site', () => {
  it('lands on the home page: title, tagline, a call to action to the guides, features', async () => {
    const page = await open('');
    await expect(page.title()).resolves.toContain('gSwap SDK');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('SDK');
    const start = page.locator('.sg-hero__actions a').first();
    await expect(start.getAttribute('href')).resolves.toBe('/gswap-sdk/docs/getting-started');
    expect(await page.locator('.sg-feature').count()).toBeGreaterThanOrEqual(3);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Guides' }).getAttribute('href')).resolves.toBe('/gswap-sdk/docs/intro');
    await page.close();
  });

  it('follows the call to action to a guide that reads with sidebar, breadcrumbs and next link', async () => {
    const page = await open('');
    await page.locator('.sg-hero__actions a').first().click();
    await page.waitForURL('**/gswap-sdk/docs/getting-started');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Getting Started');
    const article = page.locator('main article').first();
    await expect(article.textContent()).resolves.toContain('This guide takes you from an empty project to a confirmed swap');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.locator('[aria-current="page"]').textContent()).resolves.toBe('Getting Started');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).resolves.toContain('Getting Started');
    const pagination = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pagination.locator('a', { hasText: 'Introduction' }).getAttribute('href')).resolves.toBe('/gswap-sdk/docs/intro');
    await expect(pagination.locator('a', { hasText: 'Coming from Uniswap' }).getAttribute('href')).resolves.toBe(
      '/gswap-sdk/docs/uniswap-comparison',
    );
    await page.close();
  });

  it('shows a category index with a card per guide', async () => {
    const page = await open('docs/category/tutorial');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Tutorial');
    for (const label of ['Asset Balances', 'Quoting', 'Trading', 'Transaction Status', 'Liquidity Management']) {
      expect(await page.locator('main a', { hasText: label }).count()).toBeGreaterThan(0);
    }
    await page.close();
  });

  it('reads every page on a 375 px phone without scrolling sideways', async () => {
    const sitemap = await (await fetch(new URL('sitemap.xml', site.url))).text();
    const paths = [...sitemap.matchAll(/<loc>[^<]*?\/gswap-sdk\/([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(paths.length).toBeGreaterThan(60);
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const tooWide: string[] = [];
    for (const path of paths) {
      await page.goto(new URL(path, site.url).href);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) tooWide.push(`${path} (${width} px)`);
    }
    expect(tooWide).toEqual([]);
    await page.close();
  }, 120_000);

  it("stacks a method's parameters on a phone, each type labelled, rather than tables to scroll sideways", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const layouts: string[] = [];
    for (const path of ['docs/api/classes/Quoting', 'docs/api/classes/Bundler', 'docs/api/classes/GSwapSDKError']) {
      await page.goto(new URL(path, site.url).href);
      layouts.push(
        ...(await page.locator('table.sg-api-parameters').evaluateAll((tables: HTMLTableElement[]) =>
          tables.map((table) => {
            const cell = table.querySelector('td[data-label]');
            const header = getComputedStyle(table.tHead as HTMLElement).display;
            const row = getComputedStyle(table.rows[1] as HTMLElement).display;
            const label = cell === null ? '' : getComputedStyle(cell, '::before').content;
            return `${header} ${row} ${label} ${table.scrollWidth - table.clientWidth}`;
          }),
        )),
      );
    }
    // Bundler's and GSwapSDKError's name-and-type tables scrolled sideways as tables
    expect(layouts.length).toBeGreaterThan(3);
    expect(new Set(layouts)).toEqual(new Set(['none block "Type " 0']));
    await page.close();
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const page = await browser.newPage();
    const response = await page.goto(new URL('docs/no-such-guide', site.url).href);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/not found/i);
    await page.close();
  });
});
