import { spawn, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureConfig, repoRoot, tempDir } from './helpers/fixtures.js';

const cli = path.join(repoRoot, 'packages', 'sitegen', 'dist', 'cli', 'main.js');

function run(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: '' } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('sitegen CLI (compiled)', () => {
  it('prints help and version', () => {
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('build [options]');
    expect(help.stdout).toContain('serve [options]');
    const version = run(['--version']);
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('builds a site and exits 0, with a progress line per stage', async () => {
    const outDir = await tempDir();
    const result = run(['build', '--config', fixtureConfig('basic'), '--out-dir', outDir]);
    expect(result.stderr).toContain('warning [links/broken-markdown-link]');
    expect(result.stdout).toMatch(/✓ markdown \d+ \d+ ms/);
    expect(result.stdout).toContain('0 errors, 1 warning');
    expect(result.status).toBe(0);
  });

  it('exits 1 on a user mistake, printing the error without a stack', () => {
    const result = run(['build', '--config', fixtureConfig('invalid-config')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`error [config/invalid] ${fixtureConfig('invalid-config')} the site config has 4 problems`);
    expect(result.stderr).toContain('  - navbar.items[0].position: expected one of "left", "right", found the string "middle"');
    expect(result.stderr).toContain('hint:');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('prints a config that does not compile as one error with its place and a hint, and no redundant cause', async () => {
    const dir = await tempDir();
    const configFile = path.join(dir, 'sitegen.config.ts');
    await writeFile(configFile, "export default {\n  title: 'x',\n  baseUrl: '/'\n  navbar: {},\n};\n");
    const result = run(['build', '--config', configFile]);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `error [config/syntax] ${configFile}:4:3 the config file does not compile: Expected "}" but found "navbar"\n` +
        '  hint: Fix the TypeScript syntax error in the config file.\n',
    );
    await writeFile(configFile, "import title from './title.js';\nexport default { title, baseUrl: '/' };\n");
    const missing = run(['build', '--config', configFile]);
    expect(missing.stderr).toContain(
      `error [config/syntax] ${configFile}:1:19 the config file does not compile: Could not resolve "./title.js"\n  hint: Check the import's path`,
    );
    expect(missing.stderr).not.toContain('cause:');
  });

  it('colours its output unless NO_COLOR is set', async () => {
    const missing = path.join(await tempDir(), 'sitegen.config.ts');
    const withColour = spawnSync(process.execPath, [cli, 'build', '--config', missing], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '1' },
    });
    const without = spawnSync(process.execPath, [cli, 'build', '--config', missing], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '1' },
    });
    expect(withColour.stderr).toContain('\u001b[31merror\u001b[39m [config/not-found]');
    expect(without.stderr).toMatch(/^error \[config\/not-found\]/);
    expect(without.stderr).not.toContain('\u001b[');
  });

  it('exits 1 with a hint when there is no config file', async () => {
    const result = run(['build', '--config', path.join(await tempDir(), 'sitegen.config.ts')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('[config/not-found]');
    expect(result.stderr).toContain('--config');
  });

  it('is quiet about stages when CI is set, unless --verbose; --quiet silences them anywhere', async () => {
    const buildWith = async (args: string[], ci: string) =>
      spawnSync(process.execPath, [cli, ...args, 'build', '--config', fixtureConfig('basic'), '--out-dir', await tempDir()], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', CI: ci },
      });
    const ci = await buildWith([], 'true');
    expect(ci.status).toBe(0);
    expect(ci.stdout).not.toContain('✓');
    expect(ci.stdout).toMatch(/pages written to/);
    expect((await buildWith(['--verbose'], 'true')).stdout).toMatch(/✓ markdown \d+ \d+ ms/);
    const quiet = await buildWith(['--quiet'], '');
    expect(quiet.stdout).not.toContain('✓');
    expect(quiet.stdout).toMatch(/pages written to/);
    const both = await buildWith(['--verbose', '--quiet'], '');
    expect(both.status).toBe(1);
    expect(both.stderr).toContain('[cli/usage] --verbose and --quiet contradict each other');
  });

  it('takes the site folder as an argument, and -c for the config file', async () => {
    const site = path.dirname(fixtureConfig('basic'));
    const elsewhere = await tempDir();
    const positional = spawnSync(process.execPath, [cli, 'build', site, '--out-dir', path.join(elsewhere, 'a')], {
      cwd: elsewhere,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', CI: 'true' },
    });
    expect(positional.status, positional.stderr).toBe(0);
    expect(positional.stdout).toContain(`pages written to ${path.join(elsewhere, 'a')}`);
    const short = run(['build', '-c', fixtureConfig('basic'), '--out-dir', path.join(elsewhere, 'b')]);
    expect(short.status, short.stderr).toBe(0);
    const missing = spawnSync(process.execPath, [cli, 'build', 'no-such-site'], {
      cwd: elsewhere,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', CI: 'true' },
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`[config/not-found] ${path.join(elsewhere, 'no-such-site', 'sitegen.config.ts')}`);
  });

  it('serve builds first when there is no output, then serves under the base path', async () => {
    const outDir = path.join(await tempDir(), 'build');
    const child = spawn(process.execPath, [cli, 'serve', '--config', fixtureConfig('basic'), '--out-dir', outDir, '--port', '0'], {
      env: { ...process.env, NO_COLOR: '1', CI: 'true' },
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /serving .* at (http:\/\/\S+)/.exec(out);
          if (match?.[1] !== undefined) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`serve exited with ${String(code)}: ${out}`)));
      });
      expect(url).toMatch(/\/base\/$/);
      const page = await fetch(`${url}docs/intro`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Introduction');
      expect((await fetch(`${url}nope`)).status).toBe(404);
    } finally {
      child.kill();
    }
  });
});
