/**
 * The site's and plugins' stylesheets go through esbuild: the tests/fixtures/custom-css site imports
 * a font package (@fontsource-variable/inter), a file beside its stylesheet and a web font service,
 * and a plugin adds KaTeX's stylesheet; every font and image they name is written and reachable.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fixtureConfig, tempDir } from './helpers/fixtures.js';

let outDir: string;
let written: string[];
let css: string;

beforeAll(async () => {
  outDir = path.join(await tempDir('sitegen-css-'), 'build');
  const result = await build({ configFile: fixtureConfig('custom-css'), outDir, logger: createMemoryLogger() });
  expect(result.diagnostics).toEqual([]);
  written = result.written;
  const [stylesheet] = written.filter((file) => /^assets\/styles-[^/]+\.css$/.test(file));
  css = await readFile(path.join(outDir, stylesheet ?? 'missing'), 'utf8');
}, 120_000);

const localUrls = (): string[] =>
  [...css.matchAll(/url\(["']?([^"')]+)["']?\)/g)].map((match) => match[1] ?? '').filter((url) => !/^(data:|https?:|\/)/.test(url));

describe('custom CSS through esbuild', () => {
  it('inlines file and package imports; a web font service import opens the stylesheet, where browsers apply it', () => {
    expect(css.match(/@import[^;]*;/g)).toEqual(['@import"https://fonts.example.com/css2?family=Serif";']);
    expect(css.startsWith('@import"https://fonts.example.com/css2?family=Serif";')).toBe(true);
    expect(css).toMatch(/@font-face\{font-family:Inter Variable;[^}]*url\(\.\/inter-latin-wght-normal-/);
    expect(css).toMatch(/\.brand-mark\{[^}]*url\(\.\/mark-[A-Z0-9]+\.svg\)/);
  });

  it('writes every font and image a url() names under a hashed name, and the url() points to it', async () => {
    const urls = localUrls();
    // KaTeX's 20 faces in three formats, Inter's 7 subsets, the brand mark
    expect(urls.filter((url) => url.startsWith('./KaTeX_')).length).toBe(60);
    expect(urls.filter((url) => url.startsWith('./inter-')).length).toBe(7);
    for (const url of urls) {
      expect(url).toMatch(/^\.\/[\w-]+-[A-Z0-9]{8}\.(woff2?|ttf|svg)$/);
      expect(written).toContain(`assets/${url.slice(2)}`);
    }
    const katexMain = urls.find((url) => /^\.\/KaTeX_Main-Regular-.*\.woff2$/.test(url)) ?? '';
    const original = await readFile(path.resolve('node_modules/katex/dist/fonts/KaTeX_Main-Regular.woff2'));
    expect((await readFile(path.join(outDir, 'assets', katexMain.slice(2)))).equals(original)).toBe(true);
  });

  it("keeps a site path for the static folder and the order: the theme's, the plugin's, then the site's rules", () => {
    expect(css).toContain('.site-banner{background:url(/img/banner.svg) no-repeat}');
    const theme = css.indexOf('.sg-navbar{');
    const katex = css.indexOf('.katex{');
    const site = css.indexOf('--sg-font-sans: "Inter Variable"');
    expect(theme).toBeGreaterThan(0);
    expect(katex).toBeGreaterThan(theme);
    expect(site).toBeGreaterThan(katex);
  });
});
