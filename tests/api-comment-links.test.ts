/**
 * Links in another package's doc comments and README (issue 21): fixtures/api-comment-links
 * documents a package whose comments link to pages of its own site ('/docs/actions/introduction')
 * and whose README links into its repository ('/.github/CONTRIBUTING.md'). `api.packageDocsUrl`
 * sends the comments' links to the package's site; the ones left are warnings attributed to
 * the package, each once, and `api.strictPackageLinks` decides whether `--strict-links` fails on them.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureConfig, repoRoot, tempDir } from './helpers/fixtures.js';

const cli = path.join(repoRoot, 'packages', 'sitegen', 'dist', 'cli', 'main.js');

function build(config: string, outDir: string, ...flags: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, 'build', '--config', config, '--out-dir', outDir, ...flags], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CI: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The fixture (its committed JSON with it) with `api` keys added to its config. */
async function siteWith(api: string): Promise<{ config: string; packageJson: string; readme: string }> {
  const dir = await tempDir('sitegen-comment-links-');
  cpSync(path.dirname(fixtureConfig('api-comment-links')), dir, { recursive: true });
  const config = path.join(dir, 'sitegen.config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace(
      "api: { entryPoints: ['package/index.d.ts'] }",
      `api: { entryPoints: ['package/index.d.ts'], ${api} }`,
    ),
  );
  return { config, packageJson: path.join(dir, 'package', 'package.json'), readme: path.join(dir, 'package', 'README.md') };
}

describe("links in the package's doc comments", () => {
  it('that lead nowhere on this site are warnings attributed to the package, each once, saying how to fix them', async () => {
    const site = await siteWith('');
    const result = build(site.config, await tempDir());
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      `warning [links/broken-markdown-link] ${site.packageJson} broken link to /chain/docs/actions/introduction (a doc comment of chainkit 0.4.0 on docs/api/functions/createClient): no such page\n  hint: The package's authors wrote it for their own site or repository: api.packageDocsUrl`,
    );
    expect(result.stderr).toContain(
      `warning [links/broken-markdown-link] ${site.packageJson} broken link to /chain/docs/glossary#filter (a doc comment of chainkit 0.4.0 on docs/api/functions/createClient)`,
    );
    expect(result.stderr).toContain(
      `warning [links/broken-markdown-link] ${site.readme}:7:5 broken link to /chain/.github/CONTRIBUTING.md (the README of chainkit 0.4.0): no such page`,
    );
    // the summary shows on the index and globals pages too, and {@link ClientConfig} is the reference's own
    expect(result.stdout).toContain('0 errors, 3 warnings');
  }, 60_000);

  it('fail --strict-links by default', async () => {
    const site = await siteWith('');
    const result = build(site.config, await tempDir(), '--strict-links');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('error [build/failed] the build failed with 3 errors');
  }, 60_000);

  it('stay warnings under --strict-links with strictPackageLinks: false, and the crawl lets them pass', async () => {
    const site = await siteWith('strictPackageLinks: false');
    const result = build(site.config, await tempDir(), '--strict-links');
    expect(result.stderr).toContain('warning [links/broken-markdown-link]');
    expect(result.stdout).toContain('0 errors, 3 warnings');
    expect(result.stdout).toMatch(/✓ crawl/);
    expect(result.status).toBe(0);
  }, 90_000);

  it("go to the package's own site with packageDocsUrl (the README's, into its repository, do not)", async () => {
    const site = await siteWith("packageDocsUrl: 'https://chainkit.example/'");
    const outDir = await tempDir();
    const result = build(site.config, outDir);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('(the README of chainkit 0.4.0)');
    expect(result.stdout).toContain('0 errors, 1 warning');
    const page = readFileSync(path.join(outDir, 'docs', 'api', 'functions', 'createClient', 'index.html'), 'utf8');
    expect(page).toContain('href="https://chainkit.example/docs/actions/introduction"');
    expect(page).toContain('href="https://chainkit.example/docs/glossary#filter"');
    expect(page).toContain('href="/chain/docs/api/interfaces/ClientConfig"');
  }, 90_000);
});

describe("images of the package's README", () => {
  /** The fixture's README with an image the package ships (media/logo.svg) and one it does not. */
  async function siteWithImages(api: string) {
    const site = await siteWith(api);
    const media = path.join(path.dirname(site.readme), 'media');
    mkdirSync(media);
    writeFileSync(path.join(media, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"></svg>\n');
    writeFileSync(
      site.readme,
      `<p align="center"><img src="media/logo.svg" alt="logo"></p>\n\n![banner](banner.png)\n\n${readFileSync(site.readme, 'utf8')}`,
    );
    return site;
  }

  it('are copied when the package ships them; one it does not ship is dropped with one warning, not an error of --strict-links', async () => {
    const site = await siteWithImages('');
    const outDir = await tempDir();
    const result = build(site.config, outDir);
    expect(result.stderr.match(/\[api\/package-image-missing\]/g)).toHaveLength(1);
    expect(result.stderr).toContain(`warning [api/package-image-missing] ${site.readme}:3:1 Broken image 'banner.png'`);
    const index = readFileSync(path.join(outDir, 'docs', 'api', 'index.html'), 'utf8');
    expect(index).toMatch(/<img src="\/chain\/assets\/images\/logo-[\w]+\.svg" alt="logo"/);
    expect(index).not.toContain('banner.png');
    // under --strict-links the errors are the three links of the comments and README, which strictPackageLinks decides
    const strict = build(site.config, await tempDir(), '--strict-links');
    expect(strict.stderr).toContain('error [build/failed] the build failed with 3 errors');
    expect(strict.stderr).toContain('warning [api/package-image-missing]');
  }, 90_000);

  it('let the crawl of --strict-links pass with strictPackageLinks: false', async () => {
    const site = await siteWithImages('strictPackageLinks: false');
    const result = build(site.config, await tempDir(), '--strict-links');
    expect(result.stdout).toMatch(/✓ crawl/);
    expect(result.status).toBe(0);
  }, 90_000);
});
