/**
 * Every export has a place (issue 39, item 2), on a package shaped like ethers and zod
 * (tests/fixtures/api-namespaces): a namespace re-exported with `export * as util` is a section
 * listing its members with their pages, a namespace inside it a section of its own; the values
 * of a namespace merged onto a function (ethers' `keccak256.register`) or an interface are that
 * declaration's members; a class merged with an interface and a function's overloads are one page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiReference } from '../packages/sitegen/src/api/types.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { apiPageAt, loadApiReference, loadSiteConfig, markdownRenderers, renderedApiPage } from './apiHelpers.js';
import { fixtureConfig } from './helpers/fixtures.js';

let reference: ApiReference;

beforeAll(async () => {
  const config = await loadSiteConfig(fixtureConfig('api-namespaces'));
  reference = await loadApiReference(config, createMemoryLogger(), await markdownRenderers(config));
});

const page = (routePath: string) => renderedApiPage(apiPageAt(reference, routePath));
/** The rows of an exports table in a page's Markdown twin: `name → link`. */
const rows = (markdown: string) => [...markdown.matchAll(/^\| \[`([^`]+)`\]\(([^)]+)\)/gm)].map((m) => `${m[1]} → ${m[2]}`);

describe('namespaces and merged declarations', () => {
  it('gives a namespace a section listing its members with their pages: its own declared there, a re-export linked to its page', () => {
    const util = page('namespaces/util');
    expect(util.title).toBe('util');
    expect(rows(util.markdown)).toEqual([
      'clamp → /docs/api/functions/clamp',
      'Range → /docs/api/namespaces/util/interfaces/Range',
      'round → /docs/api/namespaces/util/functions/round',
    ]);
    expect(page('namespaces/util/functions/round').title).toBe('Function: util.round()');
    expect(rows(page('namespaces/util.units').markdown)).toEqual(['FOOT → /docs/api/namespaces/util.units/variables/FOOT']);
  });

  it('lists the namespaces on the index and in the sidebar, their own declarations on the globals page, and warns about none', () => {
    const index = apiPageAt(reference, '');
    expect(rows(index.markdown)).toEqual(
      expect.arrayContaining(['util → /docs/api/namespaces/util', 'util.units → /docs/api/namespaces/util.units']),
    );
    expect(index.markdown).toContain('| Namespace | 3 exports |');
    expect(reference.sidebar.groups.at(-1)).toEqual({
      label: 'Namespaces',
      items: [
        { label: 'RetryOptions', routePath: 'docs/api/namespaces/RetryOptions' },
        { label: 'util', routePath: 'docs/api/namespaces/util' },
        { label: 'util.units', routePath: 'docs/api/namespaces/util.units' },
      ],
    });
    expect(rows(apiPageAt(reference, 'globals').markdown)).toEqual(
      expect.arrayContaining([
        'round → /docs/api/namespaces/util/functions/round',
        'FOOT → /docs/api/namespaces/util.units/variables/FOOT',
      ]),
    );
    expect(reference.diagnostics.filter((diagnostic) => diagnostic.code === 'api/unsupported-export')).toEqual([]);
  });

  it("links a type a namespace declares to its page in the namespace's section", () => {
    const within = page('functions/within');
    expect(within.html).toContain('href="/docs/api/namespaces/util/interfaces/Range"');
  });

  it("shows the values of a namespace merged onto a function as the function's members, linkable as keccak256.register", () => {
    const keccak = page('functions/keccak256');
    expect(keccak.toc.map((item) => item.text)).toEqual(expect.arrayContaining(['Properties', 'lock', 'register']));
    expect(keccak.markdown).toContain('register: (func: (data: Uint8Array) => Uint8Array) => void');
    expect(keccak.markdown).toContain('Replaces the implementation of');
    expect(reference.symbols.get('keccak256.register')).toEqual({ routePath: 'docs/api/functions/keccak256', anchor: 'register' });
    expect(reference.pages.some((candidate) => candidate.routePath.includes('namespaces/keccak256'))).toBe(false);
  });

  it("shows an interface's merged namespace values as its members, the namespace's types in its section", () => {
    const options = page('interfaces/RetryOptions');
    expect(options.toc.map((item) => item.text)).toEqual(expect.arrayContaining(['limit', 'defaults']));
    expect(rows(page('namespaces/RetryOptions').markdown)).toEqual(['Reason → /docs/api/namespaces/RetryOptions/type-aliases/Reason']);
  });

  it("shows a class merged with an interface, and a function's overloads, each on one page", () => {
    const point = page('classes/Point');
    expect(point.toc.map((item) => item.text)).toEqual(expect.arrayContaining(['x', 'y']));
    const parse = page('functions/parse');
    expect(parse.toc.map((item) => item.text)).toEqual(expect.arrayContaining(['Call Signature 1', 'Call Signature 2']));
  });
});
