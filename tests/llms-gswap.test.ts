import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInMemory, type InMemoryBuild } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fileText, gswapConfigFile, repoRoot } from './helpers/fixtures.js';

const SITE = 'https://galachain.github.io';
const BASE = '/gswap-sdk/';

let site: InMemoryBuild;
const paths = () => new Set(site.files.map((file) => file.path));
const text = (file: string) => fileText(site.files, file);

/** Route path of every page but the not-found page: 'docs/intro/index.html' → 'docs/intro'. */
function routePaths(): string[] {
  return site.files
    .map((file) => file.path)
    .filter((file) => file.endsWith('index.html'))
    .map((file) => file.slice(0, -'index.html'.length).replace(/\/$/, ''));
}

beforeAll(async () => {
  site = await buildInMemory({ configFile: gswapConfigFile, logger: createMemoryLogger() });
}, 180_000);

describe('llms.txt of the gSwap site', () => {
  it('follows the convention: H1 title, summary quote, H2 sections, guides before the API', () => {
    const llms = text('llms.txt');
    expect(llms.startsWith('# SDK\n\n> TypeScript SDK for the gSwap exchange on GalaChain\n\n')).toBe(true);
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(['Guides', 'API Reference', 'Optional']);
    expect(llms).toContain(
      `- [Getting Started](${SITE}${BASE}docs/getting-started): Install the gSwap SDK, create a client in Node.js or the browser, fetch a first quote and make a first swap.`,
    );
    expect(llms).toMatch(new RegExp(`- \\[Class: GSwap\\]\\(${SITE}${BASE}docs/api/classes/GSwap\\): Main class`));
    const api = llms.slice(llms.indexOf('## API Reference'), llms.indexOf('## Optional'));
    const titles = [...api.matchAll(/^- \[([^\]]+)\]/gm)].map((m) => m[1] ?? '');
    // as the API sidebar lists them: overview, then Classes, Enumerations, Functions, Interfaces, Type Aliases
    expect(titles.slice(0, 3)).toEqual(['gSwap SDK', 'Globals', 'Class: Assets']);
    const kinds = [...new Set(titles.slice(2).map((title) => title.split(':')[0]))];
    expect(kinds).toEqual(['Class', 'Enumeration', 'Function', 'Interface', 'Type Alias']);
  });

  it('lists every route by its absolute URL, and nothing else', () => {
    const listed = [...text('llms.txt').matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((m) => m[1]);
    const routes = routePaths().map((route) => `${SITE}${BASE}${route}`);
    expect(routes.length).toBe(site.routeCount - 1);
    expect(new Set(listed)).toEqual(new Set(routes));
    expect(listed.length).toBe(routes.length);
  });

  it('gives every page a one-line description, undocumented exports included', () => {
    const entries = [...text('llms.txt').matchAll(/^- \[([^\]]*)\]\([^)]+\)(.*)$/gm)];
    expect(entries.filter((entry) => !/^: \S/.test(entry[2] ?? '')).map((entry) => entry[1])).toEqual([]);
    expect(text('llms.txt')).toContain(
      `- [Class: Bundler](${SITE}${BASE}docs/api/classes/Bundler): Class Bundler: constructor; methods hasSigner, sendBundlerRequest and signObject.`,
    );
    expect(text('llms.txt')).toContain(
      `- [Function: compareTokens()](${SITE}${BASE}docs/api/functions/compareTokens): compareTokens(first: string | GalaChainTokenClassKey, second: string | GalaChainTokenClassKey): number`,
    );
    expect(text('docs/api/classes/Bundler/index.html')).toContain(
      '<meta name="description" content="Class Bundler: constructor; methods hasSigner, sendBundlerRequest and signObject."/>',
    );
  });
});

describe('Markdown twins', () => {
  it('exist beside every page; every page names its twin in the head, every doc page links it for copying', () => {
    const files = paths();
    for (const route of routePaths()) {
      const twin = `${route === '' ? 'index' : route}.md`;
      expect(files, twin).toContain(twin);
      const html = text(route === '' ? 'index.html' : `${route}/index.html`);
      expect(html, route).toContain(`<link rel="alternate" type="text/markdown" href="${BASE}${twin}"/>`);
      if (route.startsWith('docs')) {
        expect(html, route).toContain(`href="${BASE}${twin}" type="text/markdown">View as Markdown</a>`);
      }
    }
  });

  it('give a guide its source without front matter, titled, links absolute', () => {
    const twin = text('docs/getting-started.md');
    expect(twin.startsWith('# Getting Started\n\nThis guide takes you')).toBe(true);
    expect(twin).not.toContain('sidebar_position');
    expect(twin).toContain(`[GSwap](${SITE}${BASE}docs/api/classes/GSwap)`);
    expect(twin).toContain(`[quoting guide](${SITE}${BASE}docs/tutorial-basics/quoting)`);
    expect(twin).not.toMatch(/\]\(api:|\]\(\.\.?\//);
    // code stays as written
    expect(twin).toContain('```ts title="client.ts"\nimport { GSwap, PrivateKeySigner } from \'@gala-chain/gswap-sdk\';');
  });

  it('give the home page (a React page) the Markdown it exports: hero, features, sample, links absolute', () => {
    const twin = text('index.md');
    expect(twin.startsWith('# gSwap SDK\n\nQuote, swap and provide liquidity on gSwap')).toBe(true);
    expect(twin).toContain(`[Get started](${SITE}${BASE}docs/getting-started)`);
    expect(twin).toContain(`### [Provide liquidity](${SITE}${BASE}docs/tutorial-basics/liquidity-management)`);
    expect(twin).toContain("```ts\nimport { GSwap, PrivateKeySigner } from '@gala-chain/gswap-sdk';");
  });

  it('give an API page the Markdown of the API model, not scraped HTML', () => {
    const twin = text('docs/api/classes/GSwap.md');
    expect(twin.startsWith('# Class: GSwap\n')).toBe(true);
    expect(twin).not.toMatch(/<(span|div|a)\b/);
    expect(twin).toContain('```ts');
  });

  it('give a category page the list of its pages', () => {
    const twin = text('docs/category/pool-concepts.md');
    expect(twin.startsWith('# Pool Concepts\n')).toBe(true);
    expect(twin).toContain(`- [Price Impact](${SITE}${BASE}docs/pool-concepts/price-impact)`);
  });
});

describe('llms-full.txt and api.md', () => {
  it('llms-full.txt holds every guide', () => {
    const full = text('llms-full.txt');
    for (const twin of ['docs/intro.md', 'docs/getting-started.md', 'docs/pool-concepts/slippage.md', 'docs/other/error-handling.md']) {
      expect(full, twin).toContain(text(twin).trim());
    }
  });

  it('api.md holds every export of the reflection JSON, with its signature', () => {
    const reflections = JSON.parse(readFileSync(path.join(repoRoot, 'content', 'api', 'reflections.json'), 'utf8')) as {
      children: { name: string }[];
    };
    const digest = text('api.md');
    expect(reflections.children.length).toBeGreaterThan(40);
    for (const { name } of reflections.children)
      expect(digest, name).toMatch(new RegExp(`^### \\[${name}\\]\\(${SITE}${BASE}docs/api/[a-z-]+/${name}\\)$`, 'm'));
    expect(digest).toContain('  quoteExactInput(tokenIn: string | GalaChainTokenClassKey');
    expect(digest).toMatch(/^## Classes$[\s\S]*^## Enumerations$[\s\S]*^## Functions$[\s\S]*^## Interfaces$[\s\S]*^## Type Aliases$/m);
  });
});
