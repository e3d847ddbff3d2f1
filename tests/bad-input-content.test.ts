/**
 * Content that other editors and systems write (issue 35 §10): classic Mac line endings, a
 * byte order mark, and names that differ only in case or Unicode normalization, which are one
 * file on macOS, Windows and hosts that fold case.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc, freshSite, itRefuses, sitegen, writeDoc } from './helpers/badInput.js';

describe('content written elsewhere builds as it reads', () => {
  it('a page with CR-only line endings keeps its front matter, headings and text', async () => {
    const { site } = await freshSite();
    await writeDoc(site, 'mac.md', '---\rtitle: Classic\r---\r# Classic page\r\rFirst paragraph.\r\r## Later\r\rMore text.\r');
    const run = sitegen(site, ['build']);
    expect(run.status, run.stderr).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'mac', 'index.html'), 'utf8');
    expect(html).toContain('<title>Classic | Basic</title>');
    expect(html).toContain('First paragraph.');
    expect(html).toMatch(/<h2[^>]*id="later"/);
  });

  it('a _category_.json with a byte order mark is read', async () => {
    const { site } = await freshSite();
    await writeFile(doc(site, '02-guide/_category_.json'), '\uFEFF{ "label": "Guide with a BOM" }');
    const run = sitegen(site, ['build']);
    expect(run.status, run.stderr).toBe(0);
    expect(await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8')).toContain('Guide with a BOM');
  });
});

describe('names that are one file on other systems', () => {
  itRefuses([
    {
      what: 'Intro.md beside intro.md',
      arrange: async (site) => writeDoc(site, 'Intro.md', '# Another intro\n'),
      code: 'routes/duplicate',
      says: (site) => [`(from ${doc(site, 'Intro.md')})`, `(from ${doc(site, 'intro.md')})`, 'differ only in case: on macOS, Windows'],
    },
    {
      what: 'café.md composed beside café.md decomposed',
      arrange: async (site) => {
        await writeDoc(site, 'caf\u00e9.md', '# Café\n');
        await writeDoc(site, 'cafe\u0301.md', '# Café again\n');
      },
      code: 'routes/duplicate',
      says: () => ['differ only in Unicode normalization'],
    },
  ]);
});
