/**
 * A package of several entry points (issue 21, item 5), on a miniature of viem and
 * viem/chains (tests/fixtures/api-multi): each module is a section of the reference with
 * its own index, the globals page and the sidebar are grouped by module, and what two
 * modules export is documented once, where TypeDoc declares it, and listed by both.
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
import { apiPageAt, loadApiReference, loadSiteConfig, markdownRenderers } from './apiHelpers.js';
import { fixtureConfig, readText, tempDir } from './helpers/fixtures.js';

const configFile = fixtureConfig('api-multi');
let reference: ApiReference;
let config: ResolvedConfig;

beforeAll(async () => {
  config = await loadSiteConfig(configFile);
  reference = await loadApiReference(config, createMemoryLogger(), await markdownRenderers(config));
});

function page(routePath: string) {
  return apiPageAt(reference, routePath);
}

describe('the api-multi fixture', () => {
  it('TypeDoc regenerates exactly the committed JSON, its modules named as they are imported, in api.entryPoints order', async () => {
    const contentDir = await tempDir('sitegen-api-multi-');
    const generated = await generateReflections({ config: { ...config, contentDir }, logger: createMemoryLogger() });
    const committed = JSON.parse(readFileSync(path.join(config.contentDir, 'api', 'reflections.json'), 'utf8')) as {
      children: { name: string }[];
    };
    expect(generated.project).toEqual(committed);
    expect(committed.children.map((module) => module.name)).toEqual(['multi-pkg', 'multi-pkg/chains']);
  }, 60_000);

  it("puts every export's page under its module, once: a symbol two modules export is where TypeDoc declares it", () => {
    const routes = reference.pages.map((candidate) => candidate.routePath).sort();
    expect(routes).toEqual(
      [
        '',
        'globals',
        'multi-pkg',
        'multi-pkg/classes/Client',
        'multi-pkg/functions/createClient',
        'multi-pkg/functions/getChain',
        'multi-pkg/interfaces/Chain',
        'multi-pkg/interfaces/ClientConfig',
        'multi-pkg-chains',
        'multi-pkg-chains/functions/defineChain',
        'multi-pkg-chains/functions/isTestnet',
        'multi-pkg-chains/variables/mainnet',
        'multi-pkg-chains/variables/testnet',
      ]
        .map((route) => `docs/api/${route}`.replace(/\/$/, ''))
        .sort(),
    );
  });

  it("gives each module an index titled with its name, listing what it exports (another module's pages linked there)", () => {
    const chains = page('multi-pkg-chains');
    expect(chains.title).toBe('multi-pkg/chains');
    const rows = (chains.article as ApiIndexArticleView).exports.rows;
    expect(rows.map((row) => [row.name, row.href])).toEqual([
      ['Chain', '/multi/docs/api/multi-pkg/interfaces/Chain'],
      ['defineChain', '/multi/docs/api/multi-pkg-chains/functions/defineChain'],
      ['isTestnet', '/multi/docs/api/multi-pkg-chains/functions/isTestnet'],
      ['mainnet', '/multi/docs/api/multi-pkg-chains/variables/mainnet'],
      ['testnet', '/multi/docs/api/multi-pkg-chains/variables/testnet'],
    ]);
    const main = (page('multi-pkg').article as ApiIndexArticleView).exports.rows.map((row) => row.name);
    expect(main).toEqual(['Chain', 'Client', 'ClientConfig', 'createClient', 'defineChain', 'getChain', 'mainnet', 'testnet']);
  });

  it('lists the modules on the index, and groups the globals page and the sidebar by module', () => {
    const index = page('').article as ApiIndexArticleView;
    expect(index.exports.heading.label).toBe('Modules');
    expect(index.exports.rows.map((row) => [row.name, row.href, row.outline])).toEqual([
      ['multi-pkg', '/multi/docs/api/multi-pkg', '8 exports'],
      ['multi-pkg/chains', '/multi/docs/api/multi-pkg-chains', '5 exports'],
    ]);
    const globals = page('globals').article as ApiGlobalsArticleView;
    expect(globals.groups.map((group) => [group.heading.label, group.rows.length, group.showKind])).toEqual([
      ['multi-pkg', 8, true],
      ['multi-pkg/chains', 5, true],
    ]);
    expect(reference.sidebar.groups).toEqual([]);
    expect(reference.sidebar.modules?.map((module) => [module.label, module.routePath, module.groups.map((group) => group.label)])).toEqual(
      [
        ['multi-pkg', 'docs/api/multi-pkg', ['Classes', 'Functions', 'Interfaces']],
        ['multi-pkg/chains', 'docs/api/multi-pkg-chains', ['Functions', 'Variables']],
      ],
    );
  });

  it("resolves a {@link} to another module's export, which TypeDoc leaves unresolved", () => {
    expect(reference.diagnostics).toEqual([]);
    expect(page('multi-pkg-chains/functions/isTestnet').markdown).toContain('[getChain](/multi/docs/api/multi-pkg/functions/getChain)');
  });
});

const outDir = path.join(await tempDir(), 'build');
const built = await build({ configFile, outDir, strictLinks: true, logger: createMemoryLogger() });

describe('the api-multi site', () => {
  it('builds with --strict-links, its api: links resolved across modules', async () => {
    expect(built.diagnostics).toEqual([]);
    const intro = await readText(outDir, 'docs', 'intro', 'index.html');
    expect(intro).toContain('href="/multi/docs/api/multi-pkg/functions/createClient"');
    expect(intro).toContain('href="/multi/docs/api/multi-pkg-chains/functions/isTestnet"');
    expect(intro).toContain('href="/multi/docs/api/multi-pkg/interfaces/Chain"');
  });

  it('shows a category per module in the sidebar, linking to its index, its kinds inside', async () => {
    const html = await readText(outDir, 'docs', 'api', 'multi-pkg-chains', 'functions', 'isTestnet', 'index.html');
    const sidebar = html.slice(html.indexOf('sg-sidebar'));
    const main = sidebar.indexOf('href="/multi/docs/api/multi-pkg"');
    const chains = sidebar.indexOf('href="/multi/docs/api/multi-pkg-chains"');
    expect(main).toBeGreaterThan(-1);
    expect(chains).toBeGreaterThan(main);
    expect(sidebar.indexOf('href="/multi/docs/api/multi-pkg-chains/functions/isTestnet"')).toBeGreaterThan(chains);
  });
});
