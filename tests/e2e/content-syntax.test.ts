/**
 * Code blocks and admonitions written for Docusaurus, VitePress and GitHub (issue 20), read
 * in Chromium on the content-syntax fixture: line numbers a reader sees but never copies,
 * marked lines across the whole block, focus, the copy button, images, and contrast in both
 * modes; and the root of the content-minimal fixture, which has no home page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { buildAndServe } from '../helpers/buildAndServe.js';
import { fixtureConfig } from '../helpers/fixtures.js';
import { launchChromium, openPage, seriousAxeViolations } from './themeBrowser.js';

let browser: Browser;
let served: ServedSite;
let minimal: ServedSite;

beforeAll(async () => {
  [browser, served, minimal] = await Promise.all([
    launchChromium(),
    buildAndServe(fixtureConfig('content-syntax'), '/syntax/'),
    buildAndServe(fixtureConfig('content-minimal'), '/'),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), served?.close(), minimal?.close()]);
});

const open = (sitePath: string, permissions: string[] = []): Promise<Page> =>
  openPage({ browser, url: new URL(sitePath, served.url).href, island: 'navbar', context: { permissions } });

const block = (page: Page, title: string) => page.locator('.sg-code', { has: page.locator('.sg-code__title', { hasText: title }) });

/** The text Chromium renders in a block's code, as assistive technology reads it: CSS counters included. */
async function renderedTexts(page: Page, title: string): Promise<string[]> {
  const client = await page.context().newCDPSession(page);
  const { root } = await client.send('DOM.getDocument', { depth: 0 });
  const pres = await client.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '.sg-code pre' });
  const titles = await page
    .locator('.sg-code pre')
    .evaluateAll((all) => all.map((pre) => pre.parentElement?.querySelector('.sg-code__title')?.textContent));
  const nodeId = pres.nodeIds[titles.indexOf(title)];
  const { nodes } = await client.send('Accessibility.queryAXTree', { nodeId, role: 'StaticText' });
  return nodes.map((node) => String(node.name?.value ?? ''));
}

/** What a reader gets by selecting the whole block and copying it. */
function selectedText(page: Page, title: string): Promise<string> {
  return block(page, title)
    .locator('pre')
    .evaluate((pre) => {
      const range = document.createRange();
      range.selectNodeContents(pre);
      const selection = getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return selection?.toString() ?? '';
    });
}

async function copiedWithButton(page: Page, title: string): Promise<string> {
  await block(page, title).hover();
  await block(page, title).getByRole('button', { name: 'Copy', exact: true }).click();
  await block(page, title).getByRole('button', { name: 'Copied' }).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('line numbers', () => {
  it('are shown from 1, or from the start the meta gives', async () => {
    const page = await open('docs/code-blocks');
    const numbers = async (title: string) => (await renderedTexts(page, title)).filter((text) => /^\d+$/.test(text));
    expect(await numbers('numbered.ts')).toEqual(['1', '2', '3']);
    expect(await numbers('from-five.ts')).toEqual(['5', '6']);
    expect(await numbers('ranges.js')).toEqual([]);
  });

  it('are left out of a selection and of the copy button’s text', async () => {
    const page = await open('docs/code-blocks', ['clipboard-read', 'clipboard-write']);
    const code = 'const one = 1;\nconst two = 2;\nconst three = 3;';
    expect(await selectedText(page, 'numbered.ts')).toBe(code);
    expect(await copiedWithButton(page, 'numbered.ts')).toBe(code);
  });
});

describe('marked lines', () => {
  it('tint a highlighted line across the whole block, and leave the others', async () => {
    const page = await open('docs/code-blocks');
    const ranges = block(page, 'ranges.js');
    const [highlighted, plain, preWidth] = await Promise.all([
      ranges
        .locator('.line')
        .nth(0)
        .evaluate((line) => ({ background: getComputedStyle(line).backgroundColor, width: line.getBoundingClientRect().width })),
      ranges
        .locator('.line')
        .nth(1)
        .evaluate((line) => getComputedStyle(line).backgroundColor),
      ranges.locator('pre').evaluate((pre) => pre.getBoundingClientRect().width),
    ]);
    expect(highlighted.background).toBe('rgb(236, 235, 255)');
    expect(highlighted.width).toBeCloseTo(preWidth, 0);
    expect(plain).toBe('rgba(0, 0, 0, 0)');
  });

  it('mark added and removed lines with + and -, and copy the code after the change, without notation', async () => {
    const page = await open('docs/code-blocks', ['clipboard-read', 'clipboard-write']);
    const notation = block(page, 'notation.ts');
    const marker = (className: string) => notation.locator(`.${className}`).evaluate((line) => getComputedStyle(line, '::after').content);
    expect(await marker('sg-code__line--added')).toBe('"+"');
    expect(await marker('sg-code__line--removed')).toBe('"-"');
    expect(await copiedWithButton(page, 'notation.ts')).toBe("const kept = 'highlighted';\nconst now = 'added'; /* the lightest token */");
    expect(await copiedWithButton(page, 'comments.ts')).not.toContain('highlight-');
  });

  it('blur the lines out of focus until the reader points at the block', async () => {
    const page = await open('docs/code-blocks');
    const focus = block(page, 'focus.ts');
    const filters = () => focus.locator('.line').evaluateAll((lines) => lines.map((line) => getComputedStyle(line).filter));
    await page.mouse.move(0, 0);
    expect(await filters()).toEqual(['blur(1.52px)', 'none', 'blur(1.52px)']);
    await focus.hover();
    await expect.poll(filters).toEqual(['none', 'none', 'none']);
  });
});

describe('images', () => {
  it('show every image, copied or from the static folder, at the size the page gave it', async () => {
    const page = await open('docs/images');
    const images = page.locator('.sg-markdown img');
    await images.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        images.evaluateAll((all) =>
          all.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toEqual([true, true, true, true, true]);
    const boxes = await images.evaluateAll((all) => all.map((image) => [image.clientWidth, image.clientHeight]));
    expect(boxes).toEqual([
      [120, 80],
      [64, 32],
      [90, 20],
      [200, 50],
      [120, 80],
    ]);
  });
});

describe('a site without a home page', () => {
  it('leads from its root to the first doc', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(minimal.url);
    await page.waitForURL(/\/docs\/api_reference\/client$/);
    expect(await page.locator('article h1').textContent()).toBe('Client');
    await page.context().close();
  });
});

describe('contrast', () => {
  it.each(['light', 'dark'] as const)('has no serious or critical axe violations on code and admonitions in %s mode', async (mode) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((stored) => localStorage.setItem('sitegen:color-mode', stored), mode);
    const page = await context.newPage();
    const found: string[] = [];
    for (const sitePath of ['docs/code-blocks', 'docs/admonitions']) {
      await page.goto(new URL(sitePath, served.url).href);
      await page.waitForSelector('[data-sg-island="navbar"][data-sg-mounted]');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      // the blurred lines are meant to be read once the block is pointed at
      if (sitePath === 'docs/code-blocks') await block(page, 'focus.ts').hover();
      found.push(...(await seriousAxeViolations(page)).map((line) => `${sitePath}: ${line}`));
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
