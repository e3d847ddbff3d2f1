/**
 * The life of a build's process, as the site's code or the user's terminal can end it
 * (issue 35 §9 and §11), through the compiled CLI: a plugin hook or config that never
 * settles, loops or calls process.exit(); a signal in the middle of the write; and a
 * rebuild swapped in under `sitegen serve` while it answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, editConfig, freshSite, itRefuses, type Refused, stackFrame, treeHash, writeDoc } from './helpers/badInput.js';

/** The basic fixture's config with these plugin factories listed (their source, as the config would hold it). */
const withPlugins = (site: string, ...factories: string[]): Promise<void> =>
  editConfig(site, "  baseUrl: '/base/',\n", `  baseUrl: '/base/',\n  plugins: [${factories.join(', ')}],\n`);

/** Code at the top of the config. */
const atTop = (site: string, code: string): Promise<void> =>
  editConfig(site, "import type { UserConfig } from '@sitegen/core';\n", `import type { UserConfig } from '@sitegen/core';\n${code}\n`);

const refused: Refused[] = [
  {
    what: "a plugin's pages() whose promise never settles",
    arrange: (site) => withPlugins(site, "() => ({ name: 'hangs', pages: () => new Promise(() => {}) })"),
    code: 'plugin/never-settled',
    says: (site) => [`${path.join(site, 'sitegen.config.ts')} the plugin 'hangs' never settled in pages()`, 'hint: The hook must resolve'],
  },
  {
    what: 'a plugin factory whose promise never settles',
    arrange: (site) => withPlugins(site, 'function stuck() { return new Promise(() => {}); }'),
    code: 'plugin/never-settled',
    says: () => ["the plugin 'stuck' never settled in its factory"],
  },
  {
    what: "a plugin's postBuild() whose promise never settles: nothing is swapped in, no temporary folder is left",
    arrange: (site) => withPlugins(site, "() => ({ name: 'late', postBuild: () => new Promise(() => {}) })"),
    code: 'plugin/never-settled',
    says: () => ["the plugin 'late' never settled in postBuild()"],
  },
  {
    what: 'a config whose top-level await never settles',
    arrange: (site) => atTop(site, 'await new Promise(() => {});'),
    code: 'config/never-settled',
    says: (site) => [
      `${path.join(site, 'sitegen.config.ts')} the config file never finished loading`,
      'hint: Look for an `await` at the top level',
    ],
  },
  {
    what: 'a remark plugin whose transformer never settles',
    arrange: (site) =>
      editConfig(
        site,
        "  baseUrl: '/base/',\n",
        "  baseUrl: '/base/',\n  markdown: { remarkPlugins: [() => () => new Promise(() => {})] },\n",
      ),
    code: 'build/never-settled',
    says: (site) => [
      'the build stopped before it finished: the remark plugin #1 (markdown.remarkPlugins) on content/docs/',
      'returned a promise that nothing is left to settle',
      `${path.join(site, 'content', 'docs')}`,
    ],
  },
  {
    what: "a plugin's postBuild() that calls process.exit(0): exit 1, naming it, and no temporary folder left",
    arrange: (site) => withPlugins(site, "() => ({ name: 'quitter', postBuild: () => process.exit(0) })"),
    code: 'build/exited',
    says: (site) => [`the plugin 'quitter' called process.exit(0) in postBuild() (at `, `${path.join(site, 'sitegen.config.ts')}:`],
  },
  {
    what: 'a config that calls process.exit(0) while it loads',
    arrange: (site) => atTop(site, 'process.exit(0);'),
    code: 'build/exited',
    says: () => ['the config file called process.exit(0) while it loaded'],
  },
  {
    what: 'process.exit(3) from a callback a plugin left behind, while none of its hooks runs',
    arrange: (site) => withPlugins(site, "() => ({ name: 'timer', pages: () => { setTimeout(() => process.exit(3), 50); return []; } })"),
    code: 'build/exited',
    says: (site) => [
      `code that is not sitegen's called process.exit(3) (at `,
      `${path.join(site, 'sitegen.config.ts')}:`,
      'while no plugin hook',
    ],
  },
];

describe('a plugin or config that never settles, or calls process.exit()', () => {
  itRefuses(refused);
});

