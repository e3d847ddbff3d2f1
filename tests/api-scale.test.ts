/**
 * A reference readable at a large package's size (issue 21, item 4), on a miniature of
 * viem (tests/fixtures/api-scale): aliases over mapped types stay named, long signatures
 * fold, the description comes first, a type parameter is not the export of its name, and a
 * kind of more than 200 exports gets a page of its own instead of filling every sidebar.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateReflections } from '../packages/sitegen/src/api/generateReflections.js';
import type { ApiReference } from '../packages/sitegen/src/api/types.js';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import type { ResolvedConfig } from '../packages/sitegen/src/config/types.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import type { ApiGlobalsArticleView, ApiIndexArticleView } from '../packages/sitegen/src/view/index.js';
import { apiPageAt, codeLinkedBothWays, loadApiReference, loadSiteConfig, markdownRenderers, renderedApiPage } from './apiHelpers.js';
import { fixtureConfig, readText, tempDir } from './helpers/fixtures.js';

const configFile = fixtureConfig('api-scale');
let reference: ApiReference;
let config: ResolvedConfig;

beforeAll(async () => {
  config = await loadSiteConfig(configFile);
  reference = await loadApiReference(config, createMemoryLogger(), await markdownRenderers(config));
});

function page(routePath: string) {
  return renderedApiPage(apiPageAt(reference, routePath));
}

/** The text of the page's first signature block. */
function firstCode(html: string): string {
  const pre = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '';
  return pre
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

describe('the api-scale fixture', () => {
  it('TypeDoc regenerates exactly the committed JSON', async () => {
    const contentDir = await tempDir('sitegen-api-scale-');
    const generated = await generateReflections({ config: { ...config, contentDir }, logger: createMemoryLogger() });
    const committed = JSON.parse(readFileSync(path.join(config.contentDir, 'api', 'reflections.json'), 'utf8')) as unknown;
    expect(generated.project).toEqual(committed);
  }, 60_000);

  it('keeps the type aliases a signature names, linked to their pages, not expanded', () => {
    const { html } = page('functions/createClient');
    expect(firstCode(html)).toContain('config: ClientConfig\n): Client');
    expect(firstCode(html)).not.toContain('retries');
    expect(html).toContain('href="/scale/docs/api/type-aliases/ClientConfig"');
    expect(html).toContain('href="/scale/docs/api/type-aliases/Client"');
  });

  it('shows the description before the signature, and the example after it', () => {
    const { html } = page('functions/createClient');
    const description = html.indexOf('Creates a client.');
    const signature = html.indexOf('<pre');
    expect(description).toBeGreaterThan(-1);
    expect(description).toBeLessThan(signature);
    expect(html.indexOf('Example')).toBeGreaterThan(signature);
  });

  it('never links a type parameter to the export of the same name', () => {
    const linked = codeLinkedBothWays(reference, config).find(({ routePath }) => routePath === 'docs/api/functions/createClient');
    expect(linked?.asView.html).toContain('extendSchema');
    expect(linked?.asView.html).not.toContain('href="/scale/docs/api/functions/extendSchema"');
    expect(linked?.asView.links.map((link) => link.href)).not.toContain('/scale/docs/api/functions/extendSchema');
  });

  it('folds a signature of more than 30 lines; the parameters table lists its options', () => {
    const { html } = page('functions/configure');
    expect(html).toMatch(/<details class="sg-api-fold"><summary>Signature \(39 lines\)<\/summary>/);
    expect(html).toContain('options.option34?');
  });

  it('prints a long object type alias once: its properties in the table, not again in the declaration', () => {
    const { html } = page('type-aliases/Actions');
    expect(firstCode(html)).toBe('type Actions = { /* 35 properties: see Properties below */ }');
    expect(html).toContain('Does the action number 34.');
  });

  it('gives a kind of more than 200 exports a page by first letter; the index and globals link to it', () => {
    const aliases = page('type-aliases');
    expect(aliases.title).toBe('Type Aliases');
    const article = aliases.article as ApiGlobalsArticleView;
    expect(article.groups.map((group) => group.heading.label)).toEqual(['A', 'C', 'E', 'P', 'S']);
    expect(article.groups.find((group) => group.heading.label === 'E')?.rows).toHaveLength(205);
    const category = { label: 'Type Aliases', href: '/scale/docs/api/type-aliases', count: 210 };
    const index = page('').article as ApiIndexArticleView;
    expect(index.exports.categories).toEqual([category]);
    expect(index.exports.rows.map((row) => row.name)).toEqual(['createClient', 'extendSchema', 'configure'].sort());
    const globals = page('globals').article as ApiGlobalsArticleView;
    expect(globals.groups.map((group) => group.category ?? group.rows.length)).toEqual([3, category]);
    expect(reference.sidebar.groups.map((group) => group.routePath)).toEqual([undefined, 'docs/api/type-aliases']);
  });
});

const outDir = path.join(await tempDir(), 'build');
const built = await build({ configFile, outDir, strictLinks: true, logger: createMemoryLogger() });

describe('the api-scale site', () => {
  it('builds with --strict-links', () => {
    expect(built.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
  });

  it("shows a type alias's neighbours in the sidebar, then a link to the page listing all 210", async () => {
    const html = await readText(outDir, 'docs', 'api', 'type-aliases', 'Entry100', 'index.html');
    const entries = [...html.matchAll(/href="\/scale\/docs\/api\/type-aliases\/(Entry\d+)"/g)].map(([, name]) => name);
    expect(new Set(entries)).toEqual(new Set(Array.from({ length: 21 }, (_, i) => `Entry${String(90 + i).padStart(3, '0')}`)));
    expect(html).toContain(
      '<li class="sg-sidebar__all"><a href="/scale/docs/api/type-aliases" class="sg-sidebar__link">All 210 type aliases</a></li>',
    );
  });

  it('keeps every entry in the shared sidebar file, which fills a collapsed category on expand', async () => {
    const fragment = await readText(outDir, 'assets', 'sidebar-api.html');
    expect(fragment.match(/href="\/scale\/docs\/api\/type-aliases\/Entry\d+"/g)).toHaveLength(205);
  });
});
