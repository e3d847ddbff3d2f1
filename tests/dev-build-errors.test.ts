/**
 * `sitegen dev` and `sitegen build` print a bad page's errors in the same words: the CLI's
 * formatter (code, file:line:col, message, hint) for an error the build throws (front matter
 * that is not YAML) and for one it reports among its diagnostics (an MDX component never
 * imported). Runs the CLI as a team does, on the compiled package.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureConfig, repoRoot, tempDir } from './helpers/fixtures.js';

const CLI = path.join(repoRoot, 'bin', 'sitegen');
const children = new Set<ChildProcess>();
const dirs: string[] = [];

afterAll(async () => {
  for (const child of children) child.kill();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** The CLI's standard error once `until` matches it, or once it exits. */
function stderrOf(args: string[], until?: RegExp): Promise<string> {
  const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (until?.test(text) === true) {
        child.kill();
        resolve(text);
      }
    });
    child.once('error', reject);
    child.once('exit', () => {
      children.delete(child);
      resolve(text);
    });
  });
}

/** Each printed error with its indented lines (hint, details), but the build's closing summary. */
function errorBlocks(stderr: string): string[] {
  const blocks = stderr.split(/\n(?=\S)/).filter((block) => block.startsWith('error ') && !block.startsWith('error [build/failed]'));
  return blocks.map((block) => block.trimEnd());
}

async function site(make: (dir: string) => Promise<void>): Promise<string> {
  const dir = path.join(await tempDir('sitegen-errors-'), 'site');
  dirs.push(path.dirname(dir));
  await make(dir);
  return dir;
}

/** What dev prints before it says it waits for a fix. */
const WAITING = /save a fix to rebuild/;

describe('dev and build print errors in one format', () => {
  it('an error the build throws: front matter that is not YAML', async () => {
    const dir = await site((to) => cp(path.dirname(fixtureConfig('bad-front-matter')), to, { recursive: true }));
    const built = errorBlocks(await stderrOf(['build', dir]));
    expect(built).toEqual([
      `error [content/front-matter] ${path.join(dir, 'content/docs/broken.md')}:3:16 the front matter is not valid YAML: bad indentation of a mapping entry\n` +
        '  hint: Fix the YAML between the two `---` lines at the top of the file.',
    ]);
    expect(errorBlocks(await stderrOf(['dev', dir, '--port', '0'], WAITING))).toEqual(built);
  });

  it('an error among the diagnostics: an MDX component never imported', async () => {
    const dir = await site(async (to) => {
      await mkdir(path.join(to, 'content/docs'), { recursive: true });
      await writeFile(path.join(to, 'sitegen.config.ts'), "export default { title: 'Bad page', url: 'https://example.org' };\n");
      await writeFile(path.join(to, 'content/docs/intro.md'), '# Intro\n\nFine.\n');
      await writeFile(path.join(to, 'content/docs/broken.mdx'), '---\ntitle: Broken\n---\n\n# Broken\n\nA <Nope />.\n');
    });
    const built = errorBlocks(await stderrOf(['build', dir]));
    expect(built).toHaveLength(1);
    expect(built[0]).toMatch(/^error \[\S+\] \S+broken\.mdx:\d+:\d+ .*Nope.*\n {2}hint: /);
    expect(errorBlocks(await stderrOf(['dev', dir, '--port', '0'], WAITING))).toEqual(built);
  });
});
