/**
 * The client router in Chromium on a built site (tests/fixtures/router-basic, under
 * /router-base/): route changes without a full load (a marker on `window` survives),
 * what the swap updates, back/forward with scroll restoration, hash targets, the delayed
 * progress bar, a failed preload or page load ending in a full load, a page with scripts
 * of its own loaded the ordinary way, links left to the browser,
 * islands after a swap, and a lazy part (the search modal) that fails, shows 'Retry' and
 * recovers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { buildAndServe } from '../helpers/buildAndServe.js';
import { fixtureConfig } from '../helpers/fixtures.js';
import { launchChromium } from './themeBrowser.js';

let browser: Browser;
let site: ServedSite;
let contexts: BrowserContext[] = [];

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(fixtureConfig('router-basic'), '/router-base/'), launchChromium()]);
});

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface OpenedPage {
  page: Page;
  /** URLs of the page chunks the router fetched (not documents the browser loaded) */
  chunkRequests: string[];
  errors: string[];
}

const url = (sitePath: string): string => new URL(sitePath, site.url).href;

/** Opens a page, waits for its scripts, and sets the marker a full page load would lose. */
async function openPage(sitePath: string, viewport = { width: 1280, height: 800 }): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  const chunkRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && !request.url().includes('/pagefind/')) chunkRequests.push(request.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url(sitePath));
  await page.waitForSelector('[data-sg-island="navbar"][data-sg-mounted]');
  await page.evaluate(() => Object.assign(window, { sgMarker: 'still here' }));
  return { page, chunkRequests, errors };
}

const marker = (page: Page): Promise<unknown> => page.evaluate(() => (window as unknown as { sgMarker?: string }).sgMarker);
const heading = (page: Page): Promise<string | null> => page.locator('main h1').textContent();
const sidebarCurrent = (page: Page): Promise<string | null> => page.locator('.sg-sidebar [aria-current="page"]').textContent();

async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.locator('main h1', { hasText: text }).waitFor();
}

