/**
 * The theme on sites built by the pipeline: the theme-navbar fixture (every navbar item
 * type, dropdowns, announcement bar, versions, hide-on-scroll, system colour mode respected)
 * and the gSwap site (dark by default, system not respected; sidebar animation, mobile menu,
 * back-to-top, crash view, base-path banner, keyboard focus, axe); navbar configuration errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { build } from '../../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../../packages/sitegen/src/logger/memoryLogger.js';
import type { ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { buildAndServe } from '../helpers/buildAndServe.js';
import { fixtureConfig, gswapConfigFile, sitegenErrorOf, tempDir } from '../helpers/fixtures.js';
import { launchChromium, openPage, seriousAxeViolations } from './themeBrowser.js';

let browser: Browser;
let fixture: ServedSite;
let gswap: ServedSite;

beforeAll(async () => {
  [fixture, gswap, browser] = await Promise.all([
    buildAndServe(fixtureConfig('theme-navbar'), '/theme/'),
    buildAndServe(gswapConfigFile, '/gswap-sdk/'),
    launchChromium(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await fixture?.close();
  await gswap?.close();
});

function open(site: ServedSite, sitePath: string, context?: BrowserContextOptions): Promise<Page> {
  return openPage({ browser, url: new URL(sitePath, site.url).href, island: 'navbar', context });
}

describe('theme-navbar fixture', () => {
  it('shows every navbar item type', async () => {
    const page = await open(fixture, 'docs/intro');
    const left = page.locator('.sg-navbar__items--left');
    expect(
      await left.locator('a.sg-navbar__link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])),
    ).toEqual([
      ['Docs', '/theme/docs/intro'],
      ['Setup', '/theme/docs/guide/setup'],
    ]);
    expect(await left.locator('a.sg-navbar__link', { hasText: 'Docs' }).getAttribute('aria-current')).toBe('page');
    const right = page.locator('.sg-navbar__items--right');
    expect(await right.locator('.fixture-badge').textContent()).toBe('beta');
    expect(await right.locator('.sg-dropdown__toggle').allTextContents()).toEqual(['English', 'Next']);
    expect(await right.locator('a.sg-navbar__link', { hasText: 'Docs version' }).getAttribute('href')).toBe('/theme/docs');
    const github = right.locator('a', { hasText: 'GitHub' });
    expect(await github.getAttribute('target')).toBe('_blank');
    expect(await github.getAttribute('rel')).toBe('noopener noreferrer');
    await page.context().close();
  });

  it('opens the dropdown with its links and raw html, and follows a doc entry', async () => {
    const page = await open(fixture, 'docs/intro');
    await page.getByRole('button', { name: 'More' }).hover();
    const menu = page.locator('.sg-navbar__items--left .sg-dropdown__menu');
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.locator('.fixture-divider').textContent()).toBe('Elsewhere');
    await menu.getByRole('link', { name: 'Setup guide' }).click();
    await page.waitForURL('**/theme/docs/guide/setup');
    expect(await page.getByRole('button', { name: 'More' }).getAttribute('class')).toContain('is-active');
    await page.context().close();
  });

  it('opens the dropdown on Enter and closes it on a click outside and when the focus moves on', async () => {
    const page = await open(fixture, 'docs/intro');
    const toggle = page.getByRole('button', { name: 'More' });
    const expanded = () => toggle.getAttribute('aria-expanded');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await expanded()).toBe('true');
    const entry = page.locator('.sg-navbar').getByRole('link', { name: 'Setup guide' });
    expect(await entry.isVisible()).toBe(true);
    await page.mouse.click(640, 600);
    expect(await expanded()).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // into its own menu: still open
    expect(await expanded()).toBe('true');
    await page.locator('.sg-navbar .sg-navbar__brand').focus();
    expect(await expanded()).toBe('false');
    expect(await entry.isVisible()).toBe(false);
    await page.context().close();
  });

  it('remembers the chosen docs version for the docs plugin', async () => {
    const page = await open(fixture, 'docs/intro');
    const versions = page.locator('[data-sg-island="version-dropdown"]');
    await versions.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/theme/docs');
    expect(await page.evaluate(() => localStorage.getItem('sitegen:docs-preferred-version-default'))).toBe('current');
    await page.context().close();
  });

  it('keeps a closed announcement bar closed after reload, without a flash', async () => {
    const page = await open(fixture, 'docs/intro');
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.textContent()).toContain('Fixture announcement.');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    expect(await bar.isVisible()).toBe(false);
    // with scripts blocked after the inline one, the bar must already be hidden by the pre-paint script
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(new URL('docs/guide/setup', fixture.url).href);
    expect(await bar.isVisible()).toBe(false);
    await page.context().close();
  });

  it('cycles system → light → dark → system, following the system preference', async () => {
    const page = await open(fixture, 'docs/intro', { colorScheme: 'dark' });
    const state = () => page.evaluate(() => `${document.documentElement.dataset.themeChoice}/${document.documentElement.dataset.theme}`);
    expect(await state()).toBe('system/dark');
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.locator('.sg-color-mode').click();
      seen.push(await state());
    }
    expect(seen).toEqual(['light/light', 'dark/dark', 'system/dark']);
    await page.context().close();
  });

  it('hides the navbar on scroll down at 800 px, and opens the mobile menu with the doc sidebar', async () => {
    const page = await open(fixture, 'docs/guide/setup', { viewport: { width: 800, height: 700 }, reducedMotion: 'reduce' });
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => document.querySelector('.sg-navbar')?.classList.contains('is-hidden'));
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => !document.querySelector('.sg-navbar')?.classList.contains('is-hidden'));
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    expect(await menu.getByRole('link', { name: 'Introduction' }).isVisible()).toBe(true);
    await menu.getByRole('button', { name: 'Back to main menu' }).click();
    expect(await menu.getByRole('link', { name: 'Setup', exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await page.context().close();
  });

  it('copies a code block and highlights the TOC entry in view', async () => {
    const page = await open(fixture, 'docs/guide/setup', { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.locator('.sg-code').hover();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("import { setup } from 'fixture';");
    await page.evaluate(() => document.getElementById('check')?.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.sg-toc__link.is-active')?.textContent === 'Check');
    await page.context().close();
  });
});

describe('navbar configuration errors', () => {
  it('lists the available version names for a missing one', async () => {
    const error = await sitegenErrorOf(
      build({ configFile: fixtureConfig('theme-unknown-version'), outDir: await tempDir(), logger: createMemoryLogger() }),
    );
    expect(error.code).toBe('navbar/unknown-version');
    expect(error.message).toBe("navbar.items[0]: the docs version '2.0' does not exist.");
    expect(error.hint).toBe("The available version names are: 'current'.");
  });

  it('suggests the doc id meant', async () => {
    const error = await sitegenErrorOf(
      build({ configFile: fixtureConfig('theme-unknown-doc'), outDir: await tempDir(), logger: createMemoryLogger() }),
    );
    expect(error.code).toBe('navbar/unknown-doc');
    expect(error.hint).toBe("Did you mean 'guide/install'?");
  });

  it('rejects an unknown item type, naming the item and the valid types', async () => {
    const error = await sitegenErrorOf(
      build({ configFile: fixtureConfig('theme-unknown-navbar-type'), outDir: await tempDir(), logger: createMemoryLogger() }),
    );
    expect(error.details.join('\n')).toContain(
      'navbar.items[1].type: expected one of "default", "dropdown", "localeDropdown", "search", "html", "doc", "docSidebar", "docsVersion", "docsVersionDropdown", found the string "carousel"',
    );
  });
});

describe('gSwap site', () => {
  it('starts dark and toggles light ⇄ dark (system preference not respected)', async () => {
    const page = await open(gswap, 'docs/intro', { colorScheme: 'light' });
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect(await theme()).toBe('dark');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await theme()).toBe('light');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await theme()).toBe('dark');
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)('has no serious or critical axe violations in %s mode', async (mode) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((stored) => localStorage.setItem('sitegen:color-mode', stored), mode);
    const page = await context.newPage();
    const found: string[] = [];
    for (const sitePath of ['', 'docs/getting-started', 'docs/api/classes/GSwap', 'docs/category/tutorial', 'no-such-page']) {
      await page.goto(new URL(sitePath, gswap.url).href);
      await page.waitForSelector('[data-sg-island="navbar"][data-sg-mounted]');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      found.push(...(await seriousAxeViolations(page)).map((line) => `${sitePath}: ${line}`));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'marks where the keyboard focus is, from the skip link through navbar, sidebar and content, in %s mode',
    async (mode) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((stored) => localStorage.setItem('sitegen:color-mode', stored), mode);
      const page = await context.newPage();
      await page.goto(new URL('docs/tutorial-basics/quoting', gswap.url).href);
      await page.waitForSelector('[data-sg-island="navbar"][data-sg-mounted]');
      const unmarked: string[] = [];
      const reached = new Set<string>();
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement ?? document.body;
          const style = getComputedStyle(element);
          const marked = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
          return {
            marked,
            region: element.closest('nav, main, header')?.className ?? '',
            what: `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`,
          };
        });
        reached.add(focused.region.split(' ')[0] ?? '');
        if (!focused.marked) unmarked.push(focused.what);
      }
      expect(unmarked).toEqual([]);
      expect([...reached]).toEqual(expect.arrayContaining(['sg-navbar__inner', 'sg-sidebar__nav', 'sg-doc-main']));
      await context.close();
    },
  );

  it('animates a sidebar category for a time that grows with its height, and for 1 ms under reduced motion', async () => {
    const transitionOf = async (category: string, reducedMotion: 'reduce' | 'no-preference'): Promise<string | null> => {
      const page = await open(gswap, 'docs/intro', { reducedMotion });
      const row = page.locator(`.sg-sidebar [data-sg-key="tutorialSidebar/${category}"]`);
      // the inline transition lasts only as long as the animation: record it as it is set
      await row.locator(':scope > .sg-sidebar__list').evaluate((list: HTMLElement) => {
        new MutationObserver(() => {
          if (list.style.transition) list.setAttribute('data-seen-transition', list.style.transition);
        }).observe(list, { attributes: true, attributeFilter: ['style'] });
      });
      await row.getByRole('button').click();
      const seen = await row.locator(':scope > .sg-sidebar__list[data-seen-transition]').getAttribute('data-seen-transition');
      await page.context().close();
      return seen;
    };
    expect(await transitionOf('Tutorial', 'reduce')).toBe('height 1ms ease-in-out');
    const ms = async (category: string) =>
      Number(/^height (\d+)ms ease-in-out$/.exec((await transitionOf(category, 'no-preference')) ?? '')?.[1]);
    // Tutorial lists five guides, Misc two
    const [tall, short] = [await ms('Tutorial'), await ms('Misc')];
    expect(short).toBeGreaterThan(1);
    expect(tall).toBeGreaterThan(short);
  });

  it('opens the mobile menu at 800 px: doc sidebar first, body scroll locked, focus kept inside and given back', async () => {
    const page = await open(gswap, 'docs/tutorial-basics/quoting', { viewport: { width: 800, height: 900 } });
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    expect(await menu.getByRole('link', { name: 'Quoting' }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await menu.getByRole('button', { name: 'Back to main menu' }).click();
    expect(await menu.getByRole('link', { name: 'API Reference' }).isVisible()).toBe(true);
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('sg-mobile-menu')?.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await expect.poll(() => toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.context().close();
  });

  it('offers back-to-top once a long guide is scrolled, which returns to the top', async () => {
    const page = await open(gswap, 'docs/tutorial-basics/quoting', { reducedMotion: 'reduce' });
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    expect(await button.isVisible()).toBe(false);
    await page.mouse.wheel(0, 2000);
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it("shows 'This page crashed.' with the error chain when a widget fails, and 'Try again' starts it afresh", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // the sidebar's settings damaged on the way, as a broken deploy might
    await page.route(new URL('docs/intro', gswap.url).href, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        'data-sg-props="{&quot;id&quot;:&quot;tutorialSidebar&quot;}"',
        'data-sg-props="{&quot;id&quot;:"',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(new URL('docs/intro', gswap.url).href);
    const crash = page.locator('.sg-sidebar').getByRole('alert');
    await crash.getByRole('button', { name: 'Try again' }).waitFor();
    const messages = await crash.locator('li').allTextContents();
    expect(await crash.locator('p').first().textContent()).toBe('This page crashed.');
    expect(messages[0]).toBe("The 'sidebar' widget failed to start.");
    expect(messages[1]).toBe("The 'sidebar' widget could not read its settings (data-sg-props).");
    expect(messages[2]).toMatch(/JSON/);
    await page.locator('.sg-sidebar nav').evaluate((nav) => nav.setAttribute('data-sg-props', '{"id":"tutorialSidebar"}'));
    await crash.getByRole('button', { name: 'Try again' }).click();
    expect(await crash.count()).toBe(0);
    await page.locator('.sg-sidebar').getByRole('button', { name: "Expand sidebar category 'Misc'" }).click();
    await page.locator('.sg-sidebar').getByRole('link', { name: 'Error Handling' }).waitFor();
    await context.close();
  });

  it('shows the wrong-base-path banner when the site is served under another path, even without its CSS and JS', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const page404 = new URL('/elsewhere/docs/intro', gswap.url).href;
    const real = await (await fetch(new URL('docs/intro', gswap.url))).text();
    await page.route(page404, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: real }));
    await page.route(/\.(css|js)$/, (route) => route.abort());
    await page.goto(page404);
    const banner = page.getByRole('alert').filter({ hasText: 'did not load properly' });
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('/gswap-sdk/');
    await context.close();
  });

  it('shows the not-found page with a way home, in the stored colour mode', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('sitegen:color-mode', 'light'));
    const page = await context.newPage();
    const response = await page.goto(new URL('no-such-page', gswap.url).href);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/gswap-sdk/');
    await context.close();
  });
});
