/**
 * The first-visit budget of a docs page (README, Performance; issue 18): the theme's client
 * entry and the chunks it imports statically at most 15,000 bytes gzip, the stylesheet at
 * most 12,000. Lazy chunks (the search modal, the sidebar fragment loader) are left out, as
 * a first visit does not load them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleAssets } from '../packages/sitegen/src/bundle/bundleAssets.js';
import { themeAssets } from '../packages/theme/src/index.js';
import { tempDir } from './helpers/fixtures.js';

describe('first-visit budget', () => {
  it('keeps a docs page within 15,000 bytes of JS and 12,000 of CSS, gzip', async () => {
    const assets = await bundleAssets({
      clientEntry: themeAssets.clientEntry,
      stylesheets: themeAssets.stylesheets,
      cacheDir: path.join(await tempDir(), 'cache'),
    });
    expect(assets.files.some((file) => file.lazy === true)).toBe(true);
    // one script: the code the entry shares with its lazy chunks is linked into it
    expect(assets.files.filter((file) => file.path.endsWith('.js') && file.lazy !== true).map((file) => file.path)).toEqual(assets.js);
    expect(assets.js).toHaveLength(1);
    expect(assets.gzip.js).toBeLessThanOrEqual(15_000);
    expect(assets.gzip.css).toBeLessThanOrEqual(12_000);
  });
});
