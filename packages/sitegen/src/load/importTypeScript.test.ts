import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { importTypeScript, type ImportFailure } from './importTypeScript.js';

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-import-'));
  for (const [name, source] of Object.entries(files)) await writeFile(path.join(dir, name), source);
  return dir;
}

const toError = (failure: ImportFailure, cause: unknown): SitegenError =>
  new SitegenError({ code: `test/${failure}`, message: String(cause) });

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

  it('throws the caller’s error for a file that does not compile or throws while loading', async () => {
    const dir = await site({ 'syntax.ts': `export default ( ;`, 'throws.ts': `throw new Error('boom');` });
    await expect(importTypeScript({ file: path.join(dir, 'syntax.ts'), toError })).rejects.toMatchObject({ code: 'test/compile' });
    await expect(importTypeScript({ file: path.join(dir, 'throws.ts'), toError })).rejects.toMatchObject({ code: 'test/load', message: expect.stringContaining('boom') });
    expect((await readdir(dir)).sort()).toEqual(['syntax.ts', 'throws.ts']);
  });
});
