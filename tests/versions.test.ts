/**
 * Docs versions through the whole pipeline, on tests/fixtures/versions (versions.json:
 * 2.0, 1.0; the current docs 'Next'): where each version's pages go, that links resolve
 * within their version, each version's own API reference, the navbar's links into every
 * version, search tags, llms.txt of the latest alone; `onlyIncludeVersions`; and
 * `sitegen docs:version` making a version of a site.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInMemory } from '../packages/sitegen/src/pipeline/build.js';
import { resolveConfig } from '../packages/sitegen/src/config/resolveConfig.js';
import { loadConfig } from '../packages/sitegen/src/config/loadConfig.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { snapshotDocsVersion } from '../packages/sitegen/src/versions/snapshotDocsVersion.js';
import { fileText, fixtureConfig, sitegenErrorOf, tempDir } from './helpers/fixtures.js';

const fixtureDir = path.dirname(fixtureConfig('versions'));

/** The fixture's folder under another name, with one of its configs. */
const fixtureConfigNamed = (name: string): string => path.join(fixtureDir, `sitegen.${name}.config.ts`);

describe('a site with two released versions and Next', async () => {
  const built = await buildInMemory({ configFile: fixtureConfig('versions'), logger: createMemoryLogger() });
  const paths = built.files.map((file) => file.path);
  const page = (file: string): string => fileText(built.files, file);

  it('puts the latest released version at /docs, Next at /docs/next and 1.0 at /docs/1.0, each with its API reference', () => {
    for (const file of [
      'docs/index.html',
      'docs/intro/index.html',
      'docs/guides/configuration/index.html',
      'docs/api/classes/Widget/index.html',
      'docs/next/intro/index.html',
      'docs/next/guides/events/index.html',
      'docs/next/api/classes/Gear/index.html',
      'docs/1.0/index.html',
      'docs/1.0/intro/index.html',
      'docs/1.0/category/guides/index.html',
      'docs/1.0/api/classes/Widget/index.html',
    ]) {
      expect(paths).toContain(file);
    }
    // each version's docs and reference as they were: 1.0 had no configuration guide and no stop(); Gear is new
    expect(paths).not.toContain('docs/1.0/guides/configuration/index.html');
    expect(paths).not.toContain('docs/api/classes/Gear/index.html');
    expect(page('docs/1.0/api/classes/Widget/index.html')).not.toContain('id="stop"');
    expect(page('docs/api/classes/Widget/index.html')).toContain('id="stop"');
    expect(page('docs/next/api/index.html')).toContain('as it is being written for its next release');
    expect(page('docs/1.0/api/index.html')).toContain('release 1.0');
    expect(built.diagnostics).toEqual([]);
  });

  it('resolves a link written in a version within that version: site paths, relative files and api: links', () => {
    const usage = page('docs/1.0/guides/usage/index.html');
    expect(usage).toContain('<a href="/widgets/docs/1.0/api/classes/Widget#spin">spin</a>');
    expect(usage).toContain('<a href="/widgets/docs/1.0/intro">introduction</a>');
    const intro = page('docs/next/intro/index.html');
    expect(intro).toContain('href="/widgets/docs/next/guides/install"');
    expect(intro).toContain('href="/widgets/docs/next/guides/usage#spinning"');
    // a page outside the docs links into the latest
    expect(page('about/index.html')).toContain('<a href="/widgets/docs/intro">guides</a>');
    // the sidebar of a version lists its own pages
    expect(page('docs/1.0/intro/index.html')).toContain('href="/widgets/docs/1.0/guides/install"');
  });

  it("gives the navbar's docs links their href in every version, and a version's pages its own", () => {
    const home = page('index.html');
    expect(home).toContain(
      '<a href="/widgets/docs/intro" class="sg-navbar__link" data-sg-version-hrefs="{&quot;current&quot;:&quot;/widgets/docs/next/intro&quot;,&quot;2.0&quot;:&quot;/widgets/docs/intro&quot;,&quot;1.0&quot;:&quot;/widgets/docs/1.0/intro&quot;}">Guides</a>',
    );
    const old = page('docs/1.0/guides/install/index.html');
    expect(old).toContain('<a href="/widgets/docs/1.0/api" class="sg-navbar__link"');
    // the dropdown: this page in each version, labelled with the page's version
    expect(old).toMatch(/aria-controls="[^"]+">1\.0\.x<span class="sg-chevron"/);
    expect(old).toContain('<a href="/widgets/docs/guides/install" class="sg-dropdown__link"><span data-sg-version="2.0">2.0</span></a>');
    expect(old).toContain('This is documentation for version <strong>1.0.x</strong>, which is no longer actively maintained.');
    expect(page('docs/intro/index.html')).not.toContain('sg-version-banner');
  });

  it('tags each page for search with its version, and pages outside the docs with all of them', () => {
    expect(page('docs/1.0/intro/index.html')).toContain('<span hidden="" data-pagefind-filter="version:1.0"></span>');
    const about = page('about/index.html');
    for (const name of ['current', '2.0', '1.0']) expect(about).toContain(`data-pagefind-filter="version:${name}"`);
  });

  it('lists the latest version alone in llms.txt and llms-full.txt; every page keeps its Markdown twin', () => {
    const llms = page('llms.txt');
    expect(llms).toContain('(https://example.com/widgets/docs/guides/configuration)');
    expect(llms).not.toContain('/docs/1.0/');
    expect(llms).not.toContain('/docs/next/');
    expect(page('llms-full.txt')).not.toContain('next release');
    expect(page('docs/1.0/guides/usage.md')).toContain('(https://example.com/widgets/docs/1.0/api/classes/Widget#spin)');
    expect(page('sitemap.xml')).toContain('https://example.com/widgets/docs/1.0/intro');
  });

  // the fixture's API: 1.0 has Widget.spin(): Promise<void>; 2.0 adds stop() and has spin() return void;
  // Next adds Gear and onTurn, has spin() return Promise<void> again and deprecates stop()
  const member = (html: string, id: string): string => html.slice(html.indexOf(`<h3 id="${id}">`)).split('</section>')[0] ?? '';
  const badge = (kind: string, label: string) => `<span class="sg-api-since__badge sg-api-since__badge--${kind}">${label}</span>`;

  it('marks what a version added "Added in", on an export\'s page and on a member; nothing the oldest version has', () => {
    expect(page('docs/next/api/classes/Gear/index.html')).toContain(`<div class="sg-api-since">${badge('added', 'Added in Next')}</div>`);
    const widget = page('docs/next/api/classes/Widget/index.html');
    expect(member(widget, 'stop')).toContain(badge('added', 'Added in 2.0'));
    expect(member(widget, 'onturn')).toContain(badge('added', 'Added in Next'));
    expect(member(page('docs/api/classes/Widget/index.html'), 'stop')).toContain(badge('added', 'Added in 2.0'));
    // Widget and spin were in 1.0; 1.0 has nothing before it
    expect(widget.slice(0, widget.indexOf('<h2'))).not.toContain('sg-api-since');
    expect(page('docs/1.0/api/classes/Widget/index.html')).not.toContain('sg-api-since');
  });

  it('marks each change "Changed in", its old and new signature in a <details>', () => {
    const spin = member(page('docs/next/api/classes/Widget/index.html'), 'spin');
    const changed = (version: string, before: string, after: string) =>
      `<details class="sg-api-since__change"><summary>${badge('changed', `Changed in ${version}`)}</summary><p>the return type changed</p><dl class="sg-api-change__forms"><div><dt>Before</dt><dd><pre><code>${before}</code></pre></dd></div><div><dt>After</dt><dd><pre><code>${after}</code></pre></dd></div></dl></details>`;
    expect(spin).toContain(changed('2.0', 'Promise&lt;void&gt;', 'void') + changed('Next', 'void', 'Promise&lt;void&gt;'));
    // as of 2.0, Next's change has not happened
    expect(member(page('docs/api/classes/Widget/index.html'), 'spin')).not.toContain('Changed in Next');
  });

  it('marks what a version deprecated "Deprecated in", after when it was added', () => {
    const stop = member(page('docs/next/api/classes/Widget/index.html'), 'stop');
    expect(stop).toContain(`<div class="sg-api-since">${badge('added', 'Added in 2.0')}${badge('deprecated', 'Deprecated in Next')}</div>`);
    expect(member(page('docs/api/classes/Widget/index.html'), 'stop')).not.toContain('Deprecated in');
  });

  it('gives each version after the oldest an API changes page: breaking first, by kind, each linked to its member', () => {
    const changes = page('docs/api/changes/index.html');
    expect(changes).toContain('<h1 data-pagefind-meta="title" data-pagefind-weight="10">API changes in 2.0</h1>');
    expect(changes).toContain('<p>What changed in the API from 1.0.x to 2.0.</p>');
    expect(changes.indexOf('id="breaking"')).toBeLessThan(changes.indexOf('id="other"'));
    expect(changes).toContain(
      '<h3>Changed</h3><ul><li><a href="/widgets/docs/api/classes/Widget#spin"><code>Widget.spin</code></a>: the return type changed',
    );
    const next = page('docs/next/api/changes/index.html');
    expect(next).not.toContain('id="breaking"');
    expect([...next.matchAll(/<h3>(\w+)<\/h3>/g)].map((match) => match[1])).toEqual(['Changed', 'Added', 'Deprecated']);
    expect(next).toContain(
      '<li><a href="/widgets/docs/next/api/classes/Gear"><code>Gear</code></a>: class <code>Gear</code> was added</li>',
    );
    expect(next).toContain(
      '<a href="/widgets/docs/next/api/classes/Widget#stop"><code>Widget.stop</code></a>: <code>stop</code> was deprecated',
    );
    expect(page('docs/next/api/changes.md')).toContain(
      '- [`Widget.onTurn`](https://example.com/widgets/docs/next/api/classes/Widget#onturn): `onTurn` was added\n  - + `onTurn(listener: (turns: number) => void): void`',
    );
    expect(paths).not.toContain('docs/1.0/api/changes/index.html');
  });

  it("ends the version dropdown with the page's version's API changes page; the oldest version has none", () => {
    const hrefs = '{&quot;current&quot;:&quot;/widgets/docs/next/api/changes&quot;,&quot;2.0&quot;:&quot;/widgets/docs/api/changes&quot;}';
    expect(page('docs/next/intro/index.html')).toContain(
      `<li><a href="/widgets/docs/next/api/changes" class="sg-dropdown__link" data-sg-version-hrefs="${hrefs}">API changes</a></li></ul>`,
    );
    expect(page('docs/guides/install/index.html')).toContain('<a href="/widgets/docs/api/changes" class="sg-dropdown__link"');
    expect(page('docs/1.0/intro/index.html')).not.toContain('API changes');
  });

  it('builds only the versions of onlyIncludeVersions: the current docs alone at /docs, as without versions', async () => {
    const nextOnly = await buildInMemory({ configFile: fixtureConfigNamed('next-only'), logger: createMemoryLogger() });
    const files = nextOnly.files.map((file) => file.path);
    expect(files).toContain('docs/guides/events/index.html');
    expect(files.some((file) => file.startsWith('docs/next/') || file.startsWith('docs/1.0/'))).toBe(false);
    expect(fileText(nextOnly.files, 'docs/intro/index.html')).not.toContain('data-sg-island="docs-version"');
    expect(files.some((file) => file.includes('docsVersionIsland'))).toBe(false);
    // one version: no history, no changes page
    expect(files).not.toContain('docs/api/changes/index.html');
    expect(fileText(nextOnly.files, 'docs/api/classes/Widget/index.html')).not.toContain('sg-api-since');
  });

  it('refuses a dropdown naming a version that does not exist, listing those that do', async () => {
    const error = await sitegenErrorOf(buildInMemory({ configFile: fixtureConfigNamed('unknown-version'), logger: createMemoryLogger() }));
    expect(error.code).toBe('navbar/unknown-version');
    expect(error.message).toBe("navbar.items[0]: the docs version '3.0' does not exist.");
    expect(error.hint).toBe("The available version names are: 'current', '2.0', '1.0'.");
  });
});

