/**
 * The theme's widgets in Chromium, on pages rendered by the theme from view models (no
 * build pipeline): colour mode, dropdowns, mobile menu, sidebar, TOC, back to top, copy,
 * announcement bar, versions, hide-on-scroll, crash view, base-path banner, accessibility.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { renderSidebarFragment, type PageView, type SiteView } from '../../packages/theme/src/index.js';
import { homeHtml, sampleDocPage, samplePages, sampleSite } from '../../packages/theme/src/test/sampleViews.js';
import { serveThemePages, type HarnessSite } from './themeHarness.js';
import { launchChromium, openPage, seriousAxeViolations } from './themeBrowser.js';

const filler = Array.from(
  { length: 30 },
  (_, i) => `<p>Paragraph ${i + 1} about pools, ticks and fees, long enough to make the page scroll.</p>`,
).join('');
const longDoc = sampleDocPage({ html: sampleDocPage().html.replace('<h2 id="next-steps">', `${filler}<h2 id="next-steps">`) + filler });

const navbarItemError =
  'This navbar item could not be shown (a link needs `to` or `href`). Check navbar.items[7] in the navbar configuration.';

const richSite: SiteView = sampleSite({
  announcementBar: {
    id: 'release-2',
    content: 'Version 2 is out. <a href="/docs-site/docs/intro">Read more</a>',
    backgroundColor: '#3f3cbb',
    textColor: '#ffffff',
    isCloseable: true,
  },
  versions: [
    { name: 'current', label: 'Next', isCurrent: true, href: '/docs-site/docs/intro' },
    { name: '1.0', label: '1.0', isCurrent: false, href: '/docs-site/docs/1.0/intro' },
  ],
});
richSite.navbar = {
  ...richSite.navbar,
  hideOnScroll: true,
  items: [
    ...richSite.navbar.items,
    { type: 'html', position: 'right', html: '<span class="beta-badge">beta</span>' },
    {
      type: 'localeDropdown',
      position: 'right',
      label: 'English',
      items: [{ label: 'English', href: '/docs-site/', isExternal: false, isActive: true }],
    },
    {
      type: 'docsVersionDropdown',
      position: 'right',
      label: 'Next',
      pluginId: 'default',
      items: [
        { label: 'Next', href: '/docs-site/docs/intro', isExternal: false, isActive: true, versionName: 'current' },
        { label: '1.0', href: '/docs-site/docs/1.0/intro', isExternal: false, isActive: false, versionName: '1.0' },
      ],
    },
    { type: 'error', position: 'left', message: navbarItemError, itemJson: '{"label":"Nowhere"}' },
  ],
};

const crashPage: PageView = {
  kind: 'react',
  href: '/docs-site/crash/',
  title: 'Crash',
  html: '<h1>Crash</h1><div data-sg-island="code-copy" data-sg-props="{broken"></div><div data-sg-island="announcement-bar" data-sg-props="{}"></div>',
};

/** A large sidebar's page: its collapsed categories are empty, their items in the shared fragment. */
const fullSidebar = sampleDocPage().sidebar;
const lazySidebarPage = sampleDocPage({
  href: '/docs-site/docs/lazy-sidebar',
  sidebar: fullSidebar && {
    ...fullSidebar,
    fragmentHref: '/docs-site/assets/sidebar-docs.html',
    items: fullSidebar.items.map((item) => (item.type === 'category' && item.collapsed ? { ...item, items: [] } : item)),
  },
});

let browser: Browser;
let rich: HarnessSite;
let system: HarnessSite;

beforeAll(async () => {
  browser = await launchChromium();
  rich = await serveThemePages({
    site: richSite,
    pages: [longDoc, ...samplePages().slice(1), crashPage, sampleDocPage({ href: '/docs-site/docs/1.0/intro' }), lazySidebarPage],
    files: fullSidebar && { 'assets/sidebar-docs.html': renderSidebarFragment(fullSidebar) },
  });
  system = await serveThemePages({
    site: sampleSite({ colorMode: { defaultMode: 'system', disableSwitch: false, respectPrefersColorScheme: true } }),
    pages: samplePages(),
  });
});

