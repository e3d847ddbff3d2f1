import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { loadContent } from './loadContent.js';

async function site(files: Record<string, string>): Promise<string> {
  const contentDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-content-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(contentDir, name)), { recursive: true });
    await writeFile(path.join(contentDir, name), text);
  }
  return contentDir;
}

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
    const content = await loadContent({ contentDir, docsRouteBasePath: 'docs' });
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
    const error = await loadContent({ contentDir, docsRouteBasePath: 'docs' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SitegenError);
    const { code, details } = error as SitegenError;
    expect(code).toBe('content/invalid');
    expect(details).toHaveLength(3);
    expect(details[0]).toMatch(/a\.md:2: \[content\/front-matter\]/);
    expect(details[1]).toMatch(/b\.md:3(:\d+)?: \[content\/front-matter\]/);
    expect(details[2]).toMatch(/_category_\.json: \[content\/category\] invalid _category_\.json: label: expected string, found number 3/);
  });
});
