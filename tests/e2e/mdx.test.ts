/**
 * MDX pages and tabs (issue 20) in Chromium, on the tests/fixtures/mdx site: the MDX page's `<Tabs>` island
 * mounts and follows the WAI-ARIA tabs pattern, tabs of a `groupId` stay in step on the page
 * and on the next page (localStorage, applied before the main script runs), every panel is
 * there without JavaScript, a Markdown code group switches its blocks, and a site's
 * `'use client'` component on an MDX page hydrates as an island.
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
  [browser, served] = await Promise.all([launchChromium(), buildAndServe(fixtureConfig('mdx'), '/gadgets/')]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), served?.close()]);
});

const url = (path: string): string => new URL(path, served.url).href;

/** The selected tab's text of each tabs on the page, in order. */
function selectedTabs(page: Page): Promise<string[]> {
  return page.locator('.sg-tabs [role="tab"][aria-selected="true"]').allTextContents();
}

/** The visible panels' text of the tabs at `index` (a code block's code, not its copy button). */
async function visiblePanels(page: Page, index: number): Promise<string[]> {
  const panels = page.locator('.sg-tabs').nth(index).locator(':scope > [role="tabpanel"]');
  const texts: string[] = [];
  for (const panel of await panels.all()) {
    if (!(await panel.isVisible())) continue;
    const code = panel.locator('pre');
    texts.push(((await code.count()) > 0 ? await code.innerText() : await panel.innerText()).trim());
  }
  return texts;
}

async function mountedTabs(path: string): Promise<Page> {
  const page = await openPage({ browser, url: url(path), island: 'tabs' });
  // every tabs island on the page, not only the first
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sg-island="tabs"]')].every((tabs) => tabs.hasAttribute('data-sg-mounted')),
  );
  return page;
}