afterAll(async () => {
  await browser?.close();
  await rich?.close();
  await system?.close();
});

function open(site: HarnessSite, path: string, context?: BrowserContextOptions): Promise<Page> {
  return openPage({ browser, url: `${site.url}${path}`, island: 'color-mode-switch', context });
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const switchLabel = (page: Page) => page.getAttribute('.sg-color-mode', 'aria-label');

describe('colour mode', () => {
  it('starts dark and toggles light ⇄ dark when the system preference is not respected, remembered across pages', async () => {
    const page = await open(rich, '/docs-site/docs/intro', { colorScheme: 'light' });
    expect(await theme(page)).toBe('dark');
    await page.click('.sg-color-mode');
    expect(await theme(page)).toBe('light');
    expect(await switchLabel(page)).toBe('Switch between dark and light mode (currently light mode)');
    expect(await page.evaluate(() => localStorage.getItem('sitegen:color-mode'))).toBe('light');
    await page.click('.sg-color-mode');
    expect(await theme(page)).toBe('dark');
    await page.click('.sg-color-mode');
    await page.goto(`${rich.url}/docs-site/404.html`);
    expect(await theme(page)).toBe('light');
    await page.context().close();
  });

  it('applies the stored choice before the first paint', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      localStorage.setItem('sitegen:color-mode', 'light');
      // what the page looks like when its first element is parsed: after the head's script, before any paint
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { themeAtBody: string | undefined }).themeAtBody = document.documentElement.dataset.theme;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${rich.url}/docs-site/docs/intro`);
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe('light');
    await context.close();
  });

  it('cycles system → light → dark → system when the system preference is respected', async () => {
    const page = await open(system, '/docs-site/docs/intro', { colorScheme: 'light' });
    expect(await page.evaluate(() => document.documentElement.dataset.themeChoice)).toBe('system');
    expect(await theme(page)).toBe('light');
    expect(await switchLabel(page)).toBe('Switch between dark and light mode (currently system mode)');
    const seen: (string | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      await page.click('.sg-color-mode');
      seen.push(await page.evaluate(() => `${document.documentElement.dataset.themeChoice}/${document.documentElement.dataset.theme}`));
    }
    expect(seen).toEqual(['light/light', 'dark/dark', 'system/light']);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.context().close();
  });

  it('picks the Shiki colours of the mode', async () => {
    const page = await open(rich, '/docs-site/docs/intro');
    const color = () => page.$eval('.shiki .line span', (span) => getComputedStyle(span).color);
    expect(await color()).toBe('rgb(179, 146, 240)');
    await page.click('.sg-color-mode');
    expect(await color()).toBe('rgb(111, 66, 193)');
    await page.context().close();
  });
});

describe('navbar dropdown', () => {
  const toggle = '.sg-navbar__items--left .sg-dropdown__toggle';
  const expanded = (page: Page) => page.getAttribute(toggle, 'aria-expanded');

  it('opens on hover and closes when the pointer leaves', async () => {
    const page = await open(rich, '/docs-site/docs/intro');
    await page.hover(toggle);
    expect(await expanded(page)).toBe('true');
    expect(await page.isVisible('text=Changelog')).toBe(true);
    await page.mouse.move(640, 600);
    expect(await expanded(page)).toBe('false');
    expect(await page.isVisible('text=Changelog')).toBe(false);
    await page.context().close();
  });

  it('works with the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const page = await open(rich, '/docs-site/docs/intro');
    await page.focus(toggle);
    await page.keyboard.press('Enter');
    expect(await expanded(page)).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Concepts');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Changelog');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Concepts');
    await page.keyboard.press('Escape');
    expect(await expanded(page)).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('sg-dropdown__toggle'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await expanded(page)).toBe('true');
    await page.context().close();
  });

  it('closes on a click outside and when focus leaves it', async () => {
    const page = await open(rich, '/docs-site/docs/intro');
    await page.focus(toggle);
    await page.keyboard.press('Space');
    expect(await expanded(page)).toBe('true');
    await page.mouse.click(640, 700);
    expect(await expanded(page)).toBe('false');
    await page.focus(toggle);
    await page.keyboard.press('Enter');
    await page.focus('.sg-navbar__brand');
    expect(await expanded(page)).toBe('false');
    await page.context().close();
  });

  it('opens on hover and keyboard focus without scripts too', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${rich.url}/docs-site/docs/intro`);
    expect(await page.isVisible('text=Changelog')).toBe(false);
    await page.hover(toggle);
    expect(await page.isVisible('text=Changelog')).toBe(true);
    await page.context().close();
  });
});

