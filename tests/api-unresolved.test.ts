/**
 * Types TypeScript cannot resolve (issue 21): the declarations of fixtures/api-unresolved import
 * a module that is not installed (`jsbi`) and use a global nothing declares (`NodeBuffer`).
 * Each cause is a warning once, at the declaration that writes it, naming what it spoils and
 * the fix; the committed JSON keeps them, so a build from the cache says the same;
 * `sitegen api --check` and `--strict-links` fail on them. What the declaration writes as
 * `any` is not reported.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateReflections } from '../packages/sitegen/src/api/generateReflections.js';
import { loadApiSource } from '../packages/sitegen/src/api/loadApiSource.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { loadSiteConfig } from './apiHelpers.js';
import { fixtureConfig, repoRoot, tempDir } from './helpers/fixtures.js';

const configFile = fixtureConfig('api-unresolved');
const declarations = path.join(path.dirname(configFile), 'package', 'index.d.ts');
const cli = path.join(repoRoot, 'packages', 'sitegen', 'dist', 'cli', 'main.js');

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CI: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The fixture in a folder of its own, its committed JSON with it. */
async function copyOfFixture(): Promise<string> {
  const dir = await tempDir('sitegen-api-unresolved-');
  cpSync(path.dirname(configFile), dir, { recursive: true });
  return path.join(dir, 'sitegen.config.ts');
}

describe('types TypeScript cannot resolve', () => {
  it('are found once per cause, at the line that writes it, with every place they spoil; the written any is not', async () => {
    const config = await loadSiteConfig(configFile);
    const generated = await generateReflections({ config, logger: createMemoryLogger(), write: false });
    expect(generated.meta.unresolvedTypes).toEqual([
      {
        kind: 'module',
        name: 'jsbi',
        file: 'package/index.d.ts',
        line: 1,
        // the parameters written `BigintIsh` show that name (a link to its page): only the alias itself shows any
        shownIn: ['BigintIsh'],
      },
      { kind: 'name', name: 'NodeBuffer', file: 'package/index.d.ts', line: 12, shownIn: ['Fraction.bytes'] },
    ]);
    // the committed cache key says the same, so a build that reads the JSON reports them too
    const committed = JSON.parse(readFileSync(path.join(config.contentDir, 'api', 'reflections.meta.json'), 'utf8')) as unknown;
    expect(committed).toEqual(generated.meta);
  }, 60_000);

  it('are warnings of a build that reads the committed JSON, naming the declaration, what it spoils and the fix', async () => {
    const source = await loadApiSource(await loadSiteConfig(configFile), createMemoryLogger());
    expect(source?.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'api/unresolved-type',
        message:
          "TypeScript cannot find the module 'jsbi' that the declarations import, so the reference shows any (or a name that leads nowhere) in BigintIsh.",
        hint: 'Install jsbi where the declarations can see it: as a dependency of the site (npm install -D jsbi), or of the package (it may be a peer dependency it expects you to install).',
        location: { file: declarations, line: 1 },
      },
      {
        severity: 'warning',
        code: 'api/unresolved-type',
        message:
          'TypeScript cannot resolve the type NodeBuffer: nothing installed declares it, so the reference shows any (or a name that leads nowhere) in Fraction.bytes.',
        hint: expect.stringContaining('install the one that declares it'),
        location: { file: declarations, line: 12 },
      },
    ]);
  });

  it('are made again once the missing module is installed: the build regenerates the JSON by itself', async () => {
    const config = await copyOfFixture();
    const jsbi = path.join(path.dirname(config), 'node_modules', 'jsbi');
    mkdirSync(jsbi, { recursive: true });
    writeFileSync(path.join(jsbi, 'package.json'), JSON.stringify({ name: 'jsbi', version: '4.3.0', types: 'index.d.ts' }));
    writeFileSync(path.join(jsbi, 'index.d.ts'), 'export default class JSBI {\n  toString(): string;\n}\n');
    const logger = createMemoryLogger();
    const source = await loadApiSource(await loadSiteConfig(config), logger);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'stage', name: 'api model (TypeDoc)' }));
    expect(source?.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([expect.stringContaining('NodeBuffer')]);
  }, 60_000);

  it('fail `sitegen api --check` (exit 1), which writes nothing', async () => {
    const config = await copyOfFixture();
    const json = path.join(path.dirname(config), 'content', 'api', 'reflections.json');
    // committed before the comment was changed
    const stale = readFileSync(json, 'utf8').replace('An exact fraction.', 'A fraction.');
    writeFileSync(json, stale);
    const result = run('api', '--check', '--config', config);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `error [api/unresolved-type] ${path.join(path.dirname(config), 'package', 'index.d.ts')}:1 TypeScript cannot find the module 'jsbi'`,
    );
    expect(result.stderr).toMatch(
      /error \[api\/check-failed\] \S+ the reference would show 2 unresolved types as any; content\/api\/reflections\.json is not what the declarations give now/,
    );
    expect(readFileSync(json, 'utf8')).toBe(stale);
  }, 60_000);

  it('are warnings of `sitegen build`, and errors with --strict-links', async () => {
    const config = await copyOfFixture();
    const outDir = await tempDir();
    const built = run('build', '--config', config, '--out-dir', outDir);
    expect(built.status).toBe(0);
    expect(built.stderr).toContain('warning [api/unresolved-type]');
    expect(built.stdout).toContain('0 errors, 2 warnings');
    const strict = run('build', '--config', config, '--out-dir', outDir, '--strict-links');
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('error [api/unresolved-type]');
    expect(strict.stderr).toContain('error [build/failed] the build failed with 2 errors');
  }, 120_000);
});

describe('sitegen api --check', () => {
  it('passes on a package whose types all resolve and whose JSON is committed', () => {
    const result = run('api', '--check', '--config', fixtureConfig('api-kinds'));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);
});
