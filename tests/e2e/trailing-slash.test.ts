/**
 * `trailingSlash` in Chromium: on both sites of tests/fixtures/trailing-slash, a click on a
 * link of the page swaps the page without a full load, to the URL with (true) or without (false) the
 * slash, and the swapped page's canonical link and current sidebar item follow.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { buildAndServe } from '../helpers/buildAndServe.js';
import { repoRoot } from '../helpers/fixtures.js';
import { launchChromium, openPage } from './themeBrowser.js';

const fixture = path.join(repoRoot, 'tests/fixtures/trailing-slash');
let browser: Browser;
let withSlash: ServedSite;
let withoutSlash: ServedSite;

beforeAll(async () => {
  [browser, withSlash, withoutSlash] = await Promise.all([
    launchChromium(),
    buildAndServe(path.join(fixture, 'sitegen.config.ts'), '/slash/'),
    buildAndServe(path.join(fixture, 'sitegen.false.config.ts'), '/slash/'),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), withSlash?.close(), withoutSlash?.close()]);
});

describe.each([
  { trailingSlash: true, served: () => withSlash, intro: 'docs/intro/', second: 'docs/guides/second/' },
  { trailingSlash: false, served: () => withoutSlash, intro: 'docs/intro', second: 'docs/guides/second' },
])('trailingSlash: $trailingSlash', ({ served, intro, second }) => {
  it('navigates on the client, to the URL of that form', async () => {
    const origin = served().url;
    const page = await openPage({ browser, url: new URL(intro, origin).href, island: 'navbar' });
    expect(page.url()).toBe(new URL(intro, origin).href);
    await page.evaluate(() => {
      (window as unknown as { sgMarker?: string }).sgMarker = 'still here';
    });
    await page.locator('main').getByRole('link', { name: 'there by its path' }).click();
    await page.locator('main h1', { hasText: 'Second' }).waitFor();
    expect(page.url()).toBe(new URL(second, origin).href);
    expect(await page.evaluate(() => (window as unknown as { sgMarker?: string }).sgMarker)).toBe('still here');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://example.com/slash/${second}`);
    expect(await page.locator('.sg-sidebar [aria-current="page"]').textContent()).toBe('Second');
  });
});
