/**
 * What the bad-input suites share (tests/bad-input*.test.ts): the compiled CLI run in a
 * copy of the `basic` fixture that already has a good build, a hash of the whole tree to
 * prove nothing was lost, and a runner for refusals (exit 1, the code, the message, no stack).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, lstat, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { fixtureConfig, repoRoot, tempDir } from './fixtures.js';

export const cli = path.join(repoRoot, 'packages', 'sitegen', 'dist', 'cli', 'main.js');

export interface Run {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export function sitegen(cwd: string, args: string[], timeoutMs = 30_000, env: NodeJS.ProcessEnv = {}): Run {
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', CI: 'true', ...env },
  });
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

/** A hash of everything under `dir` but sitegen's cache (node_modules): names, bytes and link targets. */
export async function treeHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (relative: string): Promise<void> => {
    const entries = (await readdir(path.join(dir, relative))).filter((name) => name !== 'node_modules').sort();
    for (const name of entries) {
      const item = path.join(relative, name);
      const info = await lstat(path.join(dir, item));
      hash.update(`${item}\0${info.isDirectory() ? 'd' : info.isSymbolicLink() ? 'l' : info.isFile() ? 'f' : 'o'}\0`);
      if (info.isSymbolicLink()) hash.update(await readlink(path.join(dir, item)));
      else if (info.isDirectory()) await walk(item);
      else if (info.isFile()) hash.update(await readFile(path.join(dir, item)));
    }
  };
  await walk('');
  return hash.digest('hex');
}

let template: Promise<string> | undefined;

/** The basic fixture, copied once per test file and built once: the good output every case starts from. */
function builtTemplate(): Promise<string> {
  template ??= (async () => {
    const site = path.join(await tempDir('sitegen-bad-template-'), 'site');
    await cp(path.dirname(fixtureConfig('basic')), site, { recursive: true, filter: (source) => !source.includes('node_modules') });
    const built = sitegen(site, ['build']);
    expect(built.status, built.stderr).toBe(0);
    return site;
  })();
  return template;
}

export interface FreshSite {
  /** a folder of the test's own, holding the site */
  root: string;
  site: string;
  /** the hash of everything under root */
  hash: () => Promise<string>;
}

/** A copy of the basic fixture with its good build, in `<root>/site` (so `..` of the site is a folder of the test's own). */
export async function freshSite(): Promise<FreshSite> {
  const root = await tempDir('sitegen-bad-');
  const site = path.join(root, 'site');
  await cp(await builtTemplate(), site, { recursive: true });
  return { root, site, hash: () => treeHash(root) };
}

/** No stack trace: no line of the output is a stack frame. */
export const stackFrame = /^\s+at .+(:\d+:\d+\)?|\(native\))$/m;

export const doc = (site: string, name: string): string => path.join(site, 'content', 'docs', name);
export const writeDoc = (site: string, name: string, text: string | Uint8Array): Promise<void> => writeFile(doc(site, name), text);
export const configFile = (site: string): string => path.join(site, 'sitegen.config.ts');
export const editConfig = async (site: string, from: string, to: string): Promise<void> => {
  const text = await readFile(configFile(site), 'utf8');
  if (!text.includes(from)) throw new Error(`the config has no ${from}`);
  await writeFile(configFile(site), text.replace(from, to));
};

export interface Refused {
  /** the row of the issue */
  what: string;
  /** what to change in the site before building */
  arrange?: (site: string, root: string) => Promise<unknown>;
  args?: (site: string, root: string) => string[];
  code: string;
  /** what the message must say (file and line, mostly) */
  says: (site: string, root: string) => string[];
  /** the most the refusal may take, by construction far more than it needs */
  timeoutMs?: number;
}

/** One test per case: exit 1 with the code and the words, no stack frame, and the tree byte-identical afterwards. */
export function itRefuses(cases: Refused[]): void {
  for (const bad of cases) {
    it(bad.what, async () => {
      const { root, site, hash } = await freshSite();
      await bad.arrange?.(site, root);
      const before = await hash();
      const run = sitegen(site, bad.args?.(site, root) ?? ['build'], bad.timeoutMs);
      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(1);
      expect(run.stderr).toContain(`error [${bad.code}]`);
      for (const text of bad.says(site, root)) expect(run.stderr).toContain(text);
      expect(run.stderr).not.toMatch(stackFrame);
      expect(await hash()).toBe(before);
    });
  }
}