/** Holds back the router's fetch of one page by `delayMs`; documents pass at once. */
async function delayChunk(page: Page, sitePath: string, delayMs: number): Promise<void> {
  await page.route(url(sitePath), async (route: Route) => {
    if (route.request().resourceType() === 'fetch') await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

describe('client router', () => {
  it('changes route on a plain click without a full page load, updating content, title, meta, sidebar, TOC and navbar', async () => {
    const { page, chunkRequests, errors } = await openPage('/router-base/docs/guides/intro');
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Long page' }).click();
    await waitForHeading(page, 'Long page');
    expect(page.url()).toBe(url('/router-base/docs/guides/long'));
    expect(await marker(page)).toBe('still here');
    expect(chunkRequests).toContain(url('/router-base/docs/guides/long'));
    expect(await page.title()).toBe('Long page | Router fixture');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('A page long enough to scroll.');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://example.com/router-base/docs/guides/long');
    expect(await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href')).toBe('/router-base/docs/guides/long.md');
    expect(await sidebarCurrent(page)).toBe('Long page');
    expect(await page.locator('.sg-toc a').first().textContent()).toBe('Section 1');
    expect(await page.locator('.sg-breadcrumbs [aria-current="page"]').textContent()).toBe('Long page');
    // focus moves to the new content and the title is announced
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sg-main');
    expect(await page.locator('[aria-live="polite"]').last().textContent()).toBe('Long page | Router fixture');

    // another sidebar: the sidebar is replaced and the navbar's active item follows
    await page.locator('main .sg-pagination a', { hasText: 'Second guide' }).click();
    await waitForHeading(page, 'Second guide');
    await page.locator('main').getByRole('link', { name: 'the introduction' }).click();
    await waitForHeading(page, 'Introduction');
    await page.locator('main').getByRole('link', { name: 'the reference' }).click();
    await waitForHeading(page, 'Alpha reference');
    expect(await sidebarCurrent(page)).toBe('Alpha reference');
    expect(await page.locator('.sg-sidebar a').allTextContents()).toEqual(['Alpha reference', 'Beta reference']);
    expect(await page.locator('.sg-navbar [aria-current="page"]').textContent()).toBe('Reference');
    expect(await page.locator('.sg-navbar .is-active').count()).toBe(1);
    expect(await marker(page)).toBe('still here');
    expect(errors).toEqual([]);
  });

  it('goes back and forward between swapped pages and restores their scroll positions', async () => {
    const { page, errors } = await openPage('/router-base/docs/guides/long');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' }).click();
    await waitForHeading(page, 'Second guide');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await waitForHeading(page, 'Long page');
    expect(page.url()).toBe(url('/router-base/docs/guides/long'));
    await page.waitForFunction(() => window.scrollY === 1500);
    expect(await sidebarCurrent(page)).toBe('Long page');

    await page.goForward();
    await waitForHeading(page, 'Second guide');
    expect(page.url()).toBe(url('/router-base/docs/guides/second'));
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await marker(page)).toBe('still here');
    expect(errors).toEqual([]);
  });

  it('scrolls to the #hash target of another page, and leaves same-page #hash links to the browser', async () => {
    const { page, chunkRequests } = await openPage('/router-base/docs/guides/intro');
    await page.locator('main').getByRole('link', { name: 'a section of it' }).click();
    await waitForHeading(page, 'Long page');
    expect(page.url()).toBe(url('/router-base/docs/guides/long#section-7'));
    await page.waitForFunction(() => {
      const top = document.getElementById('section-7')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 150;
    });
    expect(await marker(page)).toBe('still here');

    const fetched = chunkRequests.length;
    // where the reader is when following the link (it is in view there, so the click does not scroll)
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForFunction(() => window.scrollY === 100);
    await page.locator('main').getByRole('link', { name: 'section 9', exact: true }).click();
    await page.waitForURL(url('/router-base/docs/guides/long#section-9'));
    await page.waitForFunction(() => {
      const top = document.getElementById('section-9')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 150;
    });
    expect(chunkRequests.length).toBe(fetched);
    // back to where the reader was before following the link
    await page.goBack();
    await page.waitForURL(url('/router-base/docs/guides/long#section-7'));
    await page.waitForFunction(() => window.scrollY === 100);
    expect(await marker(page)).toBe('still here');
  });

  it('shows the progress bar when the page takes 1 s to load, and hides it once the page is shown', async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    await delayChunk(page, '/router-base/docs/reference/beta', 1000);
    await page.locator('.sg-navbar').getByRole('link', { name: 'Reference' }).click();
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Beta reference' }).click();
    await page.locator('.sg-progress').waitFor({ state: 'attached' });
    await waitForHeading(page, 'Beta reference');
    await page.locator('.sg-progress').waitFor({ state: 'detached' });
    expect(await marker(page)).toBe('still here');
  });

  it('advances the progress bar while the page is still loading', async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(url('/router-base/docs/guides/second'), async (route) => {
      if (route.request().resourceType() === 'fetch') await released;
      await route.continue();
    });
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' }).click();
    const scale = () =>
      page.locator('.sg-progress').evaluate((bar) => Number(/scaleX\(([\d.]+)\)/.exec((bar as HTMLElement).style.transform)?.[1]));
    await page.locator('.sg-progress').waitFor({ state: 'attached' });
    const first = await scale();
    await page.waitForFunction((start) => {
      const bar = document.querySelector<HTMLElement>('.sg-progress');
      return Number(/scaleX\(([\d.]+)\)/.exec(bar?.style.transform ?? '')?.[1]) > start;
    }, first);
    expect(await scale()).toBeLessThan(1);
    release();
    await waitForHeading(page, 'Second guide');
    await page.locator('.sg-progress').waitFor({ state: 'detached' });
  });

  it('never shows the progress bar when the page takes 50 ms', async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    await page.evaluate(() => {
      new MutationObserver((records) => {
        if (
          records.some((record) => Array.from(record.addedNodes).some((node) => node instanceof Element && node.matches('.sg-progress')))
        ) {
          Object.assign(window, { sgProgressShown: true });
        }
      }).observe(document.body, { childList: true });
    });
    // answered in the page after 50 ms of the page's own clock, which the test moves: neither
    // Playwright's interception nor a busy machine can stretch it towards the 200 ms under test
    await page.evaluate(async (target) => {
      const html = await (await fetch(target)).text();
      window.fetch = () =>
        new Promise((resolve) => setTimeout(() => resolve(new Response(html, { headers: { 'content-type': 'text/html' } })), 50));
    }, url('/router-base/docs/guides/second'));
    await page.clock.install();
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' }).click();
    await page.clock.runFor(60);
    await waitForHeading(page, 'Second guide');
    // long past the delay: a bar still scheduled would show now
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => (window as unknown as { sgProgressShown?: boolean }).sgProgressShown ?? false)).toBe(false);
    expect(await marker(page)).toBe('still here');
  });

  it('loads the target the ordinary way when its page chunk request is aborted', async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    await page.route(url('/router-base/docs/guides/second'), (route) =>
      route.request().resourceType() === 'fetch' ? route.abort() : route.continue(),
    );
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' }).click();
    await page.waitForURL(url('/router-base/docs/guides/second'));
    await waitForHeading(page, 'Second guide');
    expect(await marker(page)).toBeUndefined();
  });

  it('loads the target the ordinary way when its page answers with an error status', async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    await page.route(url('/router-base/docs/guides/second'), (route) =>
      route.request().resourceType() === 'fetch' ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
    );
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' }).click();
    await page.waitForURL(url('/router-base/docs/guides/second'));
    await waitForHeading(page, 'Second guide');
    expect(await marker(page)).toBeUndefined();
  });

  it('stays on the page when a hover preload fails, and loads the target the ordinary way when it is followed', async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    await page.route(url('/router-base/docs/guides/second'), (route) =>
      route.request().resourceType() === 'fetch' ? route.abort() : route.continue(),
    );
    const failed = page.waitForEvent('requestfailed', (request) => request.url() === url('/router-base/docs/guides/second'));
    const link = page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' });
    await link.hover();
    await failed;
    expect(await heading(page)).toBe('Introduction');
    expect(await marker(page)).toBe('still here');
    await link.click();
    await page.waitForURL(url('/router-base/docs/guides/second'));
    await waitForHeading(page, 'Second guide');
    expect(await marker(page)).toBeUndefined();
  });

  it('loads a page whose content has its own script the ordinary way, so the script runs, and leaves it the same way', async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Live widget' }).click();
    await page.locator('#widget-output', { hasText: 'Started by its own script.' }).waitFor();
    expect(await marker(page)).toBeUndefined();
    await page.waitForSelector('[data-sg-island="navbar"][data-sg-mounted]');
    await page.evaluate(() => Object.assign(window, { sgMarker: 'on the widget page' }));
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' }).click();
    await waitForHeading(page, 'Second guide');
    expect(await marker(page)).toBeUndefined();
  });

  it('commits only the latest of two navigations', async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    await delayChunk(page, '/router-base/docs/guides/second', 800);
    const slowLoaded = page.waitForEvent('requestfinished', (request) => request.url() === url('/router-base/docs/guides/second'));
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' }).click();
    await page.locator('.sg-navbar').getByRole('link', { name: 'Reference' }).click();
    await waitForHeading(page, 'Alpha reference');
    await slowLoaded;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await heading(page)).toBe('Alpha reference');
    expect(page.url()).toBe(url('/router-base/docs/reference/alpha'));
  });

  it('leaves modifier clicks, new-tab and external links to the browser', async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    const context = page.context();
    const link = page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' });
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await opened?.waitForLoadState();
    expect(opened?.url()).toBe(url('/router-base/docs/guides/second'));
    expect(await heading(page)).toBe('Introduction');
    expect(page.url()).toBe(url('/router-base/docs/guides/intro'));

    const [shifted] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Shift'] })]);
    await shifted?.waitForLoadState();
    expect(await heading(page)).toBe('Introduction');

    const [middle] = await Promise.all([context.waitForEvent('page'), link.click({ button: 'middle' })]);
    await middle?.waitForLoadState();
    expect(middle?.url()).toBe(url('/router-base/docs/guides/second'));
    expect(await heading(page)).toBe('Introduction');

    const github = page.locator('.sg-navbar').getByRole('link', { name: /GitHub/ });
    expect(await github.getAttribute('target')).toBe('_blank');
    expect(await marker(page)).toBe('still here');
  });

  it('preloads a page when its link is hovered, and then shows it from the cache', async () => {
    const { page, chunkRequests } = await openPage('/router-base/docs/guides/intro');
    const link = page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' });
    await link.hover();
    await expect.poll(() => chunkRequests.includes(url('/router-base/docs/guides/second'))).toBe(true);
    await link.click();
    await waitForHeading(page, 'Second guide');
    expect(chunkRequests.filter((request) => request === url('/router-base/docs/guides/second'))).toHaveLength(1);
  });

  it('preloads a page when its link gets the keyboard focus or a touch', async () => {
    const { page, chunkRequests } = await openPage('/router-base/docs/guides/intro');
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' }).focus();
    await expect.poll(() => chunkRequests.includes(url('/router-base/docs/guides/second'))).toBe(true);
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Long page' }).dispatchEvent('touchstart');
    await expect.poll(() => chunkRequests.includes(url('/router-base/docs/guides/long'))).toBe(true);
    expect(await heading(page)).toBe('Introduction');
  });

  it('mounts the islands of the new page: code copy buttons and sidebar categories work after a swap', async () => {
    const { page, errors } = await openPage('/router-base/docs/guides/second');
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Introduction' }).click();
    await waitForHeading(page, 'Introduction');
    const copy = page.locator('main .sg-code').first().getByRole('button', { name: /copy/i });
    await copy.waitFor();
    const toggle = page.locator('.sg-sidebar').getByRole('button', { name: "Expand sidebar category 'More guides'" });
    await toggle.click();
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Deep guide' }).click();
    await waitForHeading(page, 'Deep guide');
    expect(await sidebarCurrent(page)).toBe('Deep guide');
    expect(await marker(page)).toBe('still here');
    expect(errors).toEqual([]);
  });

  it('restores the scroll position on reload', async () => {
    const { page } = await openPage('/router-base/docs/guides/long');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY === 1200);
    await page.reload();
    await page.waitForSelector('[data-sg-island="navbar"][data-sg-mounted]');
    await page.waitForFunction(() => window.scrollY === 1200);
  });

  it('follows a link of the mobile menu: the menu closes and the page swaps', async () => {
    const { page, errors } = await openPage('/router-base/docs/guides/intro', { width: 800, height: 700 });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.getByRole('link', { name: 'Second guide' }).click();
    await waitForHeading(page, 'Second guide');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.classList.contains('sg-scroll-locked'))).toBe(false);
    expect(await marker(page)).toBe('still here');
    // the menu shows the new page's sidebar next time
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    expect(await menu.locator('[aria-current="page"]').allTextContents()).toContain('Second guide');
    expect(errors).toEqual([]);
  });

  it('works without JavaScript: links are plain links', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(url('/router-base/docs/guides/intro'));
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Second guide' }).click();
    await page.waitForURL(url('/router-base/docs/guides/second'));
    expect(await heading(page)).toBe('Second guide');
  });
});

