/**
 * A site extending sitegen without forking it (issue 19), checked in Chromium: its custom
 * CSS wins over the theme's, its head tags are in every page's <head>, the theme components
 * it replaces render in their place, its remark and rehype plugins ran with their options,
 * and its plugin's pages, island, stylesheet, head tag and postBuild step are there. The
 * fixture builds with --strict-links (tests/plugins.test.ts).
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

  it('renders its Footer, which wraps the theme’s own', async () => {
    const page = await openPage({ browser, url: new URL('docs/intro', served.url).href, island: 'navbar' });
    const note = page.locator('.ext-footer > .ext-footer__note');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toBe('Documentation by the Extensions team');
    // the original follows it, once: the contentinfo landmark of the theme
    expect(await page.locator('.ext-footer > footer.sg-footer').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
  });

  it('renders the Markdown’s admonitions with its Admonition, the rest of the Markdown as the theme does', async () => {
    const page = await openPage({ browser, url: new URL('docs/intro', served.url).href, island: 'navbar' });
    const callout = page.getByRole('note');
    expect(await callout.getAttribute('class')).toBe('ext-callout ext-callout--tip');
    expect(await callout.locator('.ext-callout__title').innerText()).toBe('A team callout');
    expect(await callout.locator('.ext-callout__title strong').textContent()).toBe('team');
    expect(await callout.innerText()).toContain("Rendered by the site's Admonition.");
    expect(await page.locator('.sg-admonition').count()).toBe(0);
    // a code block is the theme's, its copy button mounted
    expect(await page.locator('.sg-code .sg-code__title').textContent()).toBe('swap.ts');
    await page.locator('.sg-code button.sg-code__copy').waitFor();
  });

  it('runs its remark and rehype plugins with their options, after heading ids are set', async () => {
    const page = await openPage({ browser, url: new URL('docs/intro', served.url).href, island: 'navbar' });
    expect(await page.locator('.sg-markdown p').first().textContent()).toBe('The extensions fixture documents Widgets.');
    const heading = page.locator('.sg-markdown h2.marked');
    expect(await heading.getAttribute('data-heading-id')).toBe('getting-started');
    expect(await heading.getAttribute('id')).toBe('getting-started');
  });
});

describe('a plugin', () => {
  it('adds a Markdown page with the layout, its title and a table of contents', async () => {
    const page = await openPage({ browser, url: new URL('plugin-page', served.url).href, island: 'navbar' });
    expect(await page.title()).toBe('Plugin page | Extensions');
    expect(await page.locator('article h1').textContent()).toBe('Plugin page');
    expect(await page.locator('.sg-markdown').textContent()).toContain('Hello from Extensions.');
    expect(await page.locator('.sg-navbar').count()).toBe(1);
    expect(await page.locator('.sg-toc .sg-toc__link').allTextContents()).toEqual(['Where next']);
    expect(await page.locator('head meta[name="x-plugin"]').getAttribute('content')).toBe('docs-extras');
  });

  it('adds a React page whose island hydrates, with the plugin’s stylesheet applied', async () => {
    const page = await openPage({ browser, url: new URL('plugin-react', served.url).href, island: 'navbar' });
    expect(await page.locator('.plugin-greeting').textContent()).toBe('Hello');
    await page.locator('.counter-island[data-counter-ready]').waitFor();
    const button = page.locator('.counter-island button');
    expect(await button.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
    await button.click();
    expect(await button.textContent()).toBe('Count: 4');
  });

  it('mounts its island after a client-side navigation too', async () => {
    const page = await openPage({ browser, url: new URL('plugin-page', served.url).href, island: 'navbar' });
    await page.locator('.sg-markdown a', { hasText: 'the React page' }).click();
    await page.waitForURL(/plugin-react$/);
    await page.locator('.counter-island[data-counter-ready]').waitFor();
    await page.locator('.counter-island button').click();
    expect(await page.locator('.counter-island button').textContent()).toBe('Count: 4');
  });

  it('ran postBuild on the written site, with every route', async () => {
    const report = (await (await fetch(new URL('plugin-report.json', served.url))).json()) as { routes: string[] };
    expect(report.routes).toEqual(['/ext/404.html', '/ext/docs', '/ext/docs/intro', '/ext/plugin-page', '/ext/plugin-react']);
  });
});
