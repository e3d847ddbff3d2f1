/**
 * The home page of a new site (the init template): its feature cards form a grid with gaps at
 * every width, in light and dark, it has no serious axe violation, and a page that still puts
 * `sg-features` on the section around its container (as the first template did) gets the grid too.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../packages/sitegen/src/pipeline/build.js';
import { initSite } from '../../packages/sitegen/src/init/initSite.js';
import { createMemoryLogger } from '../../packages/sitegen/src/logger/memoryLogger.js';
import { serveSite, type ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { tempDir } from '../helpers/fixtures.js';
import { launchChromium, openPage, seriousAxeViolations } from './themeBrowser.js';

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  const dir = path.join(await tempDir('sitegen-home-'), 'site');
  await initSite({ dir, title: 'Acme SDK', baseUrl: '/', packageManager: { name: 'npm' }, logger: createMemoryLogger() });
  const [, launched] = await Promise.all([
    build({ configFile: path.join(dir, 'sitegen.config.ts'), strictLinks: true, logger: createMemoryLogger() }),
    launchChromium(),
  ]);
  browser = launched;
  site = await serveSite({ outDir: path.join(dir, 'build'), basePath: '/', port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cards' boxes, once the stylesheet has laid them out as a grid. */
async function cardBoxes(page: Page, grid: string): Promise<Box[]> {
  const cards = page.locator(`${grid} .sg-feature`);
  await expect.poll(() => page.locator(grid).evaluate((element) => getComputedStyle(element).display)).toBe('grid');
  return cards.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

/** The cards in rows (cards sharing a top), and the gaps between neighbours across and down. */
function layout(boxes: Box[]): { rows: number[]; across: number[]; down: number[] } {
  const tops = [...new Set(boxes.map((box) => Math.round(box.y)))];
  const rows = tops.map((top) => boxes.filter((box) => Math.round(box.y) === top).length);
  const across = boxes.flatMap((box, i) => {
    const next = boxes[i + 1];
    return next !== undefined && Math.round(next.y) === Math.round(box.y) ? [next.x - (box.x + box.width)] : [];
  });
  const down = tops.slice(1).map((top, i) => {
    const above = boxes.filter((box) => Math.round(box.y) === tops[i]);
    return top - Math.max(...above.map((box) => box.y + box.height));
  });
  return { rows, across, down };
}

describe("a new site's home page", () => {
  it.each([
    { width: 375, colorScheme: 'light', rows: [1, 1, 1] },
    { width: 800, colorScheme: 'dark', rows: [2, 1] },
    { width: 1280, colorScheme: 'light', rows: [3] },
    { width: 1280, colorScheme: 'dark', rows: [3] },
  ] as const)('lays the feature cards out in a grid with gaps at $width px ($colorScheme)', async ({ width, colorScheme, rows }) => {
    const page = await openPage({ browser, url: site.url, island: 'navbar', context: { viewport: { width, height: 900 }, colorScheme } });
    const grid = layout(await cardBoxes(page, '.sg-container > .sg-features'));
    expect(grid.rows).toEqual(rows);
    for (const gap of [...grid.across, ...grid.down]) expect(gap).toBeGreaterThanOrEqual(16);
    // the cards link nowhere: a team that replaces the template's guides keeps a home page without broken links
    expect(await page.locator('.sg-feature a').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('gives the grid to a page that puts sg-features on the section around its container', async () => {
    const page = await openPage({ browser, url: site.url, island: 'navbar' });
    await page.locator('.sg-features').evaluate((grid) => {
      const section = document.createElement('section');
      section.className = 'sg-features sg-features--legacy';
      const container = document.createElement('div');
      container.className = 'sg-container';
      container.append(...grid.children);
      section.append(container);
      grid.closest('section')?.replaceWith(section);
    });
    const grid = layout(await cardBoxes(page, '.sg-features--legacy > .sg-container'));
    expect(grid.rows).toEqual([3]);
    for (const gap of grid.across) expect(gap).toBeGreaterThanOrEqual(16);
    await page.context().close();
  });
});
