import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ensureReflections } from '../packages/sitegen/src/api/ensureReflections.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { gswapConfigFile, loadSiteConfig } from './apiHelpers.js';
import { fixtureConfig, sitegenErrorOf, tempDir } from './helpers/fixtures.js';
import { convertProject } from '../packages/sitegen/src/api/convert/convertProject.js';

const typedocLoads = vi.hoisted(() => ({ count: 0 }));

// Any import of TypeDoc (as packages/sitegen resolves it) fails loudly: a build whose
// cache key matches must not load it at all.
vi.mock('../packages/sitegen/node_modules/typedoc/dist/index.js', () => ({
  Application: {
    bootstrapWithPlugins: () => {
      typedocLoads.count++;
      throw new Error('TypeDoc was loaded');
    },
  },
}));

describe('reflection cache', () => {
  it('reads the committed gSwap JSON without loading TypeDoc when the inputs are unchanged', async () => {
    const config = await loadSiteConfig(gswapConfigFile);
    const result = await ensureReflections({ config, logger: createMemoryLogger() });
    expect(result.fromCache).toBe(true);
    expect((result.project as { packageName: string }).packageName).toBe('@gala-chain/gswap-sdk');
    expect(typedocLoads.count).toBe(0);
  });

  it('regenerates (loads TypeDoc) when a declaration file changed', async () => {
    const fixture = path.dirname(fixtureConfig('api-kinds'));
    const site = await tempDir('sitegen-api-cache-');
    cpSync(fixture, site, { recursive: true });
    const config = await loadSiteConfig(path.join(site, 'sitegen.config.ts'));
    expect((await ensureReflections({ config, logger: createMemoryLogger() })).fromCache).toBe(true);

    const declarations = path.join(site, 'package', 'index.d.ts');
    writeFileSync(declarations, `${readFileSync(declarations, 'utf8')}\nexport declare const ADDED: number;\n`);
    await expect(ensureReflections({ config, logger: createMemoryLogger() })).rejects.toThrow('TypeDoc was loaded');
    expect(typedocLoads.count).toBe(1);
  });

  it('regenerates when the package version changed', async () => {
    const fixture = path.dirname(fixtureConfig('api-kinds'));
    const site = await tempDir('sitegen-api-cache-');
    cpSync(fixture, site, { recursive: true });
    const config = await loadSiteConfig(path.join(site, 'sitegen.config.ts'));
    const pkg = path.join(site, 'package', 'package.json');
    writeFileSync(pkg, readFileSync(pkg, 'utf8').replace('"1.2.3"', '"1.2.4"'));
    await expect(ensureReflections({ config, logger: createMemoryLogger() })).rejects.toThrow('TypeDoc was loaded');
    expect(typedocLoads.count).toBe(2);
  });

  it('regenerates when the TypeDoc options changed (api.exclude)', async () => {
    const config = await loadSiteConfig(fixtureConfig('api-kinds'));
    expect((await ensureReflections({ config, logger: createMemoryLogger() })).fromCache).toBe(true);
    const excluding = { ...config, api: { ...config.api!, exclude: ['**/internal/**'] } };
    await expect(ensureReflections({ config: excluding, logger: createMemoryLogger() })).rejects.toThrow('TypeDoc was loaded');
    expect(typedocLoads.count).toBe(3);
  });
});

describe('a damaged reflection JSON', () => {
  it('is a SitegenError naming the file and line, with how to regenerate it', async () => {
    const site = await tempDir('sitegen-api-cache-');
    cpSync(path.dirname(fixtureConfig('api-kinds')), site, { recursive: true });
    const config = await loadSiteConfig(path.join(site, 'sitegen.config.ts'));
    const json = path.join(site, 'content', 'api', 'reflections.json');
    writeFileSync(json, '{\n  "schemaVersion": "2.0",\n<<<<<<< HEAD\n');
    const error = await sitegenErrorOf(ensureReflections({ config, logger: createMemoryLogger() }));
    expect(error.code).toBe('api/invalid-json');
    expect(error.location).toMatchObject({ file: json, line: 3 });
    expect(error.hint).toContain('sitegen api');
  });
});

describe('reflection JSON boundary', () => {
  it('refuses an unsupported schemaVersion with a SitegenError naming the file', async () => {
    const error = await sitegenErrorOf(
      Promise.resolve().then(() =>
        convertProject({ project: { schemaVersion: '3.0', children: [] }, file: 'content/api/reflections.json' }),
      ),
    );
    expect(error.code).toBe('api/unsupported-schema');
    expect(error.message).toContain('"3.0"');
    expect(error.location).toEqual({ file: 'content/api/reflections.json' });
    expect(error.hint).toContain('sitegen api');
  });

  it('names a missing entry point and the config key', async () => {
    const config = await loadSiteConfig(fixtureConfig('api-kinds'));
    const broken = { ...config, api: { ...config.api!, entryPoints: ['package/missing.d.ts'] } };
    const error = await sitegenErrorOf(ensureReflections({ config: broken, logger: createMemoryLogger() }));
    expect(error.code).toBe('api/entry-point-missing');
    expect(error.hint).toContain('api.entryPoints');
  });
});
