import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { createRouter } from '../router/createRouter.js';
import { loadContent } from './loadContent.js';

async function site(files: Record<string, string>): Promise<string> {
  const contentDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-content-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(contentDir, name)), { recursive: true });
    await writeFile(path.join(contentDir, name), text);
  }
  return contentDir;
}

const limits = { largeFileSize: 1000, maxFileSize: 2000 };
const router = createRouter({ basePath: '/', origin: '', docsRoutePath: 'docs', apiRoutePath: 'docs/api' });

describe('loadContent', () => {
  it('finds docs with ids, routes and positions, categories per folder, and pages', async () => {
    const contentDir = await site({
      'docs/01-intro.md': '# Intro\n',
      'docs/02-guide/_category_.json': '{"label": "The Guide", "link": {"type": "generated-index", "description": "All of it"}}',
      'docs/02-guide/setup.md': '---\nslug: /start\n---\nText\n',
      'docs/_partial.md': 'not a page',
      'pages/index.tsx': 'export default () => null;',
      'pages/about.md': '---\ntitle: About\n---\nHi\n',
    });
    const content = await loadContent({ contentDir, markdown: limits }, router);
    expect(content.docs.map((d) => [d.id, d.dir, d.routePath, d.frontMatter.sidebar_position])).toEqual([
      ['intro', '', 'docs/intro', 1],
      ['guide/setup', 'guide', 'docs/start', undefined],
    ]);
    expect(content.categories).toEqual([
      expect.objectContaining({
        dir: 'guide',
        label: 'The Guide',
        position: 2,
        generatedIndex: { slug: 'the-guide', title: 'The Guide', description: 'All of it', routePath: 'docs/category/the-guide' },
      }),
    ]);
    expect(content.pages.map((p) => [p.kind, p.routePath])).toEqual([
      ['markdown', 'about'],
      ['react', ''],
    ]);
  });

  it('reports every malformed file of the content in one error', async () => {
    const contentDir = await site({
      'docs/a.md': '---\nsidebar_position: first\n---\n',
      'docs/b.md': '---\ntitle: B\n  oops: 1\n---\n',
      'docs/c/_category_.json': '{"label": 3}',
      'docs/c/d.md': 'fine\n',
    });
    const error = await loadContent({ contentDir, markdown: limits }, router).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SitegenError);
    const { code, details } = error as SitegenError;
    expect(code).toBe('content/invalid');
    expect(details).toHaveLength(3);
    expect(details[0]).toMatch(/a\.md:2: \[content\/front-matter\]/);
    expect(details[1]).toMatch(/b\.md:3(:\d+)?: \[content\/front-matter\]/);
    expect(details[2]).toMatch(/_category_\.json: \[content\/category\] invalid _category_\.json: label: expected string, found number 3/);
  });

  it('places a _category_.json that is not JSON at its line and column, not at a character offset', async () => {
    const contentDir = await site({ 'docs/c/_category_.json': '{\n  "label": "C"\n  "position": 2\n}\n', 'docs/c/d.md': 'fine\n' });
    const error = await loadContent({ contentDir, markdown: limits }, router).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SitegenError);
    const { code, location, message } = error as SitegenError;
    expect(code).toBe('content/category');
    expect(location).toEqual({ file: path.join(contentDir, 'docs/c/_category_.json'), line: 3, column: 3 });
    expect(message).toMatch(/^_category_\.json is not valid JSON: /);
    expect(message).not.toContain('position');
  });

  it('refuses slugs that leave the site and names that break URLs, each against its file', async () => {
    const contentDir = await site({
      'docs/a.md': '---\ntitle: A\nslug: /../../../../pwned\n---\n',
      'docs/c#-guide.md': '# C#\n',
      'docs/what?.md': '# What\n',
      'docs/renamed#.md': '---\nslug: /renamed\n---\n',
      'pages/100%.md': '# All\n',
    });
    const error = await loadContent({ contentDir, markdown: limits }, router).catch((e: unknown) => e);
    expect((error as SitegenError).details).toEqual([
      expect.stringMatching(/docs\/a\.md:3: \[content\/invalid-slug\] the slug "\/\.\.\/\.\.\/\.\.\/\.\.\/pwned" has a '\.\.' segment/),
      expect.stringMatching(/docs\/c#-guide\.md: \[content\/invalid-file-name\] 'c#-guide\.md' has '#' in its name/),
      expect.stringMatching(/docs\/what\?\.md: \[content\/invalid-file-name\] 'what\?\.md' has '\?' in its name/),
      expect.stringMatching(/pages\/100%\.md: \[content\/invalid-file-name\] '100%\.md' has '%' in its name/),
    ]);
  });

  it('warns of a large file and of bytes that are not UTF-8, with the line, and refuses a file over the limit', async () => {
    const contentDir = await site({ 'docs/big.md': `# Big\n\n${'word '.repeat(300)}\n`, 'docs/ok.md': '# OK\n' });
    await writeFile(
      path.join(contentDir, 'docs', 'latin1.md'),
      Buffer.concat([Buffer.from('# Caf\u00e9\n\nline two\nna'), Buffer.from([0xef, 0x76, 0x65]), Buffer.from('\n')]),
    );
    const content = await loadContent({ contentDir, markdown: limits }, router);
    expect(content.diagnostics.map((d) => [d.code, path.basename(d.location?.file ?? ''), d.location?.line])).toEqual([
      ['content/large-file', 'big.md', undefined],
      ['content/invalid-utf8', 'latin1.md', 4],
    ]);
    expect(content.docs.find((doc) => doc.id === 'latin1')?.body).toContain('na\ufffdve');
    await writeFile(path.join(contentDir, 'docs', 'huge.md'), 'x'.repeat(2001));
    const error = await loadContent({ contentDir, markdown: limits }, router).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'content/too-large', location: { file: path.join(contentDir, 'docs', 'huge.md') } });
  });
});
