/**
 * `sitegen api --diff` (issue 43, item 3) on the versions fixture: against a docs version's
 * API snapshot and against a reflection JSON file, as text, JSON and GitHub annotations; a
 * breaking difference fails the command unless allowed; a version or file it cannot read is a
 * clear error.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runApiDiff } from '../packages/sitegen/src/apidiff/runApiDiff.js';
import type { ApiDiffFormat } from '../packages/sitegen/src/apidiff/formatDifferences.js';
import type { ResolvedConfig } from '../packages/sitegen/src/config/types.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { loadSiteConfig } from './apiHelpers.js';
import { fixtureConfig, repoRoot, sitegenErrorOf, tempDir } from './helpers/fixtures.js';

const configFile = fixtureConfig('versions');
const siteDir = path.dirname(configFile);
let config: ResolvedConfig;
/** The fixture's current API with one more export, declared at package/index.d.ts:3 as TypeDoc's sources say: the current API removed it. */
let withSpin: string;

beforeAll(async () => {
  config = await loadSiteConfig(configFile);
  const project = JSON.parse(readFileSync(path.join(siteDir, 'content/api/reflections.json'), 'utf8'));
  project.children.push({
    id: 900,
    name: 'spin',
    variant: 'declaration',
    kind: 64,
    flags: {},
    sources: [{ fileName: 'package/index.d.ts', line: 3, character: 0 }],
    signatures: [{ id: 901, name: 'spin', variant: 'signature', kind: 4096, flags: {}, type: { type: 'intrinsic', name: 'void' } }],
  });
  withSpin = path.join(await tempDir(), 'before.json');
  await writeFile(withSpin, JSON.stringify(project));
});

async function diff(against: string, format: ApiDiffFormat = 'text', allowBreaking = false) {
  const logger = createMemoryLogger();
  const differences = await runApiDiff({ config, logger, against, format, allowBreaking, root: siteDir });
  return { differences, output: logger.messages('info').join('\n') };
}

describe('sitegen api --diff', () => {
  it("lists what the current API added since a docs version's snapshot, and passes: nothing breaks", async () => {
    const { differences, output } = await diff('1.0');
    expect(differences.map((found) => `${found.rule} ${found.path}`)).toEqual([
      'export-added Gear',
      'member-added Widget.onTurn',
      'member-added Widget.stop',
    ]);
    expect(output).toBe(
      [
        'Not breaking (3):',
        '  added:',
        '    Gear: class `Gear` was added [export-added]',
        '    Widget.onTurn: `onTurn` was added [member-added]',
        '      + onTurn(listener: (turns: number) => void): void',
        '    Widget.stop: `stop` was added [member-added]',
        '      + stop(): void',
        '3 differences from docs version 1.0 to the current API (widgets), 0 breaking',
      ].join('\n'),
    );
    // 2.0's snapshot had spin() return void and stop() not yet deprecated
    expect((await diff('2.0')).differences.map((found) => `${found.rule} ${found.path}`)).toEqual([
      'return-type-narrowed Widget.spin',
      'export-added Gear',
      'member-added Widget.onTurn',
      'member-deprecated Widget.stop',
    ]);
  });

  it('fails on a breaking difference, after printing it; --allow-breaking passes', async () => {
    const error = await sitegenErrorOf(diff(withSpin));
    expect(error.code).toBe('api/breaking-change');
    expect(error.message).toBe(`1 of the API's differences from ${path.relative(process.cwd(), withSpin)} is breaking`);
    const allowed = await diff(withSpin, 'text', true);
    expect(allowed.output).toMatch(/^Breaking \(1\):\n {2}removed:\n {4}spin: function `spin` was removed \[export-removed\]\n/);
  });

  it('writes GitHub annotations at the source position the JSON gives, and JSON', async () => {
    const github = await diff(withSpin, 'github', true);
    expect(github.output.split('\n')).toEqual([
      '::error file=package/index.d.ts,line=3,title=API removed%3A spin::function `spin` was removed (export-removed)',
    ]);
    const json = JSON.parse((await diff(withSpin, 'json', true)).output);
    expect(json.differences[0]).toEqual({
      rule: 'export-removed',
      change: 'removed',
      breaking: true,
      path: 'spin',
      message: 'function `spin` was removed',
    });
  });

  it('names the versions there are for an unknown one, and refuses a JSON that is not a reflection JSON', async () => {
    const unknown = await sitegenErrorOf(diff('3.0'));
    expect(unknown.code).toBe('api/diff-unknown-target');
    expect(unknown.message).toContain('no docs version of that name (the site has 2.0, 1.0)');
    const dir = await tempDir();
    await writeFile(path.join(dir, 'package.json'), '{"name": "x"}');
    expect((await sitegenErrorOf(diff(path.join(dir, 'package.json')))).code).toBe('api/diff-not-reflections');
    await writeFile(path.join(dir, 'broken.json'), '{"schemaVersion": ');
    expect((await sitegenErrorOf(diff(path.join(dir, 'broken.json')))).code).toBe('api/invalid-json');
  });

  it('exits 1 from the command line on a breaking difference', () => {
    const cli = path.join(repoRoot, 'packages/sitegen/dist/cli/main.js');
    const failing = spawnSync(process.execPath, [cli, 'api', '--config', configFile, '--diff', withSpin], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(failing.stdout).toContain('spin: function `spin` was removed');
    expect(failing.stderr).toContain('error [api/breaking-change]');
    expect(failing.status).toBe(1);
  });
});
