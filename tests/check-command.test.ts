/**
 * `sitegen check` (issue 36): the page check, links and examples without writing the site;
 * its findings as text with a line per file, or as GitHub Actions annotations.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshSite, sitegen, stackFrame, writeDoc } from './helpers/badInput.js';

const LEFTOVERS = "# Leftovers\n\nimport Tabs from '@theme/Tabs';\n\nInstall {{ dep.name }} first.\n";

describe('sitegen check', () => {
  it('reports markup nothing rendered as errors, with a line per file, and writes nothing', async () => {
    const { site } = await freshSite();
    await writeDoc(site, 'left.md', LEFTOVERS);
    const before = await readdir(path.join(site, 'build'), { recursive: true });
    const run = sitegen(site, ['check']);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain(
      `error [markdown/unrendered-syntax] ${path.join(site, 'content/docs/left.md')}:3:1 an MDX import statement is shown as text`,
    );
    expect(run.stderr).toContain(
      `error [markdown/unrendered-syntax] ${path.join(site, 'content/docs/left.md')}:5:9 a template interpolation {{ … }} is shown as text`,
    );
    expect(run.stdout).toContain(
      'by file:\n  content/docs/left.md: 2 errors, 0 warnings\n  content/docs/02-guide/second.md: 1 error, 0 warnings',
    );
    expect(run.stderr).not.toMatch(stackFrame);
    expect(await readdir(path.join(site, 'build'), { recursive: true })).toEqual(before);
  });

  it('--format github prints annotations on the lines of the pull request', async () => {
    const { site } = await freshSite();
    await writeDoc(site, 'left.md', LEFTOVERS);
    const run = sitegen(site, ['check', '--format', 'github']);
    expect(run.status).toBe(1);
    const annotations = run.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(annotations).toEqual([
      expect.stringMatching(
        /^::error file=content\/docs\/02-guide\/second.md,line=7,col=26,title=links\/broken-markdown-link::Broken link/,
      ),
      expect.stringMatching(
        /^::error file=content\/docs\/left.md,line=3,col=1,title=markdown\/unrendered-syntax::an MDX import statement is shown as text: import Tabs from '@theme\/Tabs';%0A/,
      ),
      expect.stringMatching(
        /^::error file=content\/docs\/left.md,line=5,col=9,title=markdown\/unrendered-syntax::a template interpolation/,
      ),
    ]);
  });

  it('refuses a format it does not know', async () => {
    const { site } = await freshSite();
    const run = sitegen(site, ['check', '--format', 'junit']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("option '--format <format>' argument 'junit' is invalid. expected 'text' or 'github'");
  });
});
