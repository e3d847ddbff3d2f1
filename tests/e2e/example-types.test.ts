/**
 * Types in checked examples (issue 25), read in Chromium on the examples fixture: a name's
 * type shows as a popover on hover and on keyboard focus without JavaScript, is the name's
 * accessible description, stays inside a 375 px screen, and passes axe in both modes.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../../packages/sitegen/src/logger/memoryLogger.js';
import { type ServedSite, serveSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { fixtureConfig, tempDir } from '../helpers/fixtures.js';
import { launchChromium, seriousAxeViolations } from './themeBrowser.js';

let browser: Browser;
let served: ServedSite;

beforeAll(async () => {
  const site = path.join(await tempDir('sitegen-example-types-'), 'site');
  await cp(path.dirname(fixtureConfig('examples')), site, { recursive: true, filter: (source) => !source.includes('node_modules') });
  await cp(path.join(site, 'vendor', 'shapes'), path.join(site, 'node_modules', 'shapes'), { recursive: true });
  const outDir = path.join(site, 'build');
  await build({ configFile: path.join(site, 'sitegen.config.ts'), outDir, logger: createMemoryLogger() });
  [browser, served] = await Promise.all([launchChromium(), serveSite({ outDir, basePath: '/', port: 0, host: '127.0.0.1' })]);
}, 120_000);

afterAll(async () => {
  await Promise.all([browser?.close(), served?.close()]);
});

/** The page without JavaScript unless asked for (axe runs in the page): what is shown comes from the HTML and the CSS alone. */
async function open(width: number, mode: 'light' | 'dark' = 'light', javaScriptEnabled = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled, colorScheme: mode });
  const page = await context.newPage();
  await page.addInitScript((chosen) => localStorage.setItem('sitegen:color-mode', chosen), mode);
  await page.goto(new URL('docs/intro', served.url).href);
  return page;
}

const popover = (page: Page, name: string) =>
  page
    .locator('[aria-description]', { hasText: new RegExp(`^${name}$`) })
    .first()
    .evaluate((element) => getComputedStyle(element, '::after').content);

describe('a checked block without JavaScript', () => {
  it('shows no popover until a name is hovered', async () => {
    const page = await open(1280);
    expect(await popover(page, 'total')).toBe('none');
    await page.locator('[aria-description]', { hasText: /^total$/ }).hover();
    expect(await popover(page, 'total')).toBe('"const total: number"');
    await page.context().close();
  });

  it('reaches a name with the keyboard and shows its type on focus', async () => {
    const page = await open(1280);
    const names: string[] = [];
    for (let step = 0; step < 40 && !names.includes('total'); step++) {
      await page.keyboard.press('Tab');
      names.push(
        await page.evaluate(
          () => (document.activeElement?.hasAttribute('aria-description') ? document.activeElement.textContent : '') ?? '',
        ),
      );
    }
    expect(names).toContain('total');
    expect(await popover(page, 'total')).toBe('"const total: number"');
    await page.context().close();
  });

  it('gives the name its type as accessible description', async () => {
    const page = await open(1280);
    const client = await page.context().newCDPSession(page);
    const { root } = await client.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await client.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[aria-description="const total: number"]',
    });
    const { nodes } = await client.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    expect(nodes[0]?.description?.value).toBe('const total: number');
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)('keeps an open popover inside a 375 px screen and passes axe in %s mode', async (mode) => {
    const page = await open(375, mode, true);
    const name = page.locator('[aria-description]', { hasText: /^area$/ }).first();
    await name.scrollIntoViewIfNeeded();
    await name.hover();
    expect(await popover(page, 'area')).toContain('Square.area');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
