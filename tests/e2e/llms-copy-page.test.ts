/**
 * Agent-ready outputs in a browser on the built gSwap site: 'Copy page as Markdown' copies
 * the page's Markdown twin (served as text/markdown), and a code link opens its API anchor.
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
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('agent-ready pages of the gSwap site', () => {
  it("'Copy page as Markdown' puts the page's Markdown twin on the clipboard", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
    const page = await context.newPage();
    await page.goto(new URL('docs/getting-started', site.url).href);
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await page.waitForSelector('[data-sg-island="copy-page"][data-sg-mounted]');
    await button.click();
    // for a moment the button names the outcome ('Copied' or 'Copy failed')
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const twin = await fetch(new URL('docs/getting-started.md', site.url));
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await twin.text());
    await context.close();
  });

  it('links to the twin without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL('docs/intro', site.url).href);
    expect(await page.getByRole('button', { name: 'Copy page as Markdown' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href')).toBe('/gswap-sdk/docs/intro.md');
    await context.close();
  });

  it('a code link opens the member it names, its type on hover', async () => {
    const page = await browser.newPage();
    await page.goto(new URL('docs/getting-started', site.url).href);
    const link = page.locator('.sg-code a.sg-code-link', { hasText: 'quoteExactInput' }).first();
    // a checked example's first mention carries the compiler's quick info instead of the link's title
    expect(await link.getAttribute('aria-description')).toMatch(/^\(method\) Quoting\.quoteExactInput\(/);
    await link.click();
    await page.waitForURL('**/gswap-sdk/docs/api/classes/Quoting#quoteexactinput');
    expect(await page.locator('#quoteexactinput').count()).toBe(1);
    await page.close();
  });
});
