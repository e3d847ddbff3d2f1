/** Chromium for the theme's browser tests (Debian's, never downloaded) and axe-core. */
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface OpenPageParams {
  browser: Browser;
  url: string;
  /** the island (`data-sg-island`) whose mounting says the page's scripts have run */
  island: string;
  /** on top of a 1280×800 viewport */
  context?: BrowserContextOptions;
}

/** Opens a page in a fresh context and waits for its scripts; the test fails on any page error until then. */
export async function openPage({ browser, url, island, context = {} }: OpenPageParams): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, ...context })).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForSelector(`[data-sg-island="${island}"][data-sg-mounted]`);
  expect(errors).toEqual([]);
  return page;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical axe-core violations on the page as it is now, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const source = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  })) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
