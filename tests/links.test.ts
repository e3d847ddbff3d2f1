/**
 * Link integrity through the compiled CLI (SPEC §8, issue 7): broken links outside
 * Markdown fail the build, broken Markdown links and anchors warn (fail with
 * --strict-links), near misses are suggested, and --strict-links crawls the written site.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureConfig, readText, repoRoot, tempDir } from './helpers/fixtures.js';

const cli = path.join(repoRoot, 'packages', 'sitegen', 'dist', 'cli', 'main.js');

function build(config: string, outDir: string, ...flags: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, 'build', '--config', config, '--out-dir', outDir, ...flags], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CI: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const docFile = (fixture: string, file: string): string => path.join(repoRoot, 'tests', 'fixtures', fixture, 'content', 'docs', file);

describe('a broken Markdown link or anchor (links-markdown-warnings)', () => {
  const config = fixtureConfig('links-markdown-warnings');
  const intro = docFile('links-markdown-warnings', 'intro.md');

  it('is a warning with file:line:column and the page or anchor meant; the build succeeds', async () => {
    const outDir = await tempDir();
    const result = build(config, outDir);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      `warning [links/broken-anchor] ${intro}:5:5 broken anchor #quote-exact-inptu on /anchors/docs/quoting\n  hint: Did you mean #quote-exact-input?`,
    );
    expect(result.stderr).toContain(
      `warning [links/broken-anchor] ${intro}:5:48 broken anchor #getting-setup on /anchors/docs/intro\n  hint: Did you mean #getting-set-up?`,
    );
    expect(result.stderr).toContain(
      `warning [links/broken-markdown-link] ${intro}:5:77 broken link to /anchors/docs/quotng: no such page\n  hint: Did you mean /anchors/docs/quoting?`,
    );
    // a missing image, beside the page or in the static folder, is reported like a broken link (issue 20)
    expect(result.stderr).toContain(
      `warning [links/broken-image] ${intro}:9:9 Broken image './img/diagram.png': no such file at img/diagram.png`,
    );
    expect(result.stderr).toContain(
      `warning [links/broken-image] ${intro}:9:45 broken image /anchors/img/logo.svg: no file at /anchors/img/logo.svg`,
    );
    expect(result.stdout).toContain('0 errors, 5 warnings');
    expect(existsSync(path.join(outDir, 'docs', 'intro', 'index.html'))).toBe(true);
  });

  it('fails the build with --strict-links (exit 1), writing nothing and keeping the previous output', async () => {
    const outDir = await tempDir();
    expect(build(config, outDir).status).toBe(0);
    const before = await readText(outDir, 'docs', 'intro', 'index.html');
    const result = build(config, outDir, '--strict-links');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`error [links/broken-anchor] ${intro}:5:5 broken anchor #quote-exact-inptu on /anchors/docs/quoting`);
    expect(result.stderr).toContain(`error [links/broken-image] ${intro}:9:9 Broken image './img/diagram.png'`);
    expect(result.stdout).toContain('5 errors, 0 warnings');
    expect(result.stderr).toMatch(/error \[build\/failed\] the build failed with 5 errors; \S+ was left as it was/);
    expect(result.stdout).not.toContain('✓ write');
    expect(await readText(outDir, 'docs', 'intro', 'index.html')).toBe(before);
  });
});

describe('a broken link outside Markdown (links-broken-navigation)', () => {
  it('fails the build (exit 1) listing each broken link with its source and target, writing nothing', async () => {
    const outDir = path.join(await tempDir(), 'build');
    const result = build(fixtureConfig('links-broken-navigation'), outDir);
    expect(result.status).toBe(1);
    const config = fixtureConfig('links-broken-navigation');
    const home = path.join(repoRoot, 'tests', 'fixtures', 'links-broken-navigation', 'content', 'pages', 'index.tsx');
    expect(result.stderr).toContain(
      `error [links/broken] ${config} broken link to /nav/docs/intor (navbar item 'Start'): no such page\n  hint: Did you mean /nav/docs/intro?`,
    );
    expect(result.stderr).toContain(
      `error [links/broken] ${config} broken link to /nav/docs/guide (footer 'Docs' › 'Guide'): no such page`,
    );
    expect(result.stderr).toContain(
      `error [links/broken] ${home} broken link to /nav/docs/introo: no such page\n  hint: Did you mean /nav/docs/intro?`,
    );
    expect(result.stderr).toContain(`error [links/broken-anchor] ${home} broken anchor #feature on /nav\n  hint: Did you mean #features?`);
    // the Markdown one stays a warning, the external navbar link is not checked
    expect(result.stderr).toContain('warning [links/broken-markdown-link]');
    expect(result.stderr).not.toContain('example.com/elsewhere');
    expect(result.stderr).toContain('error [build/failed] the build failed with 4 errors');
    expect(existsSync(outDir)).toBe(false);
  });
});

describe('--strict-links crawl of the written site (links-crawl)', () => {
  const config = fixtureConfig('links-crawl');

  it('passes without the flag: the static page it copies is not checked in memory', async () => {
    expect(build(config, await tempDir()).status).toBe(0);
  });

  it('fails (exit 1) with page → broken link (status) for what only the written site shows, keeping the new output', async () => {
    const outDir = await tempDir();
    const result = build(config, outDir, '--strict-links');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('4 pages written to');
    expect(result.stderr).toMatch(/error \[links\/crawl\] the crawl of the written site found 2 broken links \(\S+ holds the new output\)/);
    expect(result.stderr).toContain('  - /crawl/legacy → /crawl/docs/gone (404)');
    expect(result.stderr).toContain("  - /crawl/legacy → /crawl/docs/intro#usag (no element with id 'usag')");
    // other sites are not fetched without --check-external
    expect(result.stderr).not.toContain('example.invalid');
    expect(existsSync(path.join(outDir, 'legacy', 'index.html'))).toBe(true);
  });

  it('refuses --check-external without --strict-links', async () => {
    const result = build(config, await tempDir(), '--check-external');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('error [cli/usage] --check-external only applies to the crawl of --strict');
  });
});

describe('the gSwap site', () => {
  it('builds with --strict-links: no error, no warning, the crawl passes', async () => {
    const result = build(path.join(repoRoot, 'sitegen.config.ts'), await tempDir(), '--strict-links');
    expect(result.stderr).toBe('');
    expect(result.stdout).not.toMatch(/warning|error/);
    expect(result.stdout).toMatch(/✓ crawl \d+ \d+ ms/);
    expect(result.status).toBe(0);
  }, 120_000);
});