describe('sitegen docs:version', () => {
  async function siteCopy(fixture: string): Promise<string> {
    const site = path.join(await tempDir('sitegen-version-'), 'site');
    await cp(path.dirname(fixtureConfig(fixture)), site, { recursive: true, filter: (source) => !source.includes('node_modules') });
    return site;
  }
  const configOf = async (site: string) =>
    resolveConfig(await loadConfig(path.join(site, 'sitegen.config.ts')), path.join(site, 'sitegen.config.ts'));

  it('copies the docs, the sidebars and the API snapshot, and puts the version first in versions.json', async () => {
    const site = await siteCopy('versions');
    const logger = createMemoryLogger();
    const written = await snapshotDocsVersion({ config: await configOf(site), name: '3.0', logger });
    expect(written).toEqual([
      path.join('versioned_docs', 'version-3.0'),
      path.join('versioned_sidebars', 'version-3.0-sidebars.json'),
      path.join('versioned_api', 'version-3.0'),
      'versions.json',
    ]);
    expect(JSON.parse(await readFile(path.join(site, 'versions.json'), 'utf8'))).toEqual(['3.0', '2.0', '1.0']);
    const read = (...parts: string[]) => readFile(path.join(site, ...parts), 'utf8');
    expect(await read('versioned_docs', 'version-3.0', 'guides', 'events.md')).toBe(await read('content', 'docs', 'guides', 'events.md'));
    expect(await read('versioned_docs', 'version-3.0', 'guides', '_category_.json')).toBe(
      await read('content', 'docs', 'guides', '_category_.json'),
    );
    expect(JSON.parse(await read('versioned_sidebars', 'version-3.0-sidebars.json'))).toEqual({
      docs: { type: 'autogenerated' },
      api: { type: 'api' },
    });
    expect(await read('versioned_api', 'version-3.0', 'reflections.json')).toBe(await read('content', 'api', 'reflections.json'));
    expect(await read('versioned_api', 'version-3.0', 'README.md')).toBe(await read('package', 'README.md'));

    // the new version is the latest: at /docs, 2.0 moves to /docs/2.0
    const built = await buildInMemory({ configFile: path.join(site, 'sitegen.config.ts'), logger: createMemoryLogger() });
    const files = built.files.map((file) => file.path);
    expect(files).toContain('docs/guides/events/index.html');
    expect(files).toContain('docs/2.0/guides/configuration/index.html');
    expect(files).toContain('docs/api/classes/Gear/index.html');
  });

  it('refuses a name that cannot name a folder and a route, and one taken', async () => {
    const site = await siteCopy('versions');
    const config = await configOf(site);
    const logger = createMemoryLogger();
    const invalid = await sitegenErrorOf(snapshotDocsVersion({ config, name: '../x', logger }));
    expect(invalid.code).toBe('versions/invalid-name');
    expect(invalid.message).toBe("the version name '../x' cannot be used: it holds a '/', '\\', '?', '#', '%' or a space");
    const taken = await sitegenErrorOf(snapshotDocsVersion({ config, name: '2.0', logger }));
    expect(taken.code).toBe('versions/exists');
    expect(taken.hint).toBe("Choose another name; the versions are '2.0', '1.0'.");
  });

  it('makes the first version of a site without an API reference', async () => {
    const site = await siteCopy('basic');
    await writeFile(path.join(site, 'content', 'docs', 'new.md'), '# New\n');
    await snapshotDocsVersion({ config: await configOf(site), name: '1.0', logger: createMemoryLogger() });
    expect(JSON.parse(await readFile(path.join(site, 'versions.json'), 'utf8'))).toEqual(['1.0']);
    const built = await buildInMemory({ configFile: path.join(site, 'sitegen.config.ts'), logger: createMemoryLogger() });
    const files = built.files.map((file) => file.path);
    expect(files).toContain('docs/new/index.html');
    expect(files).toContain('docs/next/new/index.html');
    expect(files.some((file) => file.includes('/api/'))).toBe(false);
  });
});