describe('tabs of an MDX page', () => {
  it('hydrate as an island: a click shows the tab’s panel alone', async () => {
    const page = await mountedTabs('docs/usage');
    expect(await visiblePanels(page, 1)).toEqual(['Typed gadgets, with tsc.']);
    await page.getByRole('tab', { name: 'JavaScript' }).click();
    expect(await visiblePanels(page, 1)).toEqual(['Plain gadgets.']);
    expect(await page.getByRole('tab', { name: 'JavaScript' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'TypeScript' }).getAttribute('tabindex')).toBe('-1');
  });

  it('move with the arrow keys, Home and End, wrapping round, focus and selection together', async () => {
    const page = await mountedTabs('docs/usage');
    const tabs = page.locator('.sg-tabs').first().getByRole('tab');
    await tabs.first().focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowRight');
    expect([await focused(), await visiblePanels(page, 0)]).toEqual(['pnpm', ['pnpm gadget']]);
    await page.keyboard.press('End');
    expect([await focused(), await visiblePanels(page, 0)]).toEqual(['Yarn', ['yarn gadget']]);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('npm');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('Yarn');
    await page.keyboard.press('Home');
    expect([await focused(), await visiblePanels(page, 0)]).toEqual(['npm', ['npm run gadget']]);
    // Tab leaves the tab list for the panel
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
  });

  it('of one groupId follow each other on the page, and not the tabs of another group', async () => {
    const page = await mountedTabs('docs/install');
    expect(await selectedTabs(page)).toEqual(['npm', 'npm']);
    await page.locator('.sg-tabs').first().getByRole('tab', { name: 'Yarn' }).click();
    expect(await selectedTabs(page)).toEqual(['Yarn', 'Yarn']);
    expect(await visiblePanels(page, 1)).toEqual(['yarn upgrade gadgets']);
  });

  it('remember the choice for the next page, where it shows before the main script runs', async () => {
    const page = await mountedTabs('docs/install');
    await page.locator('.sg-tabs').first().getByRole('tab', { name: 'pnpm' }).click();
    expect(await page.evaluate(() => localStorage.getItem('sitegen:tabs-package-manager'))).toBe('pnpm');
    // the main script never runs: what shows is the inline script's doing, before paint
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(url('docs/usage'));
    expect(await selectedTabs(page)).toEqual(['pnpm', 'TypeScript']);
    expect(await visiblePanels(page, 0)).toEqual(['pnpm gadget']);
    await page.unroute('**/assets/*.js');
    // and with it, once mounted
    await page.goto(url('docs/usage'));
    await page.waitForSelector('[data-sg-island="tabs"][data-sg-mounted]');
    expect(await selectedTabs(page)).toEqual(['pnpm', 'TypeScript']);
  });

  it('keep the choice and their styles across a client-side navigation', async () => {
    const page = await mountedTabs('docs/install');
    await page.locator('.sg-tabs').first().getByRole('tab', { name: 'Yarn' }).click();
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Using Gadgets' }).click();
    await page.waitForURL(/docs\/usage$/);
    await page.waitForFunction(() => document.querySelector('.sg-tabs [aria-selected="true"]')?.textContent === 'Yarn');
    expect(await visiblePanels(page, 0)).toEqual(['yarn gadget']);
    expect(await visiblePanels(page, 1)).toEqual(['Typed gadgets, with tsc.']);
  });

  it('follow a choice made in another window of the site', async () => {
    const first = await mountedTabs('docs/install');
    const second = await first.context().newPage();
    await second.goto(url('docs/usage'));
    await second.waitForSelector('[data-sg-island="tabs"][data-sg-mounted]');
    await second.waitForLoadState('networkidle');
    await first.locator('.sg-tabs').first().getByRole('tab', { name: 'Yarn' }).click();
    await second.waitForFunction(() => document.querySelector('.sg-tabs [aria-selected="true"]')?.textContent === 'Yarn');
  });

  it('show every panel, each under its label, without JavaScript', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(url('docs/install'));
    expect(await page.locator('.sg-tabs').first().getByRole('tablist').isVisible()).toBe(false);
    expect(await visiblePanels(page, 0)).toEqual(['npm install gadgets', 'pnpm add gadgets', 'yarn add gadgets']);
    expect(await page.locator('.sg-tabs').first().locator('.sg-tabs__label').allInnerTexts()).toEqual(['npm', 'pnpm', 'Yarn']);
  });

  it('have no serious accessibility violation', async () => {
    const page = await mountedTabs('docs/install');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('a Markdown code group', () => {
  it('switches its code blocks by their titles', async () => {
    const page = await mountedTabs('docs/code-group');
    expect(await visiblePanels(page, 0)).toEqual(['export default { size: 3 };']);
    await page.getByRole('tab', { name: 'gadgets.json' }).click();
    expect(await visiblePanels(page, 0)).toEqual(['{ "size": 3 }']);
    // the title bar is the tab: not shown twice
    expect(await page.locator('.sg-tabs .sg-code__title').first().isVisible()).toBe(false);
  });
});

describe("a site’s component marked 'use client' on an MDX page", () => {
  it('shows its server rendering, then hydrates in place and runs', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url('docs/usage'));
    const counter = page.locator('.gadget-counter');
    expect(await counter.textContent()).toBe('Gadgets: 3');
    await page.waitForSelector('[data-sg-island^="mdx-"][data-sg-mounted]');
    // mounted: its chunk is on its way; hydrated once it has run
    await page.waitForLoadState('networkidle');
    await counter.click();
    await counter.click();
    await page.waitForFunction(() => document.querySelector('.gadget-counter')?.textContent === 'Gadgets: 5');
    // hydrated over the server's button, not rendered beside it
    expect(await counter.count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('costs nothing on a page without it: its chunk is not loaded', async () => {
    const page = await mountedTabs('docs/install');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(scripts.some((name) => /\/assets\/mdx-[0-9a-f]+-/.test(name))).toBe(false);
    expect(scripts.some((name) => /\/assets\/tabs-/.test(name))).toBe(true);
  });
});
