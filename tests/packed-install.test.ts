/**
 * sitegen as a new team gets it: the three packages packed (`pnpm pack`), `npm create
 * sitegen@latest` and `npm install` in a folder outside the workspace, then the site's own
 * scripts. No network: npm's registry is tests/helpers/localRegistry.ts on 127.0.0.1, serving
 * the packed tarballs and what the workspace installed, and every other address goes to a
 * proxy that does not exist.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, tempDir } from './helpers/fixtures.js';
import { type LocalRegistry, packWorkspacePackages, startLocalRegistry } from './helpers/localRegistry.js';

const run = promisify(execFile);

let outside: string;
let registry: LocalRegistry;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  outside = await tempDir('sitegen-install-');
  const tarballs = await packWorkspacePackages(repoRoot, outside);
  const packed = path.join(outside, 'packed');
  await mkdir(packed);
  registry = await startLocalRegistry({
    virtualStore: path.join(repoRoot, 'node_modules', '.pnpm'),
    tarballs,
    workDir: packed,
  });
  const npmrc = path.join(outside, 'npmrc');
  await writeFile(npmrc, '');
  env = {
    PATH: process.env.PATH,
    HOME: outside,
    npm_config_userconfig: npmrc,
    npm_config_registry: registry.url,
    npm_config_cache: path.join(outside, 'npm-cache'),
    // nothing but the local registry is reachable
    npm_config_proxy: 'http://127.0.0.1:9',
    npm_config_https_proxy: 'http://127.0.0.1:9',
    npm_config_noproxy: '127.0.0.1',
    npm_config_yes: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    CI: 'true',
    NO_COLOR: '1',
  };
}, 120_000);

afterAll(async () => {
  await registry?.close();
  if (outside !== undefined) await rm(outside, { recursive: true, force: true });
});

describe('npm create sitegen, from the packed packages, offline', () => {
  const site = (): string => path.join(outside, 'my-docs');

  it('scaffolds a site with its scripts, tsconfig, typed config, CSS, home page, .gitignore and workflow', async () => {
    await run('npm', ['create', 'sitegen@latest', 'my-docs', '--', '--title', 'Packed SDK', '--base-url', '/packed/'], {
      cwd: outside,
      env,
    });
    for (const file of ['tsconfig.json', 'src/css/custom.css', 'content/pages/index.tsx', '.gitignore', '.github/workflows/deploy.yml']) {
      expect(existsSync(path.join(site(), file)), file).toBe(true);
    }
    expect(await readFile(path.join(site(), 'sitegen.config.ts'), 'utf8')).toContain("baseUrl: '/packed/',");
  }, 120_000);

  it('installs, type-checks, builds with --strict-links and serves', async () => {
    await run('npm', ['install'], { cwd: site(), env });
    // what a site installs beside the core, and what it does not
    const modules = path.join(site(), 'node_modules');
    expect(existsSync(path.join(modules, '@sitegen/theme/dist/client/main.js'))).toBe(true);
    expect(existsSync(path.join(modules, '@sitegen/theme/src'))).toBe(false);
    expect(existsSync(path.join(modules, 'typedoc'))).toBe(false);

    await run('npm', ['run', 'typecheck'], { cwd: site(), env });
    await run('npm', ['run', 'build', '--', '--strict-links'], { cwd: site(), env });
    expect(await readFile(path.join(site(), 'build/docs/intro/index.html'), 'utf8')).toContain(
      'Welcome to the documentation of Packed SDK.',
    );

    const port = await freePort();
    const server = spawn('npm', ['run', 'serve', '--', '--port', String(port)], { cwd: site(), env, stdio: 'pipe', detached: true });
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes(`:${port}`)) resolve();
        });
        server.on('exit', (code) => reject(new Error(`sitegen serve exited (${code}): ${output}`)));
      });
      const home = await fetch(`http://127.0.0.1:${port}/packed/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<h1 class="sg-hero__title">Packed SDK</h1>');
    } finally {
      // npm runs the server in a child of its own: end the group
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    }
  }, 300_000);

  it("parses Markdown and MDX with sitegen's patched micromark and mdast-util-to-hast, not npm's: a page four times the size costs about four times the work", async () => {
    const modules = path.join(site(), 'node_modules');
    // npm gave the site micromark as it is published: the workspace's pnpm patches are not in it
    const texts = execFileSync('find', [modules, '-path', '*/micromark/lib/initialize/text.js'], { encoding: 'utf8' }).trim().split('\n');
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(await readFile(text, 'utf8')).not.toContain('compacted in one pass');
    const core = path.join(modules, '@sitegen', 'core');
    const ratiosOf = async (dist: string, pages: string[]): Promise<Record<string, number>> => {
      const { stdout } = await run('node', [path.join(repoRoot, 'tests', 'helpers', 'pageWork.mjs'), dist, ...pages], { cwd: site(), env });
      return JSON.parse(stdout) as Record<string, number>;
    };
    const patched = await ratiosOf(path.join(core, 'dist'), [
      'paragraph.md',
      'table.md',
      'list.md',
      'closers.md',
      'paragraph.mdx',
      'list.mdx',
    ]);
    // linear is 4
    for (const [page, ratio] of Object.entries(patched)) expect(ratio, page).toBeLessThan(5.5);
    // the control: the same package with the parser chain npm installed (the bundle's source,
    // which re-exports the modules) costs the square of a page's length on the same pages
    const unpatched = path.join(core, 'dist-unpatched');
    await cp(path.join(core, 'dist'), unpatched, { recursive: true });
    await copyFile(
      path.join(repoRoot, 'packages', 'sitegen', 'src', 'vendor', 'markdown.ts'),
      path.join(unpatched, 'vendor', 'markdown.js'),
    );
    const control = await ratiosOf(unpatched, ['paragraph.md', 'list.mdx']);
    for (const [page, ratio] of Object.entries(control)) expect(ratio, page).toBeGreaterThan(7);
    await rm(unpatched, { recursive: true });
  }, 300_000);

  it('a production install leaves out TypeScript and TypeDoc, builds, and says what --strict-links needs without linkinator', async () => {
    await rm(path.join(site(), 'node_modules'), { recursive: true, force: true });
    await run('npm', ['install', '--omit=dev'], { cwd: site(), env });
    const modules = path.join(site(), 'node_modules');
    for (const name of ['typescript', 'typedoc', '@types/react']) expect(existsSync(path.join(modules, name)), name).toBe(false);
    await run('npm', ['run', 'build'], { cwd: site(), env });
    // npm keeps a devDependency that is also an optional peer of a dependency (linkinator, of
    // @sitegen/core) in a production install: removed here, it is a site that never installed it
    await rm(path.join(modules, 'linkinator'), { recursive: true, force: true });
    const failed = await run('npm', ['run', 'build', '--', '--strict-links'], { cwd: site(), env }).catch(
      (error: { stdout: string; stderr: string; code: number }) => error,
    );
    expect('code' in failed && failed.code).toBe(1);
    expect(failed.stderr).toContain('[links/linkinator-missing]');
    expect(failed.stderr).toContain('npm install --save-dev linkinator@^7.6.1');
    // said before the build, not after it: no page was written
    expect('stdout' in failed ? String(failed.stdout) : '').not.toContain('pages written');
  }, 300_000);
});

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