describe('navbar items', () => {
  it('shows raw html, the only locale and the docs versions, remembering the chosen version', async () => {
    const page = await open(rich, '/docs-site/docs/intro');
    expect(await page.textContent('.sg-navbar .beta-badge')).toBe('beta');
    expect(await page.textContent('.sg-navbar__items--right .sg-dropdown:has(a[href="/docs-site/"]) .sg-dropdown__toggle')).toBe('English');
    const versions = '[data-sg-island="version-dropdown"]';
    expect(await page.textContent(`${versions} .sg-dropdown__toggle`)).toBe('Next');
    await page.hover(`${versions} .sg-dropdown__toggle`);
    await page.click(`${versions} >> text=1.0`);
    await page.waitForURL('**/docs/1.0/intro');
    expect(await page.evaluate(() => localStorage.getItem('sitegen:docs-preferred-version-default'))).toBe('1.0');
    await page.context().close();
  });

  it('shows an item that failed to render as a message naming it, in the navbar and in the mobile menu', async () => {
    const page = await open(rich, '/docs-site/docs/intro');
    const inNavbar = page.locator('.sg-navbar__items').getByRole('alert');
    expect(await inNavbar.textContent()).toBe(navbarItemError);
    expect(await inNavbar.isVisible()).toBe(true);
    // a readable box in the bar, not a sliver squeezed beside the other items
    const box = await inNavbar.boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('button', { name: 'Back to main menu' }).click();
    const inMenu = page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('alert');
    expect(await inMenu.textContent()).toBe(navbarItemError);
    expect(await inMenu.isVisible()).toBe(true);
    await page.context().close();
  });

  it('hides while scrolling down and comes back on the way up (hideOnScroll)', async () => {
    const page = await open(rich, '/docs-site/docs/intro');
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => document.querySelector('.sg-navbar')?.classList.contains('is-hidden'));
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => !document.querySelector('.sg-navbar')?.classList.contains('is-hidden'));
    await page.context().close();
  });
});

describe('mobile menu (800 px wide)', () => {
  const narrow = { viewport: { width: 800, height: 900 } };

  it('opens the doc sidebar with a way back to the main menu, locks scrolling and traps focus', async () => {
    const page = await open(rich, '/docs-site/docs/intro', narrow);
    expect(await page.isVisible('.sg-navbar__items--left')).toBe(false);
    const toggle = '.sg-navbar__toggle';
    await page.click(toggle);
    expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await page.isVisible('#sg-mobile-menu .sg-sidebar__nav >> text=Introduction')).toBe(true);
    await page.click('text=Back to main menu');
    expect(await page.isVisible('#sg-mobile-menu .sg-mobile-menu__primary >> text=API Reference')).toBe(true);
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('sg-mobile-menu')?.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.isVisible('#sg-mobile-menu')).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('sg-navbar__toggle'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.context().close();
  });

  it('closes on the backdrop and on navigation', async () => {
    const page = await open(rich, '/docs-site/docs/intro', narrow);
    await page.click('.sg-navbar__toggle');
    await page.mouse.click(780, 450);
    expect(await page.isVisible('#sg-mobile-menu')).toBe(false);
    await page.click('.sg-navbar__toggle');
    await page.click('.sg-mobile-menu__secondary >> text=Fees');
    await page.waitForURL('**/docs/fees');
    await page.context().close();
  });

  it('shows one column: no desktop sidebar or TOC, and nothing wider than the screen', async () => {
    const page = await open(rich, '/docs-site/docs/intro', narrow);
    expect(await page.isVisible('.sg-sidebar')).toBe(false);
    expect(await page.isVisible('.sg-toc')).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await page.context().close();
  });
});

