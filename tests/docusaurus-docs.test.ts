/**
 * Docs written for Docusaurus (issue 20) on the docusaurus-docs fixture: front matter (`id`,
 * `pagination_*`, `tags`, `hide_title`, `hide_table_of_contents`, `sidebar_class_name`,
 * `description`, `keywords`), the title rule, and a `sidebars.ts` with every item type. It
 * builds with --strict-links; the pages are read as HTML.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fixtureConfig, readText, sitegenErrorOf, tempDir } from './helpers/fixtures.js';

const outDir = path.join(await tempDir(), 'build');
const built = await build({ configFile: fixtureConfig('docusaurus-docs'), outDir, strictLinks: true, logger: createMemoryLogger() });
const page = (route: string) => readText(outDir, route, 'index.html');

const h1Of = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map(([, text]) => text);
const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const paginationOf = (html: string) =>
  [
    ...html.matchAll(
      /<a class="sg-pagination__link sg-pagination__link--(prev|next)" href="([^"]+)"[^>]*>.*?<span class="sg-pagination__label">(?:« )?(.*?)(?: »)?<\/span>/g,
    ),
  ].map(([, side, href, label]) => `${side} ${href} ${label}`);
const sidebarOf = (html: string) => /<nav class="sg-sidebar__nav"[^>]*data-sg-props="([^"]*)"[^>]*>(.*?)<\/nav>/s.exec(html);
const sidebarLinks = (html: string) =>
  [...(sidebarOf(html)?.[2] ?? '').matchAll(/<a href="([^"]+)" class="sg-sidebar__link[^"]*"[^>]*>(.*?)<(?:\/a|span|svg)/g)].map(
    ([, href, label]) => `${label} ${href}`,
  );

describe('the docusaurus-docs fixture', () => {
  it('builds with --strict-links and no warnings', () => {
    expect(built.diagnostics).toEqual([]);
  });

  describe('the title rule', () => {
    it("keeps the body's # heading as the h1 under a front-matter title, which names the document and the sidebar entry", async () => {
      const html = await page('docs/intro');
      expect(h1Of(html)).toEqual(['Welcome to Orbit']);
      expect(titleOf(html)).toBe('Welcome | Orbit');
      expect(sidebarLinks(html)[0]).toBe('Welcome /orbit/docs/intro');
    });

    it('takes the h1 as the title without a front-matter title', async () => {
      const html = await page('docs/reference/environment');
      expect(h1Of(html)).toEqual(['Environment variables']);
      expect(titleOf(html)).toBe('Environment variables | Orbit');
    });

    it('applies to Markdown pages too', async () => {
      const html = await page('');
      expect(h1Of(html)).toEqual(['Orbit, the job scheduler']);
      expect(titleOf(html)).toBe('Orbit docs | Orbit');
    });
  });

  describe('front matter', () => {
    it('id: the doc is guides/setup (URL, sidebar, links and the navbar), not guides/install', async () => {
      expect(existsSync(path.join(outDir, 'docs/guides/setup/index.html'))).toBe(true);
      expect(existsSync(path.join(outDir, 'docs/guides/install'))).toBe(false);
      const intro = await page('docs/intro');
      expect(intro).toContain('<a href="/orbit/docs/guides/setup">setting up</a>');
      expect(intro).toContain('<a href="/orbit/docs/guides/setup">set-up page by its URL</a>');
      expect(intro).toMatch(/<a href="\/orbit\/docs\/guides\/setup" class="sg-navbar__link">Set up<\/a>/);
      expect(await page('docs/guides/configure')).toContain('<a href="/orbit/docs/guides/setup#install">set-up</a>');
    });

    it('pagination_next / pagination_prev: a doc id replaces the sidebar neighbour, null hides it; pagination_label names links to a doc', async () => {
      // the sidebar's next of intro is the Guides index; the front matter sends it to the set-up doc
      expect(paginationOf(await page('docs/intro'))).toEqual(['next /orbit/docs/guides/setup Set up Orbit']);
      expect(paginationOf(await page('docs/guides/setup'))).toEqual(['next /orbit/docs/guides/configure Configuration guide']);
      expect(paginationOf(await page('docs/guides/configure'))).toEqual([
        'prev /orbit/docs/guides/setup Set up Orbit',
        'next /orbit/docs/guides/deploy Deploy',
      ]);
      expect(paginationOf(await page('docs/guides/deploy'))).toEqual(['prev /orbit/docs/guides/configure Configuration guide']);
    });

    it('tags: listed below the doc, linking to their pages (a label slugified, or the permalink)', async () => {
      expect(await page('docs/intro')).toContain(
        '<nav class="sg-doc-tags" aria-label="Tags"><span class="sg-doc-tags__label">Tags:</span><ul class="sg-doc-tags__list">' +
          '<li><a class="sg-tag" href="/orbit/docs/tags/getting-started" rel="tag">getting started</a></li>' +
          '<li><a class="sg-tag" href="/orbit/docs/tags/cli" rel="tag">Orbit CLI</a></li></ul></nav>',
      );
      expect(await page('docs/faq')).not.toContain('sg-doc-tags');
    });

    it('tags: an index of every tag with its count, and a page per tag listing its docs', async () => {
      const index = await page('docs/tags');
      expect(h1Of(index)).toEqual(['Tags']);
      const cards = [
        ...index.matchAll(
          /<a class="sg-card sg-card--tag" href="([^"]+)">.*?<\/svg>(.*?)<\/h2><p class="sg-card__description">(.*?)<\/p>/g,
        ),
      ];
      expect(cards.map(([, href, label, count]) => `${label} ${href} ${count}`)).toEqual([
        'getting started /orbit/docs/tags/getting-started 2 docs',
        'ops /orbit/docs/tags/ops 2 docs',
        'Orbit CLI /orbit/docs/tags/cli 2 docs',
      ]);
      const cli = await page('docs/tags/cli');
      expect(h1Of(cli)).toEqual(['2 docs tagged with &quot;Orbit CLI&quot;']);
      expect(cli).toContain('<ol><li><a href="/orbit/docs/tags">Tags</a></li><li><span aria-current="page">Orbit CLI</span></li></ol>');
      const docs = [...cli.matchAll(/<a class="sg-card sg-card--doc" href="([^"]+)">.*?<\/svg>(.*?)<\/h2>/g)];
      expect(docs.map(([, href, label]) => `${label} ${href}`)).toEqual([
        'Command line /orbit/docs/reference/cli',
        'Welcome /orbit/docs/intro',
      ]);
      expect(cli).toContain('<p class="sg-card__description">What Orbit is, and where to start.</p>');
    });

    it('hide_title leaves out an h1 from the front matter; hide_table_of_contents the TOC', async () => {
      const html = await page('docs/guides/setup');
      expect(h1Of(html)).toEqual([]);
      expect(titleOf(html)).toBe('Set up Orbit | Orbit');
      expect(html).toContain('sg-doc-layout--no-toc');
      expect(html).not.toContain('class="sg-toc');
      expect(await page('docs/intro')).toContain('class="sg-toc');
    });

    it("toc_max_heading_level (and toc_min_heading_level) set the levels of the page's table of contents", async () => {
      const tocOf = (html: string) =>
        [...(/<aside class="sg-toc"[\s\S]*?<\/aside>/.exec(html)?.[0].matchAll(/href="#([^"]+)"/g) ?? [])].map(([, id]) => id);
      expect(tocOf(await page('docs/guides/configure'))).toEqual(['keys', 'timing', 'interval', 'timeout']);
      // the site's levels elsewhere: h2 and h3
      expect(await page('docs/guides/configure')).toContain('<h4 id="interval"');
      expect(tocOf(await page('docs/intro'))).not.toContain('interval');
    });

    it('description and keywords go to the meta tags; sidebar_class_name to the sidebar item', async () => {
      const html = await page('docs/intro');
      expect(html).toContain('<meta name="description" content="What Orbit is, and where to start."/>');
      expect(html).toContain('<meta name="keywords" content="orbit, scheduler, quick start"/>');
      expect(html).toContain('<li class="sidebar-intro"><a href="/orbit/docs/intro"');
      expect(await page('docs/faq')).not.toContain('name="keywords"');
    });
  });

  describe('the sidebars file', () => {
    it('lists every item type in its order: doc ids, doc objects, categories, autogenerated items, links, html and refs', async () => {
      const html = await page('docs/guides/configure');
      expect(sidebarOf(html)?.[1]).toBe('{&quot;id&quot;:&quot;guide&quot;}');
      expect(sidebarLinks(html)).toEqual([
        'Welcome /orbit/docs/intro',
        'Guides /orbit/docs/guides',
        'Set up Orbit /orbit/docs/guides/setup',
        'Configuration /orbit/docs/guides/configure',
        'Deploy /orbit/docs/guides/deploy',
        'Reference /orbit/docs/reference',
        'Command line /orbit/docs/reference/cli',
        'Environment variables /orbit/docs/reference/environment',
        'Orbit on GitHub https://github.com/example/orbit',
        'All tags /orbit/docs/tags',
        'Questions /orbit/docs/faq',
      ]);
      expect(html).toContain('<li class="sidebar-configure"><a href="/orbit/docs/guides/configure"');
      expect(html).toContain('<li class="sg-sidebar__html"><strong>Stuck?</strong> Read the <a href="/orbit/docs/faq">FAQ</a>.</li>');
      expect(html).toMatch(/data-sg-key="guide\/Guides"><div class="sg-sidebar__row">/);
      expect(html).toMatch(/data-sg-collapsed="false" data-sg-key="guide\/Guides"/);
      // collapsible: false: no toggle
      expect(html).toMatch(/data-sg-key="guide\/Reference"><div class="sg-sidebar__row"><a [^>]*>Reference<\/a><\/div>/);
    });

    it('gives a generated-index category a page of cards, at its slug, linked from the sidebar and the breadcrumbs', async () => {
      const index = await page('docs/guides');
      expect(h1Of(index)).toEqual(['All the guides']);
      expect(index).toContain('<p class="sg-lead">Install Orbit, tune it and ship it.</p>');
      const cards = [...index.matchAll(/<a class="sg-card sg-card--doc" href="([^"]+)">/g)].map(([, href]) => href);
      expect(cards).toEqual(['/orbit/docs/guides/setup', '/orbit/docs/guides/configure', '/orbit/docs/guides/deploy']);
      expect(await page('docs/guides/deploy')).toContain('<ol><li><a href="/orbit/docs/guides">Guides</a></li>');
    });

    it('a ref leaves the doc in its own sidebar: the FAQ shows the shorthand "Help" category', async () => {
      const html = await page('docs/faq');
      expect(sidebarOf(html)?.[1]).toBe('{&quot;id&quot;:&quot;help&quot;}');
      expect(sidebarLinks(html)).toEqual(['FAQ /orbit/docs/faq', 'Back to the introduction /orbit/docs/intro']);
      expect(html).toContain('<span class="sg-sidebar__label">Help</span>');
    });
  });

  it("<DocCardList /> without items lists the cards of the category whose page the doc is (Docusaurus's useCurrentSidebarCategory)", async () => {
    const html = await page('docs/reference');
    const list = /<div class="sg-doc-card-list">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
    const cards = [
      ...list.matchAll(/<a class="sg-card sg-card--(\w+)" href="([^"]+)"><h2 class="sg-card__title">(.*?)<\/h2>(.*?)<\/a>/g),
    ].map(([, kind, href, title, description]) => `${kind} ${href} ${title} ${description}`);
    expect(cards).toEqual([
      'doc /orbit/docs/reference/cli Command line ',
      'doc /orbit/docs/reference/environment Environment variables <p class="sg-card__description">Where Orbit keeps its state &amp; how to move it.</p>',
    ]);
    expect(html).not.toContain('data-sg-doc-card-list');
  });

  it("gives an MDX doc its docs version, as the docs plugin's useActiveVersion() does (a site without versions.json: 'Next')", async () => {
    expect(await page('docs/reference')).toContain('(docs version <span class="docs-version">Next</span>)');
  });
});

describe('mistakes in docs written for Docusaurus', async () => {
  await mkdir('tests/.tmp', { recursive: true });
  const root = await mkdtemp(path.resolve('tests/.tmp/docusaurus-docs-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  let count = 0;
  /** A copy of the fixture with one file changed, built: the error it fails with. */
  const errorWith = async (file: string, edit: (text: string) => string) => {
    const siteDir = path.join(root, String(count++));
    await cp(path.dirname(fixtureConfig('docusaurus-docs')), siteDir, { recursive: true });
    const target = path.join(siteDir, file);
    await writeFile(target, edit(await readFile(target, 'utf8')));
    const error = await sitegenErrorOf(
      build({ configFile: path.join(siteDir, 'sitegen.config.ts'), outDir: path.join(siteDir, 'build'), logger: createMemoryLogger() }),
    );
    return { error, target };
  };

  it("<DocCardList /> without items on a doc that is no category's page fails the build at the doc, as in Docusaurus", async () => {
    const { error, target } = await errorWith('sidebars.ts', (text) =>
      text.replace("link: { type: 'doc', id: 'reference' }", "link: { type: 'generated-index', slug: '/reference-index' }"),
    );
    expect(error).toMatchObject({ code: 'mdx/render', location: { file: path.join(path.dirname(target), 'content/docs/reference.mdx') } });
    expect(error.message).toMatch(/^<DocCardList \/> without `items` lists the sidebar category whose page this doc is/);
  });

  it('a sidebar item naming no doc fails the build at the sidebars file, naming the closest doc id (SPEC §8)', async () => {
    const { error, target } = await errorWith('sidebars.ts', (text) => text.replace("'guides/deploy',", "'guides/deplyo',"));
    expect(error).toMatchObject({ code: 'sidebar/unknown-doc', location: { file: target } });
    expect(error.message).toBe("sidebars.guide[1].items[2]: a sidebar item with nothing to link to: no doc has the id 'guides/deplyo'");
    expect(error.hint).toMatch(/^Did you mean 'guides\/deploy'\?/);
  });

  it('an ill-formed item names the sidebars file and the item', async () => {
    const { error, target } = await errorWith('sidebars.ts', (text) =>
      text.replace("{ type: 'ref', id: 'faq', label: 'Questions' }", "{ type: 'ref', doc: 'faq' }"),
    );
    expect(error).toMatchObject({ code: 'config/invalid', location: { file: target } });
    expect(error.details).toEqual([
      'sidebars.guide[6].id: expected a doc id, found nothing (the key is missing)',
      "sidebars.guide[6].doc: expected no key 'doc' here (the keys of a 'ref' item: type, id, label, className), found the string \"faq\"",
    ]);
  });

  it('sidebars in both the config and sidebars.ts are an error', async () => {
    const { error } = await errorWith('sitegen.config.ts', (text) =>
      text.replace('  colorMode:', "  sidebars: { docs: { type: 'autogenerated' } },\n  colorMode:"),
    );
    expect(error.code).toBe('config/invalid');
    expect(error.message).toBe("the sidebars are defined twice: in sidebars.ts and in the config's `sidebars`");
  });

  it('pagination_next naming no doc fails at its file and line, naming the closest id', async () => {
    const { error, target } = await errorWith('content/docs/intro.md', (text) =>
      text.replace('pagination_next: guides/setup', 'pagination_next: guides/set-up'),
    );
    expect(error).toMatchObject({ code: 'content/unknown-doc', location: { file: target, line: 6 } });
    expect(error.hint).toMatch(/^Did you mean 'guides\/setup'\?/);
  });

  it('two docs with one id are an error naming both files', async () => {
    const { error, target } = await errorWith('content/docs/guides/deploy.md', (text) =>
      text.replace('title: Deploy', 'id: setup\ntitle: Deploy'),
    );
    expect(error.code).toBe('content/duplicate-id');
    expect(error.message).toContain("two docs have the id 'guides/setup'");
    expect(error.message).toContain(target);
  });

  it('a Docusaurus key sitegen does not apply is a warning at its line', async () => {
    const siteDir = path.join(root, 'unsupported');
    await cp(path.dirname(fixtureConfig('docusaurus-docs')), siteDir, { recursive: true });
    const faq = path.join(siteDir, 'content/docs/faq.md');
    await writeFile(faq, (await readFile(faq, 'utf8')).replace('sidebar_label: FAQ', 'sidebar_label: FAQ\ndisplayed_sidebar: guide'));
    const result = await build({
      configFile: path.join(siteDir, 'sitegen.config.ts'),
      outDir: path.join(siteDir, 'build'),
      logger: createMemoryLogger(),
    });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'content/unsupported-front-matter', location: { file: faq, line: 4 } }),
    ]);
  });

  it('a toc_min_heading_level above toc_max_heading_level is an error at its line', async () => {
    const { error, target } = await errorWith('content/docs/faq.md', (text) =>
      text.replace('sidebar_label: FAQ', 'sidebar_label: FAQ\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3'),
    );
    expect(error).toMatchObject({ code: 'content/front-matter', location: { file: target, line: 5 } });
    expect(error.message).toBe(
      'invalid front matter: line 5: toc_max_heading_level: expected a level of at least toc_min_heading_level (4), found 3',
    );
  });

  it('an ill-typed front matter value names the file and line', async () => {
    const { error, target } = await errorWith('content/docs/faq.md', (text) =>
      text.replace('sidebar_label: FAQ', 'sidebar_label: FAQ\ntags: questions'),
    );
    expect(error).toMatchObject({ code: 'content/front-matter', location: { file: target, line: 4 } });
    expect(error.message).toBe('invalid front matter: line 4: tags: expected a list, found "questions"');
  });
});
