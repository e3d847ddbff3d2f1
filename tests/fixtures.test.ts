import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, buildInMemory } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fileText, fixtureConfig, readText, sitegenErrorOf, tempDir } from './helpers/fixtures.js';

describe('fixture basic', async () => {
  const logger = createMemoryLogger();
  const result = await buildInMemory({ configFile: fixtureConfig('basic'), logger });
  const paths = result.files.map((f) => f.path);

  it('emits a page per route, the 404 page, the sitemap, static files and hashed assets', () => {
    for (const file of [
      'index.html',
      'about/index.html',
      'docs/index.html',
      'docs/intro/index.html',
      'docs/alpha/index.html',
      'docs/zeta/index.html',
      'docs/guide/first/index.html',
      'docs/guide/renamed/index.html',
      'docs/category/the-guide/index.html',
      '404.html',
      'sitemap.xml',
      'img/logo.txt',
    ]) {
      expect(paths).toContain(file);
    }
    expect(paths.some((p) => /^assets\/main-[A-Z0-9]+\.js$/.test(p))).toBe(true);
    expect(paths.some((p) => /^assets\/styles-[A-Z0-9]+\.css$/.test(p))).toBe(true);
  });

  it('logs the core stages in pipeline order, each with its time', () => {
    // the bundle is made before the routes: it need not wait for the example check, which the routes do
    const core = ['config', 'content', 'markdown', 'react pages', 'bundle', 'routes', 'links', 'render'];
    const stages = logger.entries.flatMap((e) => (e.level === 'stage' && core.includes(e.name) ? [e] : []));
    expect(stages.map((stage) => stage.name)).toEqual(core);
    expect(stages.every((stage) => stage.level === 'stage' && stage.ms >= 0)).toBe(true);
  });

  it('orders the sidebar by position, then name, and links categories to their index', () => {
    const html = fileText(result.files, 'docs/intro/index.html');
    const order = ['Introduction', 'The Guide', 'First', 'Second', 'Alpha', 'Zeta label'].map((label) => html.indexOf(`>${label}<`));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('href="/base/docs/category/the-guide"');
  });

  it("puts a category's className on its sidebar item", () => {
    const html = fileText(result.files, 'docs/intro/index.html');
    expect(html).toMatch(/<li class="sg-sidebar__category guide-category" [^>]*><div class="sg-sidebar__row"><a [^>]*>The Guide</);
    expect(fileText(result.files, 'docs/guide/first/index.html')).toContain('<li class="sg-sidebar__category is-active guide-category"');
  });

  it('links prev and next along the sidebar', () => {
    const html = fileText(result.files, 'docs/guide/first/index.html');
    expect(html).toContain('href="/base/docs/category/the-guide"');
    expect(html).toContain('href="/base/docs/guide/renamed"');
  });

  it('renders the generated index with cards of its docs and their descriptions', () => {
    const html = fileText(result.files, 'docs/category/the-guide/index.html');
    expect(html).toContain('Everything in the guide.');
    expect(html).toContain('The first guide.');
  });

  it('renders the React home page and the Markdown page', () => {
    expect(fileText(result.files, 'index.html')).toContain('href="/base/docs/intro"');
    expect(fileText(result.files, 'index.html')).toContain('<title>Basic home');
    expect(fileText(result.files, 'about/index.html')).toContain('A Markdown page.');
  });

  it('lists every page in the sitemap with the site URL', () => {
    const sitemap = fileText(result.files, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.com/base/docs/guide/renamed</loc>');
    expect(sitemap).toContain('<loc>https://example.com/base/</loc>');
    expect(sitemap).not.toContain('404');
  });

  it('warns about a broken Markdown link with file and line', () => {
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'links/broken-markdown-link',
        location: { file: expect.stringContaining('02-guide/second.md'), line: 7, column: 26 },
      }),
    ]);
  });

  it('fails on the broken Markdown link with --strict-links', async () => {
    const error = await sitegenErrorOf(
      build({ configFile: fixtureConfig('basic'), outDir: await tempDir(), strictLinks: true, logger: createMemoryLogger() }),
    );
    expect(error.code).toBe('build/failed');
    expect(error.details.join('\n')).toContain('second.md:7');
  });
});

describe('fixture invalid-config', () => {
  it('lists every problem with its key path', async () => {
    const error = await sitegenErrorOf(buildInMemory({ configFile: fixtureConfig('invalid-config'), logger: createMemoryLogger() }));
    expect(error.code).toBe('config/invalid');
    expect(error.location?.file).toBe(fixtureConfig('invalid-config'));
    expect(error.details).toEqual([
      'title: expected string, found nothing (the key is missing)',
      'tagline: expected string, found number 42',
      'navbar.items[0].position: expected one of "left", "right", found the string "middle"',
      'colour: unknown key (remove it or check its spelling)',
    ]);
  });
});

describe('fixture bad-front-matter', () => {
  it('names the file and line of the YAML error', async () => {
    const error = await sitegenErrorOf(buildInMemory({ configFile: fixtureConfig('bad-front-matter'), logger: createMemoryLogger() }));
    expect(error.code).toBe('content/front-matter');
    expect(error.location?.file).toMatch(/bad-front-matter\/content\/docs\/broken\.md$/);
    expect(error.location?.line).toBe(3);
  });
});

describe('fixture duplicate-route', () => {
  it('names both source files', async () => {
    const error = await sitegenErrorOf(buildInMemory({ configFile: fixtureConfig('duplicate-route'), logger: createMemoryLogger() }));
    expect(error.code).toBe('routes/duplicate');
    expect(error.message).toMatch(/\/docs\/two comes from both .*one\.md and .*two\.md/);
  });
});

describe('a failed build keeps the previous output', () => {
  it('leaves the first build intact after a bad one', async () => {
    const outDir = path.join(await tempDir(), 'build');
    await build({ configFile: fixtureConfig('basic'), outDir, logger: createMemoryLogger() });
    const before = await readText(outDir, 'docs', 'intro', 'index.html');
    await sitegenErrorOf(build({ configFile: fixtureConfig('bad-front-matter'), outDir, logger: createMemoryLogger() }));
    await sitegenErrorOf(build({ configFile: fixtureConfig('basic'), outDir, strictLinks: true, logger: createMemoryLogger() }));
    expect(await readText(outDir, 'docs', 'intro', 'index.html')).toBe(before);
    expect(existsSync(path.join(outDir, '404.html'))).toBe(true);
    const siblings = (await import('node:fs/promises')).readdir(path.dirname(outDir));
    expect(await siblings).toEqual(['build']);
  });
});
