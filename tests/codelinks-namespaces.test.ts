/**
 * Code links to what a namespace or an object type declares, as TypeScript's checker resolves
 * them (issue 39, items 2-3), on the package of tests/fixtures/api-namespaces: `util` in
 * `util.round()` (zod's `z` in `z.string()`) goes to the namespace's section and `round` to its
 * page there; `client.create` (ky's `ky.create`, `declare const ky: KyInstance` whose type alias
 * is an object type) goes to the alias page's row for `create`, which the page lists with that anchor.
 */
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { buildInMemory, type InMemoryBuild } from '../packages/sitegen/src/pipeline/build.js';
import { fileText, fixtureConfig, tempDir } from './helpers/fixtures.js';

const GUIDE = [
  '# Guide',
  '',
  '```ts',
  "import { client, util } from 'namespaces-pkg';",
  '',
  'const rounded = util.round(1.25, 1);',
  "const other = client.create('https://example.com');",
  "export const got = [rounded, other.get('/a'), client.get('/b')];",
  '```',
  '',
].join('\n');

const CODE_LINK = /<a class="sg-code-link[^"]*" href="([^"]*)"(?:[^>"]|"[^"]*")*>(?:<code>)?([^<]*)/g;

let site: InMemoryBuild;

beforeAll(async () => {
  const siteDir = await tempDir('sitegen-codelinks-namespaces-');
  const fixture = path.dirname(fixtureConfig('api-namespaces'));
  cpSync(fixture, siteDir, { recursive: true });
  mkdirSync(path.join(siteDir, 'node_modules'));
  // the guide imports the package by its name, as a reader's code does
  symlinkSync(path.join(siteDir, 'package'), path.join(siteDir, 'node_modules', 'namespaces-pkg'));
  writeFileSync(path.join(siteDir, 'content', 'docs', 'guide.md'), GUIDE);
  site = await buildInMemory({ configFile: path.join(siteDir, 'sitegen.config.ts'), logger: createMemoryLogger() });
}, 300_000);

describe('code links to namespaces and object type members', () => {
  it('links a namespace to its section, its member to its page there, and the members of an object type alias to their rows', () => {
    const html = fileText(site.files, 'docs/guide/index.html');
    const links = [...html.matchAll(CODE_LINK)].map((match) => `${match[2]} → ${match[1]}`);
    expect(links).toEqual([
      'client → /docs/api/variables/client',
      'util → /docs/api/namespaces/util',
      'util → /docs/api/namespaces/util',
      'round → /docs/api/namespaces/util/functions/round',
      'client → /docs/api/variables/client',
      'create → /docs/api/type-aliases/Client#create',
      'get → /docs/api/type-aliases/Client#get',
      'client → /docs/api/variables/client',
      'get → /docs/api/type-aliases/Client#get',
    ]);
  });

  it("gives each property row of the alias's page the anchor code links to", () => {
    const html = fileText(site.files, 'docs/api/type-aliases/Client/index.html');
    expect(html).toMatch(/<tr id="create">[\s\S]*?<code[^>]*>create<\/code>/);
    expect(html).toMatch(/<tr id="get">[\s\S]*?<code[^>]*>get<\/code>/);
  });
});
