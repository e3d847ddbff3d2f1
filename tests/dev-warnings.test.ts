/**
 * `sitegen dev` in a real browser, never silent (issue 36 §4): an MDX syntax error, in the
 * first build or a rebuild, on a page that has a good version or none, and raw HTML that
 * would run code show the overlay with the error's code, place, message and hint; a page's
 * warnings show in a small panel that follows rebuilds and can be dismissed. Runs the
 * compiled package (the builder runs in a worker thread, which loads JavaScript).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../packages/sitegen/dist/dev/startDevServer.js';
import { startDevServer } from '../packages/sitegen/dist/dev/startDevServer.js';
import { initSite } from '../packages/sitegen/dist/init/initSite.js';
import { createMemoryLogger } from '../packages/sitegen/dist/logger/memoryLogger.js';
import { launchChromium } from './e2e/themeBrowser.js';

let siteDir: string;
let server: DevServer;
let browser: Browser;
let page: Page;
const origin = (): string => new URL(server.url).origin;
const docs = (name: string): string => path.join(siteDir, 'content/docs', name);
const BROKEN_MDX = '# Broken\n\nAn expression that never closes: {oops\n';
const GOOD_MDX = (title: string): string => `# ${title}\n\nAll good: {1 + 1}.\n`;
const WAIT = { timeout: 60_000 };

beforeAll(async () => {
  await mkdir('tests/.tmp', { recursive: true });
  siteDir = path.join(await mkdtemp(path.resolve('tests/.tmp/dev-warnings-')), 'site');
  await initSite({
    dir: siteDir,
    title: 'Warned Site',
    baseUrl: '/warned/',
    packageManager: { name: 'npm' },
    logger: createMemoryLogger(),
  });
  // case (b): the site is broken before the server starts
  await writeFile(docs('broken.mdx'), BROKEN_MDX);
  [server, browser] = await Promise.all([
    startDevServer({
      configFile: path.join(siteDir, 'sitegen.config.ts'),
      host: '127.0.0.1',
      port: 0,
      logger: createMemoryLogger(),
      debounceMs: 20,
    }),
    launchChromium(),
  ]);
  page = await browser.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (siteDir !== undefined) await rm(path.dirname(siteDir), { recursive: true, force: true });
});

const overlay = () => page.getByRole('alertdialog', { name: 'Build error' });
const warnings = () => page.getByRole('region', { name: /build warnings? on this page/ });

/** Whether the page at that path, opened now, shows it: the rebuild that makes it may still be running. */
async function shows(locator: Locator, pathname: string): Promise<boolean> {
  await page.goto(origin() + pathname);
  return locator.waitFor({ timeout: 3000 }).then(
    () => true,
    () => false,
  );
}

/** Writes a source file and waits for the page to reload with what the rebuild made of it. */
async function writeAndReload(file: string, text: string): Promise<void> {
  const loaded = page.waitForEvent('load', WAIT);
  await writeFile(file, text);
  await loaded;
}