/** Spawns the CLI, collecting its stderr. */
function start(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; stderr: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [cli, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true', ...env } });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.resume();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stderr: () => stderr, exited };
}

describe('the watchdog', () => {
  it('names a plugin hook still running after 5 s, and tells a loop from a wait', async () => {
    const { site } = await freshSite();
    await withPlugins(
      site,
      "() => ({ name: 'spins', pages: () => { const end = Date.now() + 6_500; while (Date.now() < end); return []; } })",
      "() => ({ name: 'waits', pages: () => new Promise((resolve) => setTimeout(() => resolve([]), 6_000)) })",
    );
    const build = start(site, ['build']);
    const code = await build.exited;
    expect(code, build.stderr()).toBe(0);
    const lines = build.stderr().split('\n');
    expect(lines).toContain(
      "sitegen: still waiting for plugin 'spins' (hook pages()) after 5 s: it keeps the thread busy (a loop that does not end?)",
    );
    expect(lines).toContain("sitegen: still waiting for plugin 'waits' (hook pages()) after 5 s");
  });

  /** The basic fixture with a page on which the site's remark plugin remarkSpin loops for `loop` (JavaScript). */
  const withSpinningPlugin = async (loop: string): Promise<string> => {
    const { site } = await freshSite();
    await writeDoc(site, 'spins.md', '# Spins\n');
    await editConfig(
      site,
      "  baseUrl: '/base/',\n",
      `  baseUrl: '/base/',\n  markdown: { remarkPlugins: [function remarkSpin() { return (_tree, file) => { if (file.path.endsWith('spins.md')) { ${loop} } }; }] },\n`,
    );
    return site;
  };
  const hint =
    "  hint: if it never ends, stop the build (Ctrl-C) and look in that plugin for a loop that this page's tree does not let end; without the plugin in the config, the page builds";

  it('names a remark plugin that loops on a page in a worker thread, the page and what to do, and Ctrl-C ends it', async () => {
    const site = await withSpinningPlugin('while (true);');
    const build = start(site, ['build'], { SITEGEN_WORKERS: '2' });
    try {
      const line =
        'sitegen: still waiting for the remark plugin remarkSpin (markdown.remarkPlugins) on content/docs/spins.md in a worker thread after 5 s';
      await expect.poll(build.stderr, { timeout: 60_000 }).toContain(`${line}\n${hint}\n`);
      build.child.kill('SIGINT');
      // before the write, the signal's default ends it (exitOnSignals), the worker with it
      expect(await build.exited).toBeNull();
      expect(build.child.signalCode).toBe('SIGINT');
    } finally {
      build.child.kill('SIGKILL');
    }
  });

  it('names a remark plugin that keeps the main thread busy on a page', async () => {
    const site = await withSpinningPlugin('const end = Date.now() + 6_500; while (Date.now() < end);');
    const build = start(site, ['build'], { SITEGEN_WORKERS: '0' });
    const code = await build.exited;
    expect(code, build.stderr()).toBe(0);
    expect(build.stderr()).toContain(
      `sitegen: still waiting for the remark plugin remarkSpin (markdown.remarkPlugins) on content/docs/spins.md after 5 s: it keeps the thread busy (a loop that does not end?)\n${hint}\n`,
    );
  });

  it('names a config whose top-level code loops, and Ctrl-C still ends it', async () => {
    const { site } = await freshSite();
    await atTop(site, 'while (true);');
    const build = start(site, ['build']);
    try {
      await expect
        .poll(build.stderr, { timeout: 20_000 })
        .toContain('sitegen: still waiting for the config file sitegen.config.ts to load after 5 s: it keeps the thread busy');
      build.child.kill('SIGINT');
      // no handler of sitegen's can run while the loop blocks the thread: the signal's default ends it
      expect(await build.exited).toBeNull();
      expect(build.child.signalCode).toBe('SIGINT');
    } finally {
      build.child.kill('SIGKILL');
    }
  });
});

describe('a signal in the middle of the write', () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    it(`${signal} removes the temporary folder, keeps the previous output and exits ${code}`, async () => {
      const { site } = await freshSite();
      const before = await treeHash(path.join(site, 'build'));
      // enough pages that the write takes a while to catch it in the middle
      for (let i = 0; i < 400; i++) await writeDoc(site, `page-${i}.md`, `# Page ${i}\n\n${'Some words of the page. '.repeat(40)}\n`);
      const build = start(site, ['build'], { SITEGEN_WORKERS: '0' });
      let temporary: string | undefined;
      while (temporary === undefined && build.child.exitCode === null) {
        temporary = (await readdir(site)).find((name) => name.startsWith('build.tmp-'));
        if (temporary === undefined) await new Promise((resolve) => setTimeout(resolve, 2));
      }
      build.child.kill(signal);
      const exitCode = await build.exited;
      expect(temporary, 'the build finished before it could be interrupted').toBeDefined();
      expect(exitCode, build.stderr()).toBe(code);
      expect(build.stderr()).toContain(`error [build/interrupted] the build was stopped by ${signal}: its temporary folder was removed`);
      expect(build.stderr()).not.toMatch(stackFrame);
      expect((await readdir(site)).filter((name) => name.startsWith('build.'))).toEqual([]);
      expect(await treeHash(path.join(site, 'build'))).toBe(before);
      await rm(site, { recursive: true });
    });
  }
});

describe('sitegen serve while the site is rebuilt', () => {
  it('answers every request with 200, from the old site or the new one, through three rebuilds', async () => {
    const { site } = await freshSite();
    const serve = start(site, ['serve', '--port', '0']);
    let stdout = '';
    serve.child.stdout?.removeAllListeners('data');
    serve.child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    try {
      await expect.poll(() => stdout, { timeout: 20_000 }).toMatch(/serving .* at (http:\S+)/);
      const url = /serving .* at (http:\S+)/.exec(stdout)?.[1] ?? '';
      const pages = ['', 'docs/intro', 'docs/intro/', 'docs/alpha'].map((page) => new URL(page, url).href);
      const statuses = new Map<string, number>();
      let requests = 0;
      let building = true;
      // loopback only, bounded in count and in time
      const deadline = Date.now() + 90_000;
      const lane = async (): Promise<void> => {
        while (building && requests < 20_000 && Date.now() < deadline) {
          const page = pages[requests++ % pages.length] ?? url;
          const response = await fetch(page);
          await response.arrayBuffer();
          if (response.status !== 200) statuses.set(`${response.status} ${page}`, (statuses.get(`${response.status} ${page}`) ?? 0) + 1);
        }
      };
      const lanes = Promise.all(Array.from({ length: 4 }, lane));
      for (let rebuild = 0; rebuild < 3; rebuild++) {
        const build = start(site, ['build']);
        expect(await build.exited, build.stderr()).toBe(0);
      }
      building = false;
      await lanes;
      expect(requests).toBeGreaterThan(100);
      expect(Object.fromEntries(statuses)).toEqual({});
    } finally {
      serve.child.kill();
    }
  });
});
