/**
 * The `search` setting, on built fixtures: on by default (index under pagefind/, the
 * navbar's search island with its placeholder), off with `search: false` (no index, no
 * button, no search stage).
 */
import { describe, expect, it } from 'vitest';
import { buildInMemory } from '../../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../../packages/sitegen/src/logger/memoryLogger.js';
import { fileText, fixtureConfig } from '../helpers/fixtures.js';

describe('search setting', () => {
  it('builds the index and the search island when search is on', async () => {
    const result = await buildInMemory({ configFile: fixtureConfig('search-basic'), logger: createMemoryLogger() });
    const paths = result.files.map((file) => file.path);
    expect(paths).toContain('pagefind/pagefind.js');
    expect(paths).toContain('pagefind/pagefind-entry.json');
    const html = fileText(result.files, 'docs/intro/index.html');
    expect(html).toContain('data-sg-island="search"');
    expect(html).toContain('&quot;indexHref&quot;:&quot;/search-base/pagefind/&quot;');
    expect(html).toContain('>Search docs<');
    expect(html).toMatch(/<article[^>]*data-pagefind-body/);
  });

  it('builds neither index nor search UI with search: false', async () => {
    const logger = createMemoryLogger();
    const result = await buildInMemory({ configFile: fixtureConfig('search-off'), logger });
    expect(result.files.filter((file) => file.path.startsWith('pagefind/'))).toEqual([]);
    expect(fileText(result.files, 'docs/intro/index.html')).not.toContain('data-sg-island="search"');
    expect(logger.entries.some((entry) => entry.level === 'stage' && entry.name === 'search')).toBe(false);
  });
});
