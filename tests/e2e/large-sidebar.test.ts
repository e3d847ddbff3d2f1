/**
 * A large sidebar (issue 10): past 150 entries it is written once, and a page of a wide list
 * (more than 30 categories) carries only its own branch. In Chromium the sidebar is completed
 * from the shared file on load (or shows the error and 'Retry' when that file fails), and a
 * collapsed category fills when it is opened.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { buildAndServe } from '../helpers/buildAndServe.js';
import { tempDir } from '../helpers/fixtures.js';
import { launchChromium } from './themeBrowser.js';

const CATEGORIES = 32;
const PAGES = 5;

/** 32 top-level categories of 5 pages: 192 entries */
async function writeSite(dir: string): Promise<string> {
  for (let c = 0; c < CATEGORIES; c++) {
    const folder = path.join(dir, 'content', 'docs', `topic-${c}`);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, '_category_.json'), JSON.stringify({ label: `Topic ${c}`, position: c }));
    for (let p = 0; p < PAGES; p++)
      await writeFile(
        path.join(folder, `page-${p}.md`),
        `---\ntitle: Topic ${c} page ${p}\nsidebar_position: ${p}\n---\n\nText of page ${p}.\n`,
      );
  }
  const configFile = path.join(dir, 'sitegen.config.ts');
  await writeFile(configFile, `export default { title: 'Large', baseUrl: '/large/', search: false };\n`);
  return configFile;
}

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  const configFile = await writeSite(await tempDir('sitegen-large-sidebar-'));
  [site, browser] = await Promise.all([buildAndServe(configFile, '/large/'), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const rows = (page: Page) => page.locator('nav.sg-sidebar__nav > ul > li');

describe('a large sidebar', () => {
  it('is sent as the page’s own branch and completed from the shared file', async () => {
    const html = await (await fetch(new URL('docs/topic-7/page-2', site.url))).text();
    expect(html.match(/sg-sidebar__category/g)?.length).toBe(1);
    const page = await browser.newPage();
    await page.goto(new URL('docs/topic-7/page-2', site.url).href);
    await page.waitForFunction((count) => document.querySelectorAll('nav.sg-sidebar__nav > ul > li').length === count, CATEGORIES);
    await expect(page.locator('nav.sg-sidebar__nav [aria-current="page"]').textContent()).resolves.toBe('Topic 7 page 2');
    await expect(rows(page).nth(7).getAttribute('data-sg-collapsed')).resolves.toBe('false');
    await expect(rows(page).nth(3).locator(':scope > ul > li').count()).resolves.toBe(PAGES);
    await page.close();
  });

  it("shows the error and 'Retry' when the shared file fails to load, and completes the sidebar when retried", async () => {
    const page = await browser.newPage();
    let failing = true;
    await page.route(/\/assets\/sidebar-[^/]+\.html$/, (route) => (failing ? route.abort() : route.continue()));
    await page.goto(new URL('docs/topic-7/page-2', site.url).href);
    const alert = page.locator('nav.sg-sidebar__nav').getByRole('alert');
    await alert.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await alert.textContent()).toMatch(/^The sidebar could not be loaded \(.+\)\. Retry$/);
    // the page's own branch is still there to use
    await expect(rows(page).count()).resolves.toBe(1);
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.waitForFunction((count) => document.querySelectorAll('nav.sg-sidebar__nav > ul > li').length === count, CATEGORIES);
    await expect(alert.count()).resolves.toBe(0);
    await page.close();
  });

  it('opens a collapsed category with its pages', async () => {
    const page = await browser.newPage();
    await page.goto(new URL('docs/topic-7/page-2', site.url).href);
    await page.waitForFunction((count) => document.querySelectorAll('nav.sg-sidebar__nav > ul > li').length === count, CATEGORIES);
    await rows(page).nth(20).locator(':scope > .sg-sidebar__row > button').click();
    await expect(rows(page).nth(20).getAttribute('data-sg-collapsed')).resolves.toBe('false');
    await expect(rows(page).nth(20).locator(':scope > ul a').first().textContent()).resolves.toBe('Topic 20 page 0');
    await page.close();
  });
});
