/**
 * A package whose declarations use its dependency's types, installed with pnpm from packed
 * tarballs (offline: the tarballs are the only source): pnpm links the dependency beside the
 * package, not beside the site, so only the package's real path lets TypeScript find it.
 * Before sitegen resolved entry points through that path, every such type was `any`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateReflections } from '../packages/sitegen/src/api/generateReflections.js';
import { loadApiSource } from '../packages/sitegen/src/api/loadApiSource.js';
import type { ApiModel } from '../packages/sitegen/src/api/model.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { loadSiteConfig } from './apiHelpers.js';
import { repoRoot, tempDir } from './helpers/fixtures.js';

const FIXTURE = path.join(repoRoot, 'tests', 'fixtures', 'api-pnpm');

let site: string;

/** `pnpm pack` of each fixture package, then `pnpm install --offline` of the tarballs into a new site. */
async function installWithPnpm(): Promise<string> {
  const root = await tempDir('sitegen-api-pnpm-');
  cpSync(path.join(FIXTURE, 'packages'), path.join(root, 'packages'), { recursive: true });
  const dir = path.join(root, 'site');
  for (const name of ['bignum', 'amounts']) {
    execFileSync('pnpm', ['pack', '--pack-destination', dir], { cwd: path.join(root, 'packages', name), stdio: 'ignore' });
  }
  // the site depends on amounts alone; its dependency on bignum ^1.0.0 is the local tarball too, never the registry
  const manifest = {
    name: 'site',
    private: true,
    dependencies: { '@fixture/amounts': 'file:./fixture-amounts-2.0.0.tgz' },
    pnpm: { overrides: { '@fixture/bignum': 'file:./fixture-bignum-1.0.0.tgz' } },
  };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  execFileSync('pnpm', ['install', '--offline', '--store-dir', path.join(root, 'store')], { cwd: dir, stdio: 'ignore' });
  return dir;
}

function writeConfig(entryPoint: string): string {
  const file = path.join(site, 'sitegen.config.ts');
  writeFileSync(file, `export default { title: 'Amounts', api: { entryPoints: [${JSON.stringify(entryPoint)}] } };\n`);
  return file;
}

/** Every `any` of the model, named by where a reader meets it ('Amount.raw', 'parse(values)'). */
function anysOf(model: ApiModel): string[] {
  const found: string[] = [];
  const walk = (value: unknown, at: string): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, at);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as { kind?: unknown; name?: unknown };
    if (node.kind === 'intrinsic' && node.name === 'any') found.push(at);
    const here = typeof node.name === 'string' && node.kind !== 'intrinsic' && node.kind !== 'reference' ? `${at}.${node.name}` : at;
    for (const inner of Object.values(value)) walk(inner, here);
  };
  for (const declaration of model.declarations) walk(declaration, '');
  return found.map((at) => at.slice(1));
}

beforeAll(async () => {
  site = await installWithPnpm();
}, 120_000);

describe('a package installed with pnpm, whose types come from its dependency', () => {
  it('is laid out as pnpm does: the dependency is not beside the site, the package is a link', () => {
    expect(lstatSync(path.join(site, 'node_modules', '@fixture', 'amounts')).isSymbolicLink()).toBe(true);
    expect(existsSync(path.join(site, 'node_modules', '@fixture', 'bignum'))).toBe(false);
  });

  it.each([
    ['named by its package name', '@fixture/amounts'],
    ['named by the path through pnpm’s link (what sitegen init wrote before)', 'node_modules/@fixture/amounts/dist/index.d.ts'],
  ])(
    'shows no type as any unless the declaration says any, %s',
    async (_, entryPoint) => {
      const config = await loadSiteConfig(writeConfig(entryPoint));
      const logger = createMemoryLogger();
      const generated = await generateReflections({ config, logger, write: false });
      expect(generated.entryPoints).toEqual([
        expect.stringMatching(/node_modules\/\.pnpm\/@fixture\+amounts@[^/]+\/node_modules\/@fixture\/amounts\/dist\/index\.d\.ts$/),
      ]);
      expect(generated.meta.unresolvedTypes).toBeUndefined();

      const source = await loadApiSource(config, logger);
      expect(source && anysOf(source.model)).toEqual(['Amount.raw']);
      const amount = source?.model.declarations.find((declaration) => declaration.name === 'Amount');
      const plus = amount?.members.find((member) => member.name === 'plus')?.signatures[0]?.parameters[0]?.type;
      // TypeScript orders the union's members its own way
      expect(plus).toEqual({
        kind: 'union',
        types: expect.arrayContaining([
          { kind: 'reference', name: 'Amount', target: 'Amount', typeArguments: [] },
          { kind: 'reference', name: 'Numberish', external: true, typeArguments: [] },
        ]),
      });
      expect(source?.diagnostics).toEqual([]);
      expect(logger.messages('warn')).toEqual([]);
    },
    60_000,
  );

  it('takes the name, version and README from the package.json that has a name, not from dist/package.json', async () => {
    const config = await loadSiteConfig(writeConfig('@fixture/amounts'));
    const source = await loadApiSource(config, createMemoryLogger());
    expect(source?.model).toMatchObject({ packageName: '@fixture/amounts', packageVersion: '2.0.0' });
    expect(source?.readme?.source).toContain("from the package's own README");
    expect(source?.package).toMatchObject({
      label: '@fixture/amounts 2.0.0',
      file: expect.stringMatching(/@fixture\/amounts\/package\.json$/),
    });
  }, 60_000);
});