describe('a lazily loaded part', () => {
  const modalChunk = /\/assets\/SearchModal-[^/]+\.js$/;

  /**
   * Opens search with the modal's chunk held back and the page's clock stopped, so the
   * test, not the machine's load, decides how long the chunk takes. Returns what lets the
   * chunk through.
   */
  async function openWithHeldChunk(page: Page): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(modalChunk, async (route) => {
      await released;
      await route.continue();
    });
    await page.evaluate(() => {
      new MutationObserver(() => {
        // before the modal (its combobox) is there; the modal's own index load may show it later
        const loading = document.body.textContent?.includes('Loading search…') === true;
        if (loading && document.querySelector('[role="combobox"]') === null) Object.assign(window, { sgLoadingShown: true });
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // time stands still until the test moves it: on a busy machine, time that flowed by
    // itself showed the indicator before the test looked (a flaky failure)
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.getByRole('button', { name: 'Search docs' }).click();
    await page.getByRole('dialog', { name: 'Search' }).getByRole('status').waitFor({ state: 'attached' });
    return release;
  }

  const loadingShown = (page: Page): Promise<boolean> =>
    page.evaluate(() => (window as unknown as { sgLoadingShown?: boolean }).sgLoadingShown ?? false);

  it('shows its loading indicator once the load takes longer than the delay (200 ms)', async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    const release = await openWithHeldChunk(page);
    const dialog = page.getByRole('dialog', { name: 'Search' });
    // the indicator's timer starts after the dialog's first paint, a frame or so after the click
    await page.clock.runFor(150);
    expect(await loadingShown(page)).toBe(false);
    await page.clock.runFor(100);
    await dialog.getByText('Loading search…').waitFor();
    release();
    await dialog.getByRole('combobox', { name: 'Search docs' }).waitFor();
    expect(await dialog.getByText('Loading search…').count()).toBe(0);
  });

  it('never shows its loading indicator when it loads within the delay', async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    const release = await openWithHeldChunk(page);
    await page.clock.runFor(100);
    release();
    await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search docs' }).waitFor();
    expect(await loadingShown(page)).toBe(false);
  });

  it("shows the error and 'Retry' when the search UI fails to load, and recovers when retried", async () => {
    const { page } = await openPage('/router-base/docs/guides/intro');
    let failing = true;
    await page.route(modalChunk, (route) => (failing ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Search docs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const retry = dialog.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await dialog.getByRole('alert').textContent()).toMatch(/^Search could not be loaded: .+Retry$/);
    failing = false;
    await retry.click();
    await dialog.getByRole('combobox', { name: 'Search docs' }).waitFor();
    expect(await retry.count()).toBe(0);
  });
});
