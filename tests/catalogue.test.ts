/**
 * The error catalogue (SPEC §8) at build time, through the compiled CLI: each situation a
 * fixture site, each asserting the exit code and the message. Broken links (Markdown or
 * not) are in links.test.ts; what happens in the browser is in the e2e tests (README, Errors).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureConfig, readText, repoRoot, tempDir } from './helpers/fixtures.js';

const cli = path.join(repoRoot, 'packages', 'sitegen', 'dist', 'cli', 'main.js');

function build(fixture: string, outDir: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, 'build', '--config', fixtureConfig(fixture), '--out-dir', outDir], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CI: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('error catalogue at build time', () => {
  it('a navbar item that fails to render: the page tells the owner which navbar configuration item to check', async () => {
    const outDir = await tempDir();
    const result = build('catalogue-navbar-item-error', outDir);
    expect(result.status).toBe(0);
    const html = await readText(outDir, 'docs', 'intro', 'index.html');
    expect(html).toContain('This navbar item could not be shown (a link needs `to` (a path on this site) or `href` (a full URL)). Check navbar.items[1] in the navbar configuration.');
  });

  it('an unknown navbar item type: an error naming the item and the valid types (exit 1)', async () => {
    const result = build('theme-unknown-navbar-type', await tempDir());
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'navbar.items[1].type: expected one of "default", "dropdown", "localeDropdown", "search", "html", "doc", "docSidebar", "docsVersion", "docsVersionDropdown", found the string "carousel"',
    );
  });

  it('a docs version name missing from the dropdown configuration: an error listing the available names (exit 1)', async () => {
    const result = build('theme-unknown-version', await tempDir());
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('error [navbar/unknown-version] ');
    expect(result.stderr).toContain("navbar.items[0]: the docs version '2.0' does not exist.\n  hint: The available version names are: 'current'.");
  });

  it('a sidebar link with nothing to link to (a docSidebar item on an empty sidebar): an error (exit 1)', async () => {
    const result = build('catalogue-empty-sidebar', await tempDir());
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('error [navbar/unknown-sidebar] ');
    expect(result.stderr).toContain("navbar.items[0]: no sidebar has the id 'guides', or it has no doc to link to.\n  hint: The sidebars with docs are: 'docs'.");
  });

  it('a sidebar link with nothing to link to (a category linking to a missing doc): an error with the id meant (exit 1)', async () => {
    const result = build('catalogue-category-link', await tempDir());
    expect(result.status).toBe(1);
    const category = path.join(repoRoot, 'tests', 'fixtures', 'catalogue-category-link', 'content', 'docs', 'guide', '_category_.json');
    expect(result.stderr).toContain(
      `error [sidebar/unknown-doc] ${category} the sidebar category 'Guide' links to the doc 'guide/overveiw', which does not exist\n  hint: Did you mean 'guide/overview'?`,
    );
  });

  it('a sidebar link with nothing to link to (a described category without docs or a page): an error (exit 1)', async () => {
    const result = build('catalogue-empty-category', await tempDir());
    expect(result.status).toBe(1);
    const category = path.join(repoRoot, 'tests', 'fixtures', 'catalogue-empty-category', 'content', 'docs', 'reference', '_category_.json');
    expect(result.stderr).toBe(
      `error [sidebar/empty-category] ${category} the sidebar category 'Reference' has no docs and no link: it has nothing to link to\n` +
        '  hint: Add a doc to content/docs/reference/, give the category a page ("link": {"type": "generated-index"}), or delete its _category_.json.\n',
    );
  });
});
