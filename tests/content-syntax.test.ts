/**
 * Markdown written for Docusaurus, VitePress and GitHub (issue 20), on the content-syntax
 * fixture: code block line marks and numbers, a language alias and one warning per unknown
 * language, GitHub alerts and every admonition, images beside the pages and in the static
 * folder, links with a query. It builds with
 * --strict-links; the browser side is tests/e2e/content-syntax.test.ts.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fixtureConfig, readText, tempDir } from './helpers/fixtures.js';

const outDir = path.join(await tempDir(), 'build');
const built = await build({ configFile: fixtureConfig('content-syntax'), outDir, strictLinks: true, logger: createMemoryLogger() });
const page = (route: string) => readText(outDir, route, 'index.html');

describe('the content-syntax fixture', () => {
  it('builds with --strict-links, warning once for the two blocks of an unknown language', () => {
    expect(
      built.diagnostics.map((d) => `${d.severity} ${d.code} ${path.basename(d.location?.file ?? '')}:${d.location?.line} ${d.message}`),
    ).toEqual([
      "warning markdown/unknown-code-language code-blocks.md:65 Code block language 'klingon' is not highlighted (2 code blocks); shown as plain text",
    ]);
  });

  it('marks the lines of {1,3-4}, of highlight comments (taken out) and of [!code] notation (taken out)', async () => {
    const html = await page('docs/code-blocks');
    const marked = (className: string) =>
      [...html.matchAll(new RegExp(`<span class="line ${className}">(.*?)</span>\\n?(?=<span class="line|</code>)`, 'g'))].length;
    expect(marked('sg-code__line--highlighted')).toBe(3 + 3 + 1 + 1);
    expect(marked('sg-code__line--removed')).toBe(1);
    expect(marked('sg-code__line--added')).toBe(1);
    expect(marked('sg-code__line--focused')).toBe(1);
    expect(html).not.toMatch(/highlight-(next-line|start|end)|\[!code/);
  });

  it('numbers lines from 1, or from showLineNumbers=N, for the theme to count', async () => {
    const html = await page('docs/code-blocks');
    expect(html).toContain(
      '<div class="sg-code sg-code--line-numbers" data-sg-code="" data-language="ts"><div class="sg-code__title">numbered.ts</div>',
    );
    expect(html).toContain(
      '<div class="sg-code sg-code--line-numbers" data-sg-code="" data-language="ts" style="--sg-code-line-start:5"><div class="sg-code__title">from-five.ts</div>',
    );
  });

  it('highlights a fiddle block as JavaScript, by the alias', async () => {
    expect(await page('docs/code-blocks')).toMatch(
      /<div class="sg-code" data-sg-code="" data-language="js"><pre [^>]*><code><span class="line"><span class="l\d+ d\d+">const<\/span>/,
    );
  });

  it('renders GitHub alerts and every Docusaurus admonition as admonitions', async () => {
    const html = await page('docs/admonitions');
    const kinds = [...html.matchAll(/<aside class="sg-admonition sg-admonition--(\w+)" role="note" aria-label="([^"]+)">/g)].map(
      ([, kind, label]) => `${kind}:${label}`,
    );
    expect(kinds).toEqual([
      'note:Note',
      'tip:Tip',
      'important:Important',
      'warning:Warning',
      'danger:Caution',
      'note:Note',
      'tip:A titled tip',
      'info:Info',
      'warning:Warning',
      'danger:Older title syntax',
      'caution:Caution',
      'important:Important',
      'tip:Tip',
    ]);
    expect(html).not.toContain('[!');
    expect(html).toContain('<blockquote>\n<p>A plain quote stays a quote.</p>\n</blockquote>');
  });

  it('resolves links to Markdown files with a query and a hash, keeping both', async () => {
    const html = await page('docs/api/window');
    expect(html).toContain('href="/syntax/docs/api/structures/window-options?inline"');
    expect(html).toContain('href="/syntax/docs/api/structures/window-options?inline#width"');
    expect(html).toContain('href="/syntax/docs/api/structures/window-options#title"');
  });

  it('copies images beside the pages under content-hashed names, once, with their sizes; the first is not lazy', async () => {
    const html = await page('docs/images');
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images).toEqual([
      expect.stringMatching(/^<img src="\/syntax\/assets\/images\/Diagram-One-[0-9a-f]{8}\.png" alt="A diagram" width="120" height="80">$/),
      expect.stringMatching(
        /^<img src="\/syntax\/assets\/images\/logo-[0-9a-f]{8}\.svg" alt="The logo" loading="lazy" width="64" height="32">$/,
      ),
      '<img src="/syntax/img/badge.svg" alt="A badge" loading="lazy" width="90" height="20">',
      expect.stringMatching(
        /^<img src="\/syntax\/assets\/images\/wide-[0-9a-f]{8}\.png" alt="A wide image" width="200" loading="lazy" height="50">$/,
      ),
      expect.stringMatching(/ title="Same file" loading="lazy" width="120" height="80">$/),
    ]);
    expect(await page('docs/admonitions')).toContain(/src="[^"]*Diagram-One-[0-9a-f]{8}\.png"/.exec(html)?.[0]);
    expect((await readdir(path.join(outDir, 'assets', 'images'))).map((name) => name.replace(/-[0-9a-f]{8}\./, '-#.'))).toEqual([
      'Diagram-One-#.png',
      'logo-#.svg',
      'wide-#.png',
    ]);
  });
});
