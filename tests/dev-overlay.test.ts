/**
 * The live-reload client in a real browser: a build error shows the overlay with the file,
 * line and message (every error of a build that found several); the next good build clears
 * it by reloading the page; a page opened while the build is broken shows the overlay at
 * once; a page's warnings show in a panel of their own.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevRequestHandler } from '../packages/sitegen/src/dev/createDevRequestHandler.js';
import { LiveReloadHub } from '../packages/sitegen/src/dev/LiveReloadHub.js';
import { launchChromium } from './e2e/themeBrowser.js';

const hub = new LiveReloadHub();
let server: Server;
let browser: Browser;
let page: Page;
let origin: string;

beforeAll(async () => {
  const output = new Map([
    [
      'docs/intro/index.html',
      Buffer.from('<!doctype html><html lang="en"><head><title>Intro</title></head><body><h1>Intro</h1></body></html>'),
    ],
    ['404.html', Buffer.from('<!doctype html><html lang="en"><head><title>Not found</title></head><body><h1>Not found</h1></body></html>')],
  ]);
  const clientScript = await readFile(new URL('../packages/sitegen/src/dev/liveReloadClient.js', import.meta.url), 'utf8');
  server = createServer(createDevRequestHandler({ basePath: () => '/base/', output: () => output, hub, clientScript }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  page = await browser.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  hub.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/** Waits until the page's event stream is connected, so no event is sent before it listens. */
async function connected(count: number): Promise<void> {
  await expect.poll(() => hub.clientCount).toBe(count);
}

describe('the dev overlay and live reload in a browser', () => {
  it('shows a build error over the page with its location and message', async () => {
    await page.goto(`${origin}/base/docs/intro`);
    await connected(1);
    hub.fail({
      code: 'content/front-matter',
      message: 'the front matter is not valid YAML',
      location: 'content/docs/intro.md:3:5',
      hint: 'Fix the YAML.',
    });
    const overlay = page.getByRole('alertdialog', { name: 'Build error' });
    await overlay.waitFor();
    const text = await overlay.innerText();
    expect(text).toContain('Build failed (content/front-matter)');
    expect(text).toContain('content/docs/intro.md:3:5');
    expect(text).toContain('the front matter is not valid YAML');
    expect(text).toContain('Fix the YAML.');
    // the page underneath is still the last good one
    expect(await page.getByRole('heading', { name: 'Intro' }).count()).toBe(1);
  });

  it('reloads on the next good build, which clears the overlay', async () => {
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    const loaded = page.waitForEvent('load');
    // another page changed, but this one shows an error: it reloads to leave it
    hub.reload(['/base/docs/other']);
    await loaded;
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('lists every error of a build that found several', async () => {
    hub.fail({
      code: 'mdx/syntax',
      message: 'MDX syntax: Unexpected end of file in expression',
      location: 'content/docs/intro.mdx:3:17',
      hint: 'Close the brace.',
      more: [
        {
          code: 'markdown/unsafe-html',
          message: "raw HTML <script> would run in the reader's browser",
          location: 'content/docs/other.md:9:1',
        },
      ],
    });
    const overlay = page.getByRole('alertdialog', { name: 'Build error' });
    await overlay.waitFor();
    const text = await overlay.innerText();
    expect(text).toContain('Build failed: 2 errors');
    expect(await page.locator('.sg-dev-overlay__location').allInnerTexts()).toEqual([
      'content/docs/intro.mdx:3:17',
      'content/docs/other.md:9:1',
    ]);
    expect(text).toContain('markdown/unsafe-html');
    const loaded = page.waitForEvent('load');
    hub.reload('*');
    await loaded;
  });

  it("shows the page's own warnings in a panel, and follows the theme's router to a page without any", async () => {
    await connected(1);
    hub.warn({
      pages: {
        '/base/docs/intro': [
          {
            code: 'markdown/unrendered-syntax',
            message: 'a template interpolation {{ … }} is shown as text',
            location: 'content/docs/intro.md:7:3',
            hint: 'Put it in backticks.',
          },
        ],
        '/base/docs/other': [
          { code: 'markdown/unknown-element', message: '<tocinline> is no HTML element', location: 'content/docs/other.md:2:1' },
        ],
      },
      total: 3,
    });
    const panel = page.getByRole('region', { name: '1 build warning on this page' });
    await panel.waitFor();
    const text = await panel.innerText();
    expect(text).toMatch(/markdown\/unrendered-syntax\s+7:3/);
    expect(text).toContain('Put it in backticks.');
    expect(text).not.toContain('tocinline');
    expect(text).toContain('and 2 more elsewhere on the site');
    // a page changed by pushState, as the theme's router does, shows its own
    await page.evaluate(() => history.pushState(null, '', '/base/docs/other'));
    await page.getByRole('region', { name: '1 build warning on this page' }).getByText('<tocinline> is no HTML element').waitFor();
    await page.evaluate(() => history.pushState(null, '', '/base/docs/none'));
    expect(await page.getByRole('region').count()).toBe(0);
    await page.goto(`${origin}/base/docs/intro`);
    await panel.waitFor();
    hub.warn({ pages: {}, total: 0 });
    await expect.poll(() => panel.count()).toBe(0);
  });

  it('shows the overlay at once on a page opened while the build is broken', async () => {
    hub.fail({ message: 'TypeError: x is undefined\n    at Home (content/pages/index.tsx:4:3)' });
    await page.goto(`${origin}/base/docs/intro/`);
    await page.getByRole('alertdialog', { name: 'Build error' }).waitFor();
    expect(await page.locator('.sg-dev-overlay__message').innerText()).toContain('at Home (content/pages/index.tsx:4:3)');
    hub.reload('*');
  });
});
