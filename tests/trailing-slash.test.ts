/**
 * `trailingSlash` (Docusaurus's semantics) on tests/fixtures/trailing-slash, built with
 * --strict (the crawl follows every link): true links every page with a trailing slash,
 * false writes each page as `x.html` and links it without one. Hrefs written by the router,
 * by authors (Markdown, navbar, footer, redirects, React pages), canonical links, og:url,
 * the sitemap and llms.txt all follow it. tests/e2e/trailing-slash.test.ts navigates in Chromium.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuiltSite } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { readText, repoRoot, tempDir } from './helpers/fixtures.js';

const fixture = path.join(repoRoot, 'tests/fixtures/trailing-slash');

async function buildFixture(configName: string): Promise<{ built: BuiltSite; outDir: string }> {
  const outDir = path.join(await tempDir(), 'build');
  const built = await build({ configFile: path.join(fixture, configName), outDir, strictLinks: true, logger: createMemoryLogger() });
  return { built, outDir };
}

const withSlash = await buildFixture('sitegen.config.ts');
const withoutSlash = await buildFixture('sitegen.false.config.ts');

describe('trailingSlash: true', () => {
  const { built, outDir } = withSlash;

  it('builds with --strict (the crawl included) without a diagnostic', () => {
    expect(built.diagnostics).toEqual([]);
    expect(built.written).toEqual(expect.arrayContaining(['index.html', 'docs/intro/index.html', 'docs/guides/second/index.html']));
  });

  it('links every page with a trailing slash, and files without one', async () => {
    const intro = await readText(outDir, 'docs/intro/index.html');
    expect(intro).toContain('href="/slash/docs/guides/second/#details"');
    expect(intro).toContain('href="/slash/docs/guides/second/">there by its path</a>');
    expect(intro).toContain('href="/slash/">home</a>');
    expect(intro).toContain('href="/slash/files/notes.txt"');
    expect(intro).toContain('<link rel="canonical" href="https://example.com/slash/docs/intro/"/>');
    expect(intro).toContain('<meta property="og:url" content="https://example.com/slash/docs/intro/"/>');
    // the sidebar, the navbar and the footer
    expect(intro).toMatch(/<a[^>]*href="\/slash\/docs\/guides\/second\/"[^>]*>Second</);
    expect(intro).toMatch(/<a[^>]*href="\/slash\/docs\/intro\/"[^>]*>Intro</);
    expect(await readText(outDir, 'docs/guides/second/index.html')).toContain('href="/slash/docs/intro/"');
    expect(await readText(outDir, 'index.html')).toContain('<a href="/slash/docs/intro/">Start</a>');
  });

  it('puts the slash in the sitemap, llms.txt and redirects', async () => {
    const sitemap = await readText(outDir, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.com/slash/docs/intro/</loc>');
    expect(sitemap).toContain('<loc>https://example.com/slash/</loc>');
    expect(await readText(outDir, 'llms.txt')).toContain('https://example.com/slash/docs/guides/second/');
    expect(await readText(outDir, 'docs/old/index.html')).toContain('url=/slash/docs/intro/"');
  });
});

describe('trailingSlash: false', () => {
  const { built, outDir } = withoutSlash;

  it('writes each page as a file of its own, and builds with --strict', () => {
    expect(built.diagnostics).toEqual([]);
    expect(built.written).toEqual(expect.arrayContaining(['index.html', 'docs/intro.html', 'docs/guides/second.html', 'docs/old.html']));
    expect(built.written).not.toContain('docs/intro/index.html');
  });

  it('links every page without a trailing slash', async () => {
    const intro = await readText(outDir, 'docs/intro.html');
    expect(intro).toContain('href="/slash/docs/guides/second#details"');
    expect(intro).toContain('href="/slash/docs/guides/second">there by its path</a>');
    expect(intro).toContain('<link rel="canonical" href="https://example.com/slash/docs/intro"/>');
    expect(await readText(outDir, 'sitemap.xml')).toContain('<loc>https://example.com/slash/docs/guides/second</loc>');
    expect(await readText(outDir, 'index.html')).toContain('<a href="/slash/docs/intro">Start</a>');
  });
});