describe('sitegen dev shows errors and warnings in the browser', () => {
  it('(b) shows the overlay, not a blank page, when the first build fails', async () => {
    await page.goto(`${origin()}/warned/docs/broken`);
    await overlay().waitFor(WAIT);
    const text = await overlay().innerText();
    expect(text).toContain('Build failed (mdx/syntax)');
    expect(text).toMatch(/content\/docs\/broken\.mdx:3:\d+/);
    expect(text).toContain('MDX syntax');
    expect(await page.locator('.sg-dev-overlay__hint').innerText()).toContain('write \\{ for a literal brace');
    expect(text).toContain('Nothing is served until a build succeeds.');
  }, 120_000);

  it('reloads into the page once the fix builds', async () => {
    await writeAndReload(docs('broken.mdx'), GOOD_MDX('Mended'));
    await page.getByRole('heading', { name: 'Mended' }).waitFor(WAIT);
    expect(await overlay().count()).toBe(0);
    expect(await warnings().count()).toBe(0);
  }, 120_000);

  it('(a) shows the overlay over the last good page when a rebuild breaks its MDX', async () => {
    await writeFile(docs('broken.mdx'), BROKEN_MDX);
    await overlay().waitFor(WAIT);
    const text = await overlay().innerText();
    expect(text).toContain('mdx/syntax');
    expect(text).toContain('content/docs/broken.mdx:3');
    expect(text).toContain('The last good pages are still served.');
    // the page underneath is still the last good one, not a blank one
    expect(await page.getByRole('heading', { name: 'Mended' }).count()).toBe(1);
    await writeAndReload(docs('broken.mdx'), GOOD_MDX('Mended again'));
    await page.getByRole('heading', { name: 'Mended again' }).waitFor(WAIT);
    expect(await overlay().count()).toBe(0);
  }, 120_000);

  it('shows the overlay on a broken page that never had a good version, then the page once fixed', async () => {
    await writeFile(docs('fresh.mdx'), BROKEN_MDX);
    // the previous build did not have it: the request is answered while the rebuild fails
    await expect.poll(() => shows(overlay(), '/warned/docs/fresh'), WAIT).toBe(true);
    expect(await overlay().innerText()).toContain('content/docs/fresh.mdx:3');
    await writeAndReload(docs('fresh.mdx'), GOOD_MDX('Fresh'));
    await page.getByRole('heading', { name: 'Fresh' }).waitFor(WAIT);
  }, 120_000);

  it('(c) lists the warnings of the page in a panel, with the count of the others on the site', async () => {
    await writeFile(docs('elsewhere.md'), '# Elsewhere\n\nAn {{ other }} interpolation.\n');
    await writeFile(
      docs('warned.md'),
      '# Warned\n\nHello {{ x }} there.\n\n<TOCInline />\n\n<div class="box">\n\nSome prose after the open div.\n',
    );
    await expect.poll(() => shows(warnings(), '/warned/docs/warned'), WAIT).toBe(true);
    const panel = warnings();
    const text = await panel.innerText();
    expect(text).toContain('4 build warnings on this page');
    expect(text).toMatch(/markdown\/unrendered-syntax\s+3:7/);
    expect(text).toContain('{{ x }}');
    expect(text).toMatch(/markdown\/unknown-element\s+5:1/);
    expect(text).toMatch(/markdown\/unbalanced-html\s+7:1/);
    expect(text).toContain('Close it with </div>.');
    // elsewhere.md's, and the config's (config/no-url: the new site has no url), which is on no page
    expect(text).toContain('and 2 more elsewhere on the site');
    // less loudly than an error: no dialog, and the page stays usable
    expect(await overlay().count()).toBe(0);
    // the page under the panel is usable: opened afresh (a live reload from the second write's rebuild
    // may have been loading it), it shows its heading and the panel; if not, the failure shows what it shows
    await page.goto(`${origin()}/warned/docs/warned`);
    const heading = page.getByRole('heading', { name: 'Warned', level: 1 });
    const shown = await heading.waitFor({ state: 'visible', ...WAIT }).then(
      () => true,
      async () => `no visible h1 'Warned'; the page shows: ${(await page.locator('body').innerText()).slice(0, 2000)}`,
    );
    expect(shown).toBe(true);
    await warnings().waitFor(WAIT);
  }, 120_000);

  it('reads in the light and the dark theme', async () => {
    const colours = async (theme: string) => {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      return warnings().evaluate((panel) => {
        const style = getComputedStyle(panel);
        return { background: style.backgroundColor, color: style.color };
      });
    };
    const luminance = (rgb: string): number => {
      const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    const light = await colours('light');
    const dark = await colours('dark');
    expect(luminance(light.background)).toBeGreaterThan(0.8);
    expect(luminance(light.color)).toBeLessThan(0.3);
    expect(luminance(dark.background)).toBeLessThan(0.2);
    expect(luminance(dark.color)).toBeGreaterThan(0.8);
  });

  it('is dismissed with the keyboard, stays dismissed, and comes back when the warnings change', async () => {
    await page.getByRole('button', { name: 'Dismiss the build warnings' }).focus();
    await page.keyboard.press('Escape');
    expect(await warnings().count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Warned', level: 1 }).waitFor();
    // the events have arrived when the server has said so: give the stream a moment
    await page.waitForTimeout(1000);
    expect(await warnings().count()).toBe(0);
    await writeAndReload(docs('warned.md'), '# Warned\n\nHello {{ x }} there.\n');
    await warnings().waitFor(WAIT);
    expect(await warnings().innerText()).toContain('1 build warning on this page');
    await writeAndReload(docs('warned.md'), '# Warned\n\nHello there.\n');
    await page.waitForTimeout(1000);
    expect(await warnings().count()).toBe(0);
  }, 120_000);

  it('(d) refuses raw <script> in Markdown with the overlay, and never runs it', async () => {
    await writeFile(docs('scripted.md'), '# Scripted\n\nText.\n\n<script>document.title = "ran"</script>\n');
    await expect.poll(() => shows(overlay(), '/warned/docs/scripted'), WAIT).toBe(true);
    const text = await overlay().innerText();
    expect(text).toContain('markdown/unsafe-html');
    expect(text).toContain('content/docs/scripted.md:5:1');
    expect(text).toContain("markdown.rawHtml: 'allow'");
    expect(await page.title()).not.toBe('ran');
    await rm(docs('scripted.md'));
  }, 120_000);

  it('keeps the panel out of the pages themselves: only the dev client draws it', async () => {
    const html = await (await fetch(`${origin()}/warned/docs/elsewhere`)).text();
    expect(html).toContain('/__sitegen/client.js');
    expect(html).not.toContain('sg-dev-warnings');
  });
});
