/**
 * Issue 38 §3 on a VitePress project moved with `sitegen migrate vitepress`: the front-matter
 * keys VitePress honours on a page are applied where sitegen has an equivalent (title,
 * description, outline, aside, layout: page, prev/next: false) and otherwise warned of at their
 * file and line; the config's titleTemplate is listed when it differs from sitegen's titles;
 * under `cleanUrls: false` the pages' `.html` links (Markdown, the nav) reach their pages with
 * --strict-links.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { migrateVitePress } from '../packages/sitegen/src/migrate/vitepress/migrateVitePress.js';
import { tempDir } from './helpers/fixtures.js';

const FILES: Record<string, string> = {
  '.vitepress/config.mjs': `export default {
  title: 'Widget',
  titleTemplate: ':title - Widget docs',
  cleanUrls: false,
  themeConfig: {
    nav: [{ text: 'Setup', link: '/guide/setup.html' }],
    sidebar: [{ text: 'Guide', items: [{ text: 'Intro', link: '/guide/index.html' }, { text: 'Setup', link: '/guide/setup.html' }, { text: 'Notes', link: '/guide/notes' }] }],
  },
}
`,
  'index.md': '# Widget\n\nStart with the [guide](/guide/index.html) or [setup](./guide/setup.html#install).\n',
  'guide/index.md': '# Guide\n\nSee [setup](./setup.html) and [the notes](notes.html).\n',
  'guide/setup.md': `---
title: Set up Widget
titleTemplate: false
description: How to install Widget
head:
  - - meta
    - name: robots
      content: noindex
prev:
  text: 'Start here'
  link: '/'
editLink: false
lastUpdated: false
sidebar: false
outline: deep
---

# Setting up

## Install

### From npm

Run it. Back to [the guide](./index.html).
`,
  'guide/notes.md': `---
layout: page
aside: left
pageClass: notes
---

# Notes

## First

Plain notes.
`,
};

const dir = await tempDir('sitegen-vitepress-front-matter-');
for (const [file, text] of Object.entries(FILES)) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}
const migrated = await migrateVitePress({ dir, logger: { info: () => undefined } });
const outDir = path.join(await tempDir(), 'build');
const built = await build({ configFile: migrated.configFile, outDir, strictLinks: true, logger: createMemoryLogger() });
const page = (route: string) => readFile(path.join(outDir, route, 'index.html'), 'utf8');
const warnings = built.diagnostics.map(({ code, message, location }) => ({
  code,
  key: /`(\w+)`/.exec(message)?.[1],
  at: location === undefined ? undefined : `${path.relative(dir, location.file)}:${location.line}`,
}));

describe('VitePress front matter, titleTemplate and .html links (issue 38)', () => {
  it('builds with --strict-links: the .html links of pages, nav and sidebar reach their pages', async () => {
    expect(built.diagnostics.filter(({ severity }) => severity === 'error')).toEqual([]);
    // the project's config has no sitemap hostname: no url
    expect(warnings.filter(({ code }) => code !== 'content/unsupported-front-matter')).toEqual([
      { code: 'config/no-url', key: 'url', at: 'sitegen.config.ts:undefined' },
    ]);
    const home = await page('');
    expect(home).toContain('href="/guide/"');
    expect(home).toContain('href="/guide/setup#install"');
    expect(await page('guide')).toContain('href="/guide/notes"');
    expect(home).toMatch(/<a href="\/guide\/setup" class="sg-navbar__link">Setup<\/a>/);
  });

  it('applies title, description and outline, and names every key it does not apply at its line', async () => {
    const setup = await page('guide/setup');
    expect(setup).toContain('<title>Set up Widget | Widget</title>');
    expect(setup).toContain('<meta name="description" content="How to install Widget"/>');
    // outline: deep lists the h3 too
    expect(setup).toMatch(/class="sg-toc__link[^"]*"[^>]*>From npm</);
    expect(warnings.filter(({ at }) => at?.startsWith('guide/setup.md'))).toEqual(
      [
        ['titleTemplate', 3],
        ['head', 5],
        ['prev', 9],
        ['editLink', 12],
        ['lastUpdated', 13],
        ['sidebar', 14],
      ].map(([key, line]) => ({ code: 'content/unsupported-front-matter', key, at: `guide/setup.md:${line}` })),
    );
    expect(built.diagnostics.find(({ message }) => message.includes('`titleTemplate`'))?.message).toMatch(
      /is a VitePress key that sitegen does not apply: every page's `<title>` is/,
    );
  });

  it('layout: page hides the table of contents (and says the sidebar stays); aside: left and pageClass are named', async () => {
    expect(await page('guide/notes')).not.toContain('sg-toc__link');
    expect(warnings.filter(({ at }) => at?.startsWith('guide/notes.md')).map(({ key, at }) => `${key} ${at}`)).toEqual([
      'layout guide/notes.md:2',
      'aside guide/notes.md:3',
      'pageClass guide/notes.md:4',
    ]);
  });

  it("lists the config's titleTemplate in MIGRATION.md, as it differs from sitegen's '<page> | <site>'", async () => {
    expect(await readFile(migrated.notesFile, 'utf8')).toMatch(
      /\| `titleTemplate` \| every page's `<title>` is `<page title> \\\| Widget`/,
    );
  });
});
