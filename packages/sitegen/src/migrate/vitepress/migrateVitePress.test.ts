/**
 * `sitegen migrate vitepress` (issue 38 §6): a VitePress project's config, with its packages
 * stubbed, becomes sitegen.config.ts and MIGRATION.md; the VitePress files stay as they were.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSitegenError } from '../../errors/SitegenError.js';
import { migrateVitePress } from './migrateVitePress.js';

const CONFIG = `import { defineConfig } from 'vitepress'
import { withPwa } from '@vite-pwa/vitepress'
import { markdown as zhMarkdown } from '../zh/config'

export default ({ mode }) => withPwa(defineConfig({
  title: 'Widget',
  description: 'Widgets for everyone',
  base: '/widget/',
  cleanUrls: true,
  srcExclude: ['drafts/**'],
  rewrites: { 'en/:rest*': ':rest*' },
  head: [['link', { rel: 'icon', href: '/logo.svg' }], ['meta', { name: 'mode', content: mode }]],
  sitemap: { hostname: 'https://widget.dev/' },
  markdown: { lineNumbers: true, zh: zhMarkdown },
  vite: { plugins: [] },
  themeConfig: {
    logo: '/logo.svg',
    nav: [
      { text: 'Guide', link: '/guide/' },
      { text: 'Links', items: [{ text: 'Changelog', link: 'https://example.com/changelog' }] },
      { text: 'Gone', link: '/gone' },
    ],
    sidebar: { '/guide/': [{ text: 'Guide', collapsed: false, items: [{ text: 'Setup', link: '/guide/setup' }, { text: 'Missing', link: '/guide/missing' }] }] },
    socialLinks: [{ icon: 'github', link: 'https://github.com/x/widget' }],
    editLink: { pattern: 'https://github.com/x/widget/edit/main/docs/:path' },
    footer: { message: 'MIT', copyright: '© Widget' },
    search: { provider: 'local' },
    outline: [2, 4],
    carbonAds: { code: 'x' },
  },
}))
`;

function project(): { dir: string; config: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-migrate-'));
  const docs = path.join(dir, 'docs');
  mkdirSync(path.join(docs, '.vitepress'), { recursive: true });
  mkdirSync(path.join(docs, 'en', 'guide'), { recursive: true });
  mkdirSync(path.join(docs, 'drafts'), { recursive: true });
  const config = path.join(docs, '.vitepress', 'config.mts');
  writeFileSync(config, CONFIG);
  writeFileSync(path.join(docs, 'en', 'index.md'), '# Widget\n');
  writeFileSync(path.join(docs, 'en', 'guide', 'index.md'), '# Guide\n');
  writeFileSync(path.join(docs, 'en', 'guide', 'setup.md'), '<script setup>\nconst a = 1\n</script>\n\n# Setup\n\n{{ a }}\n');
  writeFileSync(path.join(docs, 'drafts', 'wip.md'), '# Draft\n');
  return { dir, config };
}

const logger = { info: () => undefined };

describe('sitegen migrate vitepress', () => {
  it('maps the config, lists what it could not map, and leaves the VitePress files alone', async () => {
    const { dir, config } = project();
    const result = await migrateVitePress({ dir, logger });
    expect(result.pages).toBe(3);
    expect(readFileSync(config, 'utf8')).toBe(CONFIG);
    const written = readFileSync(path.join(dir, 'sitegen.config.ts'), 'utf8');
    const mapped = JSON.parse(written.slice(written.indexOf('= {') + 2, written.lastIndexOf('};') + 1)) as Record<string, unknown>;
    expect(mapped).toMatchObject({
      title: 'Widget',
      tagline: 'Widgets for everyone',
      baseUrl: '/widget/',
      url: 'https://widget.dev',
      staticDir: 'docs/public',
      vitepress: { srcDir: 'docs', srcExclude: ['drafts/**'], rewrites: { 'en/:rest*': ':rest*' } },
      headTags: [
        { tagName: 'link', attributes: { rel: 'icon', href: '/logo.svg' } },
        { tagName: 'meta', attributes: { name: 'mode', content: 'production' } },
      ],
      navbar: {
        logo: { src: 'logo.svg' },
        items: [
          { type: 'doc', docId: 'en/guide/index', label: 'Guide' },
          { type: 'dropdown', label: 'Links', items: [{ label: 'Changelog', href: 'https://example.com/changelog' }] },
          { label: 'Github', href: 'https://github.com/x/widget', position: 'right' },
        ],
      },
      sidebars: {
        guide: [
          {
            type: 'category',
            label: 'Guide',
            collapsible: true,
            collapsed: false,
            items: [{ type: 'doc', id: 'en/guide/setup', label: 'Setup' }],
          },
        ],
      },
      editUrl: 'https://github.com/x/widget/edit/main',
      footer: { copyright: 'MIT<br>© Widget' },
      search: {},
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    });
    const notes = readFileSync(path.join(dir, 'MIGRATION.md'), 'utf8');
    for (const key of ['markdown.lineNumbers', 'vite', 'themeConfig.carbonAds', 'themeConfig.nav', 'themeConfig.sidebar'])
      expect(notes).toContain(`| \`${key}\` |`);
    expect(notes).toContain('| en/guide/setup.md | <script setup>, {{ }} |');
    expect(notes).not.toContain('`sitemap`');
  });

  it("keeps a cleanUrls: false site's old .html addresses as redirects, a folder's index.md left out", async () => {
    const { dir, config } = project();
    writeFileSync(config, CONFIG.replace('cleanUrls: true', 'cleanUrls: false'));
    writeFileSync(path.join(dir, 'docs', 'en', 'guide', 'intro.md'), '# Intro\n');
    await migrateVitePress({ dir, logger });
    const written = readFileSync(path.join(dir, 'sitegen.config.ts'), 'utf8');
    const mapped = JSON.parse(written.slice(written.indexOf('= {') + 2, written.lastIndexOf('};') + 1)) as { redirects?: unknown[] };
    expect(mapped.redirects).toEqual([
      { from: '/guide/intro.html', to: '/guide/intro' },
      { from: '/guide/setup.html', to: '/guide/setup' },
    ]);
    expect(readFileSync(path.join(dir, 'MIGRATION.md'), 'utf8')).toContain('the 2 old addresses such as `/guide/setup.html`');
  });

  it("maps markdown.math: true to sitegen's markdown.math, beside the code themes", async () => {
    const { dir, config } = project();
    writeFileSync(config, CONFIG.replace('markdown: { lineNumbers: true,', "markdown: { theme: 'nord', math: true, lineNumbers: true,"));
    await migrateVitePress({ dir, logger });
    const written = readFileSync(path.join(dir, 'sitegen.config.ts'), 'utf8');
    const mapped = JSON.parse(written.slice(written.indexOf('= {') + 2, written.lastIndexOf('};') + 1)) as { markdown?: unknown };
    expect(mapped.markdown).toEqual({ codeThemes: { light: 'nord', dark: 'nord' }, math: true });
    expect(readFileSync(path.join(dir, 'MIGRATION.md'), 'utf8')).not.toContain('`markdown.math`');
  });

  it('writes nothing over an earlier migration without --force, and fails where there is no VitePress config', async () => {
    const { dir } = project();
    await migrateVitePress({ dir, logger });
    const again = await migrateVitePress({ dir, logger }).catch((error: unknown) => error);
    expect(isSitegenError(again) && again.code).toBe('migrate/exists');
    await expect(migrateVitePress({ dir, logger, force: true })).resolves.toMatchObject({ pages: 3 });
    const empty = mkdtempSync(path.join(os.tmpdir(), 'sitegen-migrate-empty-'));
    const missing = await migrateVitePress({ dir: empty, logger }).catch((error: unknown) => error);
    expect(isSitegenError(missing) && missing.code).toBe('migrate/not-found');
  });
});