describe('doc sidebar', () => {
  const tutorial = '.sg-sidebar [data-sg-key="docs/Tutorial"]';

  it('expands a collapsed category and remembers it while browsing', async () => {
    const page = await open(rich, '/docs-site/docs/intro');
    expect(await page.isVisible(`${tutorial} >> text=Quoting`)).toBe(false);
    await page.click(`${tutorial} .sg-sidebar__toggle`);
    expect(await page.getAttribute(`${tutorial} .sg-sidebar__toggle`, 'aria-expanded')).toBe('true');
    await page.waitForSelector(`${tutorial} >> text=Quoting`, { state: 'visible' });
    await page.reload();
    expect(await page.isVisible(`${tutorial} >> text=Quoting`)).toBe(true);
    await page.click(`${tutorial} .sg-sidebar__toggle`);
    await page.waitForSelector(`${tutorial} >> text=Quoting`, { state: 'hidden' });
    await page.context().close();
  });

  it('animates for a time that depends on the height, and for 1 ms under reduced motion', async () => {
    const duration = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await open(rich, '/docs-site/docs/intro', { reducedMotion });
      // the inline transition lasts only as long as the animation: record it as it is set
      await page.$eval(`${tutorial} > .sg-sidebar__list`, (list) => {
        new MutationObserver(() => {
          if ((list as HTMLElement).style.transition) list.setAttribute('data-seen-transition', (list as HTMLElement).style.transition);
        }).observe(list, { attributes: true, attributeFilter: ['style'] });
      });
      await page.click(`${tutorial} .sg-sidebar__toggle`);
      const transition = await page
        .waitForSelector(`${tutorial} > .sg-sidebar__list[data-seen-transition]`)
        .then((list) => list.getAttribute('data-seen-transition'));
      await page.context().close();
      return transition;
    };
    expect(await duration('reduce')).toBe('height 1ms ease-in-out');
    expect(await duration('no-preference')).toMatch(/^height (\d{3})ms ease-in-out$/);
  });

  it("shows the error and 'Retry' when a category's items fail to load, and fills it when retried", async () => {
    const page = await open(rich, '/docs-site/docs/lazy-sidebar');
    let failing = true;
    await page.route('**/assets/sidebar-docs.html', (route) => (failing ? route.abort() : route.continue()));
    await page.click(`${tutorial} .sg-sidebar__toggle`);
    const alert = page.locator(tutorial).getByRole('alert');
    await alert.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await alert.textContent()).toMatch(/^The sidebar could not be loaded \(.+\)\. Retry$/);
    expect(await page.getAttribute(`${tutorial} .sg-sidebar__toggle`, 'aria-expanded')).toBe('false');
    // the mobile menu's copy of the sidebar starts clean, without a dead 'Retry'
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.getByRole('link', { name: 'Introduction' }).waitFor();
    expect(await menu.getByRole('alert').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector(`${tutorial} >> text=Quoting`, { state: 'visible' });
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });

  it('shows every category expanded without scripts', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${rich.url}/docs-site/docs/intro`);
    expect(await page.isVisible(`${tutorial} >> text=Quoting`)).toBe(true);
    await page.context().close();
  });
});

describe('reading aids', () => {
  it('highlights the TOC entry of the heading in view', async () => {
    const page = await open(rich, '/docs-site/docs/intro');
    const active = () => page.$$eval('.sg-toc__link.is-active', (links) => links.map((link) => link.textContent));
    expect(await active()).toEqual(['Install']);
    await page.$eval('#next-steps', (heading) => heading.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.sg-toc__link.is-active')?.textContent === 'Next steps');
    expect(await page.getAttribute('.sg-toc__link.is-active', 'aria-current')).toBe('true');
    await page.context().close();
  });

  it('shows back-to-top after scrolling, which returns to the top', async () => {
    const page = await open(rich, '/docs-site/docs/intro', { reducedMotion: 'reduce' });
    expect(await page.isVisible('.sg-back-to-top')).toBe(false);
    await page.mouse.wheel(0, 1500);
    await page.waitForSelector('.sg-back-to-top', { state: 'visible' });
    await page.click('.sg-back-to-top');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForSelector('.sg-back-to-top', { state: 'hidden' });
    await page.context().close();
  });

  it('copies a code block', async () => {
    const page = await open(rich, '/docs-site/docs/intro', { permissions: ['clipboard-read', 'clipboard-write'] });
    const button = '.sg-code .sg-code__copy';
    expect(await page.textContent(button)).toBe('Copy');
    await page.click(button);
    await page.waitForSelector(`${button} >> text=Copied`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^npm install @example\/sdk bignumber\.js/);
    await page.context().close();
  });
});

describe('announcement bar', () => {
  it('stays closed once closed, on other pages and after reload', async () => {
    const page = await open(rich, '/docs-site/docs/intro');
    expect(await page.isVisible('text=Version 2 is out.')).toBe(true);
    await page.click('[aria-label="Close announcement"]');
    expect(await page.isVisible('text=Version 2 is out.')).toBe(false);
    await page.goto(`${rich.url}/docs-site/`);
    expect(await page.isVisible('text=Version 2 is out.')).toBe(false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-sg-announcement-dismissed'))).toBe(true);
    await page.evaluate(() => localStorage.setItem('sitegen:announcement-dismissed', 'release-1'));
    await page.reload();
    expect(await page.isVisible('text=Version 2 is out.')).toBe(true);
    await page.context().close();
  });
});

describe('errors', () => {
  it('shows the crash view with the error chain, and Try again renders the widget afresh', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${rich.url}/docs-site/crash/`);
    const crashes = page.locator('.sg-crash');
    await crashes.first().waitFor();
    expect(await crashes.count()).toBe(2);
    const texts = await crashes.allTextContents();
    expect(texts[0]).toContain('This page crashed.');
    expect(texts[0]).toContain("The 'code-copy' widget could not read its settings (data-sg-props).");
    expect(texts[0]).toMatch(/JSON/);
    expect(texts[1]).toContain("The 'announcement-bar' widget failed to start.The announcement bar needs a string id in its props.");
    await page.$eval('main [data-sg-island="code-copy"]', (element) => element.setAttribute('data-sg-props', '{}'));
    await page.click('main .sg-crash >> text=Try again');
    await page.waitForSelector('main .sg-code__copy');
    expect(await crashes.count()).toBe(1);
    await context.close();
  });

  it('shows the base-path banner when served elsewhere, even without the CSS and JS', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/\.(css|js)$/, (route) => route.abort());
    await page.goto(`${rich.url}/elsewhere/docs/intro`);
    const banner = page.locator('#sg-base-banner');
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('This site did not load properly.');
    expect(await banner.textContent()).toContain('/docs-site/');
    await page.goto(`${rich.url}/docs-site/docs/intro`);
    expect(await banner.isVisible()).toBe(false);
    await context.close();
  });
});

describe('accessibility', () => {
  it.each([
    ['light', 1280],
    ['dark', 1280],
    ['light', 800],
    ['dark', 800],
  ] as const)('has no serious or critical axe violations in %s mode at %i px', async (mode, width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((stored) => localStorage.setItem('sitegen:color-mode', stored), mode);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of ['/docs-site/', '/docs-site/docs/intro', '/docs-site/docs/category/tutorial', '/docs-site/404.html']) {
      await page.goto(`${rich.url}${path}`);
      await page.waitForSelector('[data-sg-mounted]');
      found.push(...(await seriousAxeViolations(page)).map((line) => `${path}: ${line}`));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('offers the skip link first and moves to the main content', async () => {
    const page = await open(rich, '/docs-site/docs/intro');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    expect(await page.isVisible('.sg-skip-link')).toBe(true);
    await page.keyboard.press('Enter');
    expect(page.url()).toMatch(/#sg-main$/);
    await page.context().close();
  });

  it('renders the home page inside the layout', async () => {
    const page = await open(rich, '/docs-site/');
    expect(await page.textContent('main .sg-hero__title')).toBe('SDK');
    expect(homeHtml).toContain('sg-hero');
    await page.context().close();
  });
});
