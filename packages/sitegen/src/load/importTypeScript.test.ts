import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { importTypeScript, type ImportProblem } from './importTypeScript.js';

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-import-'));
  for (const [name, source] of Object.entries(files)) await writeFile(path.join(dir, name), source);
  return dir;
}

const toError = ({ failure, message, line, column }: ImportProblem): SitegenError =>
  new SitegenError({ code: 'config/syntax', message, location: { file: 'f', line, column }, details: [failure] });

describe('importTypeScript', () => {
  it('imports the exports of a TypeScript file with its relative imports, leaving no file behind', async () => {
    const dir = await site({
      'main.ts': `import { n } from './other.js';\nexport const meta: { n: number } = { n };\nexport default 'main';`,
      'other.ts': `export const n: number = 2;`,
    });
    const mod = await importTypeScript({ file: path.join(dir, 'main.ts'), toError });
    expect(mod).toMatchObject({ default: 'main', meta: { n: 2 } });
    expect((await readdir(dir)).sort()).toEqual(['main.ts', 'other.ts']);
  });

  it('throws the caller’s error with esbuild’s first error and its place, or the first line of what the module threw', async () => {
    const dir = await site({ 'syntax.ts': `export default ( ;`, 'throws.ts': `throw new Error('boom');` });
    await expect(importTypeScript({ file: path.join(dir, 'syntax.ts'), toError })).rejects.toMatchObject({
      details: ['compile'],
      message: 'Unexpected ";"',
      location: { line: 1, column: 18 },
    });
    await expect(importTypeScript({ file: path.join(dir, 'throws.ts'), toError })).rejects.toMatchObject({
      details: ['load'],
      message: 'boom',
    });
    expect((await readdir(dir)).sort()).toEqual(['syntax.ts', 'throws.ts']);
  });

  it('names the file, not its temporary copy, when a package it imports is missing', async () => {
    const dir = await site({ 'needs.ts': `import { x } from 'not-installed-package';\nexport default x;` });
    const file = path.join(dir, 'needs.ts');
    await expect(importTypeScript({ file, toError })).rejects.toMatchObject({
      details: ['load'],
      message: `Cannot find package 'not-installed-package' imported from ${file}`,
    });
  });

  it('tells a missing relative import from a syntax error, and gives esbuild’s reported error as the cause', async () => {
    const dir = await site({ 'imports.ts': `import x from './missing.js';\nexport default x;` });
    let problem: ImportProblem | undefined;
    await importTypeScript({
      file: path.join(dir, 'imports.ts'),
      toError: (p) => {
        problem = p;
        return toError(p);
      },
    }).catch(() => undefined);
    expect(problem).toMatchObject({ failure: 'resolve', message: 'Could not resolve "./missing.js"', line: 1, column: 15 });
    expect(problem?.cause).toMatchObject({
      message: 'Could not resolve "./missing.js"',
      cause: { message: expect.stringMatching(/^Build failed with 1 error/) },
    });
  });
});
