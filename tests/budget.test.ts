/**
 * The first-visit budget of a docs page (README, Performance): the theme's client entry and
 * the chunks it imports statically at most 15 kB gzip, the stylesheet at most 12 kB. Lazy
 * chunks (the search modal, the sidebar fragment loader) are left out, as a first visit
 * does not load them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleAssets } from '../packages/sitegen/src/bundle/bundleAssets.js';
import { themeAssets } from '../packages/theme/src/index.js';
import { tempDir } from './helpers/fixtures.js';

const KB = 1024;

describe('first-visit budget', () => {
  it('keeps a docs page within 15 kB of JS and 12 kB of CSS, gzip', async () => {
    const assets = await bundleAssets({ clientEntry: themeAssets.clientEntry, stylesheets: themeAssets.stylesheets, cacheDir: path.join(await tempDir(), 'cache') });
    expect(assets.files.some((file) => file.lazy === true)).toBe(true);
    expect(assets.gzip.js).toBeLessThanOrEqual(15 * KB);
    expect(assets.gzip.css).toBeLessThanOrEqual(12 * KB);
  });
});
